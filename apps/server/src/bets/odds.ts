/**
 * Odds arithmetic without floating point: decimal odds are bigints of hundredths ("1.95" -> 195n), money bigints
 * of the currency's smallest unit (ledger/money.ts). Every rounding is down, in the book's favour.
 */

/** "1.95", "2", "1.9" -> hundredths. */
export function oddsUnits(text: string): bigint {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) throw new RangeError(`not decimal odds: ${text}`)
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** 195n -> "1.95". */
export function formatOdds(units: bigint): string {
  return `${units / 100n}.${String(units % 100n).padStart(2, '0')}`
}

/** A parlay's odds: the product of its legs' odds, rounded down to 2 decimals (a single: its leg's odds). */
export function productOdds(legs: readonly bigint[]): bigint {
  let numerator = 100n
  let denominator = 1n
  for (const odds of legs) {
    numerator *= odds
    denominator *= 100n
  }
  return numerator / denominator
}

/** stake * odds, floored to the currency's unit. */
export function timesOdds(stakeUnits: bigint, odds: bigint): bigint {
  return (stakeUnits * odds) / 100n
}
