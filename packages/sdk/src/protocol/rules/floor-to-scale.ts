import { assertScale, floorDiv, formatDecimal, parseDecimal, rescale } from './decimal'

/**
 * The amount floored toward negative infinity to exactly `scale` decimals ("Amounts are floor-rounded to the
 * currency's scale"): `floorToScale('1.239', 2)` is '1.23', `floorToScale('-1.231', 2)` is '-1.24',
 * `floorToScale('5', 2)` is '5.00'.
 */
export function floorToScale(amount: string, scale: number): string {
  assertScale(scale)
  const value = parseDecimal(amount)
  const units =
    value.scale <= scale ? rescale(value, scale) : floorDiv(value.units, 10n ** BigInt(value.scale - scale))
  return formatDecimal(units, scale)
}
