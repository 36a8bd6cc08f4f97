import { codes, type StakeLimit } from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'
import type { Currency } from '../ledger/currencies'
import { fromUnits, toUnits } from '../ledger/money'
import { memberLimitsOf, stakeLimitOf } from '../members/limits'
import type { Member } from '../members/member'
import { formatOdds } from './odds'

/** A stake range in the currency's unit. */
export interface StakeRange {
  min: bigint
  max: bigint
  maxPayout: bigint
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
  const limits = memberLimitsOf(member, currency)
  const units = (text: string) => toUnits(text, currency.scale)
  let min = 0n
  let max: bigint | null = null
  for (const leg of legs) {
    const range = stakeLimitOf(limits, leg.sportType, leg.marketType)
    if (units(range.min) > min) min = units(range.min)
    if (max === null || units(range.max) < max) max = units(range.max)
  }
  const maxPayout = units(limits.maxPayout)
  const byPayout = odds > 0n ? (maxPayout * 100n) / odds : maxPayout
  return { min, max: max === null || byPayout < max ? byPayout : max, maxPayout }
}

export function stakeLimitAnswer(currency: Currency, range: StakeRange, odds: bigint): StakeLimit {
  return {
    currencyCode: currency.code,
    min: fromUnits(range.min, currency.scale),
    max: fromUnits(range.max, currency.scale),
    maxPayout: fromUnits(range.maxPayout, currency.scale),
    odds: formatOdds(odds),
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
