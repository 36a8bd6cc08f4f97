import { codes, type MemberLimits, oddsFromHundredths, type StakeLimit } from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'
import type { Currency } from '../ledger/currencies'
import { fromUnits, toUnits } from '../ledger/money'
import { memberLimitsOf, stakeLimitOf } from '../members/limits'
import type { Member } from '../members/member'

/** A stake range in the currency's unit. */
export interface StakeRange {
  min: bigint
  max: bigint
  maxPayout: bigint
}

/** A member's limits in a currency's unit: the payout cap and each (sport, market) range asked so far. */
interface LimitUnits {
  maxPayout: bigint
  markets: Map<string, { min: bigint; max: bigint }>
  limits: MemberLimits
}

/**
 * Limits in units by currency, odds config and stake factor: memberLimitsOf is a pure function of the currency,
 * the member's oddsConfig (its risk level) and stake factor, so an entry never goes stale and a change is another key.
 * Every order needs its member's range: this keeps the limits' decimal arithmetic off the order path.
 */
const unitsByConfig = new Map<string, LimitUnits>()
const maxConfigs = 1_000

function limitUnitsOf(member: Member, currency: Currency): LimitUnits {
  const key = `${currency.code}|${currency.scale}|${member.oddsConfig.join(',')}|${member.stakeFactor ?? 1}`
  let entry = unitsByConfig.get(key)
  if (!entry) {
    const limits = memberLimitsOf(member, currency)
    entry = { maxPayout: toUnits(limits.maxPayout, currency.scale), markets: new Map(), limits }
    if (unitsByConfig.size >= maxConfigs) unitsByConfig.clear()
    unitsByConfig.set(key, entry)
  }
  return entry
}

function marketUnits(entry: LimitUnits, currency: Currency, sportType: number, marketType: string) {
  const key = `${sportType}|${marketType}`
  let range = entry.markets.get(key)
  if (!range) {
    const limit = stakeLimitOf(entry.limits, sportType, marketType)
    range = { min: toUnits(limit.min, currency.scale), max: toUnits(limit.max, currency.scale) }
    entry.markets.set(key, range)
  }
  return range
}

/**
 * The stake range of an order from the member's limits (/trade/member/limits): each leg's market limit, the
 * highest minimum and the lowest maximum over the legs, and the maximum lowered so that stake * odds stays within
 * the limits' maxPayout.
 */
export function stakeRangeOf(
  member: Member,
  currency: Currency,
  legs: readonly { sportType: number; marketType: string }[],
  odds: bigint,
): StakeRange {
  const entry = limitUnitsOf(member, currency)
  let min = 0n
  let max: bigint | null = null
  for (const leg of legs) {
    const range = marketUnits(entry, currency, leg.sportType, leg.marketType)
    if (range.min > min) min = range.min
    if (max === null || range.max < max) max = range.max
  }
  const maxPayout = entry.maxPayout
  const byPayout = odds > 0n ? (maxPayout * 100n) / odds : maxPayout
  return { min, max: max === null || byPayout < max ? byPayout : max, maxPayout }
}

export function stakeLimitAnswer(currency: Currency, range: StakeRange, odds: bigint): StakeLimit {
  return {
    currencyCode: currency.code,
    min: fromUnits(range.min, currency.scale),
    max: fromUnits(range.max, currency.scale),
    maxPayout: fromUnits(range.maxPayout, currency.scale),
    odds: oddsFromHundredths(odds),
  }
}

/** Code 2004 with the range (data.min, data.max) when the stake is outside it. */
export function checkStake(stake: bigint, currency: Currency, range: StakeRange, odds: bigint): void {
  if (stake >= range.min && stake <= range.max) return
  throw new BusinessError(
    codes.STAKE_OUT_OF_LIMITS,
    'stakeOutOfLimits',
    stakeLimitAnswer(currency, range, odds),
  )
}
