import { floorDiv, formatDecimal, parseDecimal, type Scaled } from './decimal'

/**
 * The odds and return rules of an order (Order `odds` and `potentialReturn`), one definition for the server that
 * prices an order and the slip that shows it before it is sent. Exact integers only: odds are bigint hundredths
 * ("1.95" -> 195n) or decimal text, money bigint units of the currency or decimal text, and every rounding is down,
 * in the book's favour.
 */

/** Decimal odds as the slip sends them: up to four whole digits and up to two decimals ("2", "1.9", "1.95"). */
export const oddsPattern = /^(\d{1,4})(?:\.(\d{1,2}))?$/

/** "1.95", "2", "1.9" -> hundredths; anything else is a `RangeError`. */
export function oddsHundredths(text: string): bigint {
  const match = oddsPattern.exec(text.trim())
  if (!match) throw new RangeError(`not decimal odds: ${JSON.stringify(text)}`)
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** 195n -> "1.95": odds as the wire carries them, always two decimals. */
export function oddsFromHundredths(hundredths: bigint): string {
  return formatDecimal(hundredths, 2)
}

/** The product of exact decimals floored to `scale` decimals: the one rounding of parlay odds and of returns. */
function flooredProduct(factors: readonly Scaled[], scale: number): bigint {
  let units = 10n ** BigInt(scale)
  let decimals = 0
  for (const factor of factors) {
    units *= factor.units
    decimals += factor.scale
  }
  return floorDiv(units, 10n ** BigInt(decimals))
}

const hundredths = (units: bigint): Scaled => ({ units, scale: 2 })

/**
 * A parlay's odds in hundredths: the product of its legs' odds rounded down to two decimals (a single: its leg's
 * odds). The order carries these odds, and its return and settlement are computed from them.
 */
export function parlayOddsHundredths(legs: readonly bigint[]): bigint {
  return flooredProduct(legs.map(hundredths), 2)
}

/** {@link parlayOddsHundredths} of decimal texts ("1.50", "2.10" -> "3.15"). */
export function parlayOdds(legOdds: readonly string[]): string {
  return oddsFromHundredths(flooredProduct(legOdds.map(parseDecimal), 2))
}

/** What a stake of `stake` units returns at `odds` hundredths, stake included, floored to the unit. */
export function returnUnits(stake: bigint, odds: bigint): bigint {
  return flooredProduct([{ units: stake, scale: 0 }, hundredths(odds)], 0)
}

/** What a winning stake returns, stake included: stake * odds floored to the currency's scale. */
export function potentialReturn(stake: string, odds: string, scale: number): string {
  return formatDecimal(flooredProduct([parseDecimal(stake), parseDecimal(odds)], scale), scale)
}

/** `a * b`, exact: as many decimals as both operands together. */
export function multiplyDecimals(a: string, b: string): string {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  return formatDecimal(x.units * y.units, x.scale + y.scale)
}
