import * as v from 'valibot'
import { moneyField } from './fields'
import { decimalText, oddsText } from './match-shapes'

/** The free-bet activity's limits and the member stats paths (Loan and stats: /trade/member/stat/*). */

/**
 * A promotion bet (trade/activity/limit): the daily free bet. The house funds the stake; a win pays the winnings
 * (stake * odds - stake), a loss costs the player nothing; a void or pushed free bet gives the day's use back.
 */
export const activityLimitSchema = /* @__PURE__ */ (() =>
  v.object({
    activityId: v.number(),
    kind: v.literal('freeBet'),
    title: v.string(),
    description: v.string(),
    currencyCode: v.string(),
    minStake: moneyField,
    maxStake: moneyField,
    /** Odds of the order (product for a parlay) at least this. */
    minOdds: oddsText,
    maxLegs: v.number(),
    usesPerDay: v.number(),
    usedToday: v.number(),
    remaining: v.number(),
  }))()

/** One day of a member's betting in one currency (stats paths). */
export const dayStatSchema = /* @__PURE__ */ (() =>
  v.object({
    /** YYYY-MM-DD in the caller's offset (utcOffsetMinutes). */
    date: v.string(),
    currencyCode: v.string(),
    /** Orders placed that day and their stakes. */
    orderCount: v.number(),
    stake: moneyField,
    /** Of those, still open now. */
    openCount: v.number(),
    /** Orders settled that day (whenever placed), their stakes and payouts. */
    settledCount: v.number(),
    settledStake: moneyField,
    payout: moneyField,
    /** payout - settledStake. */
    net: moneyField,
  }))()

/** /trade/member/stat/settle: settled orders over a range. */
export const settleStatSchema = /* @__PURE__ */ (() =>
  v.object({
    currencyCode: v.string(),
    count: v.number(),
    stake: moneyField,
    payout: moneyField,
    net: moneyField,
    won: v.number(),
    lost: v.number(),
    void: v.number(),
    pushed: v.number(),
    cashedOut: v.number(),
  }))()

/** /trade/member/win/stat: how the member's settled orders went over the last `days` days. */
export const winStatSchema = /* @__PURE__ */ (() =>
  v.object({
    currencyCode: v.string(),
    days: v.number(),
    settledCount: v.number(),
    wonCount: v.number(),
    winRate: decimalText,
    netWin: moneyField,
    /** The largest payout - stake of a won order; "0.00" without one. */
    biggestWin: moneyField,
    /** The highest odds of a won order; null without one. */
    bestOdds: v.nullable(oddsText),
    /** Won orders in a row, counting back from the latest settled one. */
    currentStreak: v.number(),
  }))()

/** A promotion bet (trade/activity/limit): the daily free bet. The house funds the stake; a win pays the winnings (stake * odds - stake), a loss costs the player nothing; a void or pushed free bet gives the day's use back. */
export type ActivityLimit = v.InferOutput<typeof activityLimitSchema>
/** One day of a member's betting in one currency (stats paths). */
export type DayStat = v.InferOutput<typeof dayStatSchema>
/** /trade/member/stat/settle: settled orders over a range. */
export type SettleStat = v.InferOutput<typeof settleStatSchema>
/** /trade/member/win/stat: how the member's settled orders went over the last `days` days. */
export type WinStat = v.InferOutput<typeof winStatSchema>
