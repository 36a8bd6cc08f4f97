import * as v from 'valibot'
import { moneyField } from './fields'
import { decimalText } from './match-shapes'
import { publicOrderSchema } from './order-shapes'

/** Bet sharing and the master rank (trade/order/share*, trade/order/master/rank). */

/** Who shared: a display name (the account masked), never a session detail. */
export const sharerSchema = /* @__PURE__ */ (() => v.object({ memberId: v.number(), name: v.string() }))()

/** trade/order/share/list and trade/order/share: an order shared for others to copy into their slip. */
export const sharedOrderSchema = /* @__PURE__ */ (() =>
  v.object({
    shareId: v.number(),
    sharedAt: v.number(),
    sharer: sharerSchema,
    note: v.string(),
    order: publicOrderSchema,
    /** The caller's own share. */
    mine: v.boolean(),
  }))()

/** Checks and reads a share verify (the server validates with it). */
export const shareVerifySchema = /* @__PURE__ */ (() =>
  v.object({
    orderId: v.number(),
    shareable: v.boolean(),
    /** Why not: it is already shared. */
    reason: v.nullable(v.picklist(['alreadyShared'])),
  }))()

/** A sharer's results over their shared settled orders in one currency and window. */
const sharerStatEntries = {
  sharer: sharerSchema,
  currencyCode: v.string(),
  sharedCount: v.number(),
  settledCount: v.number(),
  wonCount: v.number(),
  /** wonCount / settledCount, 4 decimals ("0.6667"); "0.0000" with nothing settled. */
  winRate: decimalText,
  stake: moneyField,
  payout: moneyField,
  /** payout - stake of the settled shared orders. */
  netWin: moneyField,
}

/** Checks and reads a rank entry (the server validates with it). */
export const rankEntrySchema = /* @__PURE__ */ (() => v.object({ rank: v.number(), ...sharerStatEntries }))()

/** trade/order/master/rank: sharers by net win, then win rate, over the last `days` days (by settlement). */
export const masterRankSchema = /* @__PURE__ */ (() =>
  v.object({
    currencyCode: v.string(),
    days: v.number(),
    list: v.array(rankEntrySchema),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
  }))()

/** trade/order/share/personal/data: one sharer's stats (the caller by default). */
export const sharerStatsSchema = /* @__PURE__ */ (() =>
  v.object({
    ...sharerStatEntries,
    days: v.number(),
    openCount: v.number(),
    /** Place in the master rank of the same currency and window; null when not ranked (nothing settled). */
    rank: v.nullable(v.number()),
  }))()

/** Who shared: a display name (the account masked), never a session detail. */
export type Sharer = v.InferOutput<typeof sharerSchema>
/** trade/order/share/list and trade/order/share: an order shared for others to copy into their slip. */
export type SharedOrder = v.InferOutput<typeof sharedOrderSchema>
/** A share verify, as the wire carries it (read by {@link shareVerifySchema}). */
export type ShareVerify = v.InferOutput<typeof shareVerifySchema>
/** A rank entry, as the wire carries it (read by {@link rankEntrySchema}). */
export type RankEntry = v.InferOutput<typeof rankEntrySchema>
/** trade/order/master/rank: sharers by net win, then win rate, over the last `days` days (by settlement). */
export type MasterRank = v.InferOutput<typeof masterRankSchema>
/** trade/order/share/personal/data: one sharer's stats (the caller by default). */
export type SharerStats = v.InferOutput<typeof sharerStatsSchema>
