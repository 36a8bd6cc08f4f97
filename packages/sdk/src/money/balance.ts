import { assertScale, floorDiv, formatDecimal, parseDecimal } from '../protocol/rules/decimal'
import { floorToScale, subtractAmounts } from './amounts'

/**
 * The balance a member can use: amount minus frozen, floored to the currency's scale ("Displayed balance = amount
 * minus frozen").
 */
export function displayBalance(entry: { amount: string; frozen: string; scale: number }): string {
  return floorToScale(subtractAmounts(entry.amount, entry.frozen), entry.scale)
}

/**
 * The entries a wallet shows: an entry is skipped if it is inactive (status 0) and its currencyId is not -1. Numbers
 * may arrive as text, so both are compared as numbers.
 */
export function visibleBalanceEntries<T extends { status: number | string; currencyId: number | string }>(
  entries: readonly T[],
): T[] {
  return entries.filter((entry) => !(Number(entry.status) === 0 && Number(entry.currencyId) !== -1))
}

const compactFrom = 10_000_000n
const million = 1_000_000n

/**
 * A short display ("A compact display switches to an M suffix at 10,000,000 or more"): below 10,000,000 the amount
 * floored to `scale`, without thousands separators; from 10,000,000 millions with two decimals and `M`, floored not
 * rounded (`12345678.9` is '12.34M'). Read literally, the rule compacts only amounts of 10,000,000 or more, so
 * negative amounts are never compacted.
 */
export function compactAmount(amount: string, scale: number): string {
  assertScale(scale)
  const value = parseDecimal(amount)
  if (value.units < compactFrom * 10n ** BigInt(value.scale)) return floorToScale(amount, scale)
  // Hundredths of a million, floored.
  const hundredths = floorDiv(value.units * 100n, million * 10n ** BigInt(value.scale))
  return `${formatDecimal(hundredths, 2)}M`
}
