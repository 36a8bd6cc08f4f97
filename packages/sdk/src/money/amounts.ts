import { assertScale, floorDiv, formatDecimal, parseDecimal, rescale } from './decimal'

/**
 * The amount floored toward negative infinity to exactly `scale` decimals (spec section 3: "Amounts are
 * floor-rounded to the currency's scale"): `floorToScale('1.239', 2)` is '1.23', `floorToScale('-1.231', 2)` is
 * '-1.24', `floorToScale('5', 2)` is '5.00'.
 */
export function floorToScale(amount: string, scale: number): string {
  assertScale(scale)
  const value = parseDecimal(amount)
  const units =
    value.scale <= scale ? rescale(value, scale) : floorDiv(value.units, 10n ** BigInt(value.scale - scale))
  return formatDecimal(units, scale)
}

function combine(a: string, b: string, sign: 1n | -1n): string {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  const scale = Math.max(x.scale, y.scale)
  return formatDecimal(rescale(x, scale) + sign * rescale(y, scale), scale)
}

/** `a + b`, exact, with as many decimals as the longer operand. */
export function addAmounts(a: string, b: string): string {
  return combine(a, b, 1n)
}

/** `a - b`, exact, with as many decimals as the longer operand. */
export function subtractAmounts(a: string, b: string): string {
  return combine(a, b, -1n)
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const difference = parseDecimal(subtractAmounts(a, b)).units
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}
