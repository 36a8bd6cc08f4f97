import type { ActivityLimit } from '@sportsbook/sdk/protocol'
import { oddsFromHundredths } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { Currency } from '../ledger/currencies'
import { fromUnits, toUnits } from '../ledger/money'
import type { StakeRange } from './stake-limits'

/**
 * Promotion bets (trade/activity/limit, trade/activity/order/create). The reference server runs one activity:
 * the daily free bet. The house funds the stake; a win pays the winnings (stake * odds - stake), a loss costs the
 * player nothing; a void or pushed free bet gives the day's use back. Singles only, odds at least 1.50, one a UTC
 * day, no cash out. Its stake range replaces the member's limits.
 */
export interface FreeBetActivity {
  id: number
  kind: 'freeBet'
  title: string
  description: string
  /** Hundredths. */
  minOdds: bigint
  maxLegs: number
  usesPerDay: number
  /** Whole units of each currency: [min, max]. */
  stakes: Record<string, [number, number]>
}

export const dailyFreeBet: FreeBetActivity = {
  id: 1,
  kind: 'freeBet',
  title: 'Daily free bet',
  description:
    'One free single a day at odds of 1.50 or more: the stake is on us, a win pays the winnings. A void or pushed free bet gives the day back.',
  minOdds: 150n,
  maxLegs: 1,
  usesPerDay: 1,
  stakes: { USD: [1, 10], BRL: [5, 50], USDT: [1, 10], DEMO: [1, 10] },
}

export const activities: readonly FreeBetActivity[] = [dailyFreeBet]

export function activityById(id: number): FreeBetActivity | null {
  return activities.find((activity) => activity.id === id) ?? null
}

const day = 86_400_000

/** The start of the UTC day of `now` (ms). */
export function utcDayStart(now: number): number {
  return Math.floor(now / day) * day
}

export function activityRangeOf(activity: FreeBetActivity, currency: Currency): StakeRange {
  const [min, max] = activity.stakes[currency.code] ?? [1, 10]
  const units = (whole: number) => toUnits(String(whole), currency.scale)
  return { min: units(min), max: units(max), maxPayout: units(max) * 1000n }
}

/** Uses of the activity today: free bets placed today that are not void or pushed. */
export async function usesToday(
  q: Queryable,
  memberId: number,
  activity: FreeBetActivity,
  now: number,
): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM orders WHERE member_id = $1 AND activity_id = $2 AND created_at >= $3
     AND status NOT IN ('void', 'pushed')`,
    [memberId, activity.id, utcDayStart(now)],
  )
  return Number(row?.count ?? 0)
}

/** Serialises one member's free bets (the daily count is read then written). */
export async function lockActivity(q: Queryable, memberId: number, activity: FreeBetActivity): Promise<void> {
  const key = BigInt(2000 + activity.id) * 2n ** 40n + BigInt(memberId)
  await q.query('SELECT pg_advisory_xact_lock($1::bigint)', [String(key)])
}

export function activityLimitOf(activity: FreeBetActivity, currency: Currency, used: number): ActivityLimit {
  const range = activityRangeOf(activity, currency)
  return {
    activityId: activity.id,
    kind: activity.kind,
    title: activity.title,
    description: activity.description,
    currencyCode: currency.code,
    minStake: fromUnits(range.min, currency.scale),
    maxStake: fromUnits(range.max, currency.scale),
    minOdds: oddsFromHundredths(activity.minOdds),
    maxLegs: activity.maxLegs,
    usesPerDay: activity.usesPerDay,
    usedToday: used,
    remaining: Math.max(0, activity.usesPerDay - used),
  }
}
