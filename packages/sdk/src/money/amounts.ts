import { floorDiv, formatDecimal, parseDecimal, rescale } from '../protocol/rules/decimal'

export { floorToScale } from '../protocol/rules/floor-to-scale'

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

/**
 * `amount × factor` floored to `scale` decimals, exact: what a partial cash out pays is `floor(offer × fraction)`, so
 * `multiplyAmount('9.45', '0.50', 2)` is '4.72'.
 */
export function multiplyAmount(amount: string, factor: string, scale: number): string {
  const a = parseDecimal(amount)
  const b = parseDecimal(factor)
  const units = a.units * b.units
  const from = a.scale + b.scale
  return from <= scale
    ? formatDecimal(units * 10n ** BigInt(scale - from), scale)
    : formatDecimal(floorDiv(units, 10n ** BigInt(from - scale)), scale)
}
