import * as v from 'valibot'
import { moneyField } from './fields'
import { orderStatusSchema } from './order-shapes'

/**
 * The totals of the caller's orders: counts and sums per status (trade/api/order/stat, order count) and per
 * currency and day (trade/order/sum). Every schema is built in a pure call, so a bundle that only takes the types
 * drops them.
 */

/** Sums of orders of one status (or all) in one currency. */
const sumEntries = {
  count: v.number(),
  stake: moneyField,
  payout: moneyField,
}

/** trade/api/order/stat: counts and sums per status in one currency. */
export const orderStatSchema = /* @__PURE__ */ (() =>
  v.object({
    currencyCode: v.string(),
    count: v.number(),
    stake: moneyField,
    /** Stake of the settled orders (every status but open). */
    settledStake: moneyField,
    payout: moneyField,
    /** payout - settledStake: what the player won (negative: lost). */
    net: moneyField,
    /** One line per status, in the order of orderStatuses. */
    statuses: v.array(v.object({ status: orderStatusSchema, ...sumEntries })),
  }))()

/** Checks and reads an order count (the server validates with it). */
export const orderCountSchema = /* @__PURE__ */ (() =>
  v.object({ open: v.number(), settled: v.number(), all: v.number() }))()

/** trade/order/sum: totals per currency; trade/order/sum/detail adds `date` (one line per day and currency). */
const orderSumEntries = {
  currencyCode: v.string(),
  ...sumEntries,
  settledStake: moneyField,
  net: moneyField,
}
/** Checks and reads an order sum (the server validates with it). */
export const orderSumSchema = /* @__PURE__ */ (() => v.object(orderSumEntries))()
/** Checks and reads an order sum day (the server validates with it). */
export const orderSumDaySchema = /* @__PURE__ */ (() =>
  v.object({
    /** YYYY-MM-DD in the caller's offset (utcOffsetMinutes). */
    date: v.string(),
    ...orderSumEntries,
  }))()

/** trade/api/order/stat: counts and sums per status in one currency. */
export type OrderStat = v.InferOutput<typeof orderStatSchema>
/** An order count, as the wire carries it (read by {@link orderCountSchema}). */
export type OrderCount = v.InferOutput<typeof orderCountSchema>
/** An order sum, as the wire carries it (read by {@link orderSumSchema}). */
export type OrderSum = v.InferOutput<typeof orderSumSchema>
/** An order sum day, as the wire carries it (read by {@link orderSumDaySchema}). */
export type OrderSumDay = v.InferOutput<typeof orderSumDaySchema>
