import { floorToScale } from '../money/amounts'
import { formatDecimal, parseDecimal } from '../protocol/rules/decimal'

/** `a * b`, exact: as many decimals as both operands together. */
export function multiplyDecimals(a: string, b: string): string {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  return formatDecimal(x.units * y.units, x.scale + y.scale)
}

/**
 * The odds of a parlay: the product of its legs' odds rounded down to two decimals, as the order carries them
 * (bet-shapes.ts, Order `odds`).
 */
export function parlayOdds(legOdds: readonly string[]): string {
  return floorToScale(legOdds.reduce(multiplyDecimals, '1'), 2)
}

/** What a winning stake returns, stake included: stake * odds floored to the currency's scale (Order `potentialReturn`). */
export function potentialReturn(stake: string, odds: string, scale: number): string {
  return floorToScale(multiplyDecimals(stake, odds), scale)
}
