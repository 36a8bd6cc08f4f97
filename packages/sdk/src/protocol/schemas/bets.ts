import * as v from 'valibot'
import type { GroupSchemas } from '../schema-map'
import {
  acceptOddsSchema,
  activityLimitSchema,
  amountLogEntrySchema,
  masterRankSchema,
  maxParlayLegs,
  orderCountSchema,
  orderSchema,
  orderStatSchema,
  orderSumDaySchema,
  orderSumSchema,
  settlementRecordSchema,
  sharedOrderSchema,
  sharerStatsSchema,
  shareVerifySchema,
  stakeLimitSchema,
} from './bet-shapes'
import { currencyCodeField, formBoolean, formInteger, positiveMoneyField } from './fields'
import { pageSchema } from './match-shapes'

/**
 * Request and answer schemas of the Bets paths (PROTOCOL.md section 6, Bets; shapes: bet-shapes.ts). Form bodies
 * carry numbers as text and lists as JSON text (fields.ts); json-nested bodies carry them as JSON.
 * Another member's order id is refused everywhere with code 3004, like an unknown one.
 */

/** Schemas built in pure calls: a bundle that imports only types from here drops them. */
const fields = /* @__PURE__ */ (() => {
  const id = v.pipe(formInteger(), v.minValue(1))
  /** Decimal odds as sent by the slip: "1.95" (one or two decimals), at least 1.01. */
  const odds = v.pipe(
    v.string(),
    v.regex(/^\d{1,4}(\.\d{1,2})?$/, 'decimal odds with at most two decimals'),
    v.check((text) => Number(text) >= 1.01, 'odds of at least 1.01'),
  )
  const requestId = v.pipe(v.string(), v.uuid('a UUID'))
  const page = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000)))
  const pageSize = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100)))
  const time = v.optional(v.pipe(formInteger(), v.minValue(0)))
  /** Minutes to add to UTC for the caller's days (UTC+8: 480; UTC-3: -180). */
  const utcOffsetMinutes = v.optional(v.pipe(formInteger(), v.minValue(-840), v.maxValue(840)))
  const currencyCode = v.optional(currencyCodeField)
  const legs = v.pipe(
    v.array(v.object({ matchId: id, marketId: id, selectionId: id, odds })),
    v.minLength(1, 'at least one leg'),
    v.maxLength(maxParlayLegs, `at most ${maxParlayLegs} legs`),
  )
  const orderCreate = {
    /** The idempotency key: the same key and body answer the first order again; another body is 2005. */
    requestId,
    acceptOdds: acceptOddsSchema,
    stake: positiveMoneyField,
    currencyCode: currencyCodeField,
    /** One leg: a single; two or more: a parlay (at most one leg per match). */
    legs,
  }
  const range = { startTime: time, endTime: time }
  return { id, odds, requestId, page, pageSize, range, utcOffsetMinutes, currencyCode, legs, orderCreate }
})()

/** Checks and reads an order create request (the server validates with it). */
export const orderCreateRequestSchema = /* @__PURE__ */ (() => v.object(fields.orderCreate))()

/** Checks and reads a cash out request (the server validates with it). */
export const cashOutRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    orderId: fields.id,
    /** true: only read the current offer (the answer is the order, still open, with cashOutOffer). */
    quote: v.optional(formBoolean()),
    /** The idempotency key; required unless quote. */
    requestId: v.optional(fields.requestId),
    /** The offer the player accepts; required unless quote. A different current offer answers 2002. */
    amount: v.optional(positiveMoneyField),
  }))()

/** Checks and reads an order list request (the server validates with it). */
export const orderListRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    /** open; settled (every other status); all (default). */
    status: v.optional(v.picklist(['open', 'settled', 'all'])),
    /** Orders placed in [startTime, endTime) (ms). */
    ...fields.range,
    page: fields.page,
    pageSize: fields.pageSize,
  }))()

/** Checks and reads an amount limit request (the server validates with it). */
export const amountLimitRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    currencyCode: currencyCodeField,
    legs: v.pipe(
      v.array(
        v.object({
          matchId: fields.id,
          marketId: fields.id,
          selectionId: fields.id,
          odds: v.optional(fields.odds),
        }),
      ),
      v.minLength(1, 'at least one leg'),
      v.maxLength(maxParlayLegs, `at most ${maxParlayLegs} legs`),
    ),
  }))()

/** What a caller sends: the payload {@link orderCreateRequestSchema} takes. */
export type OrderCreateRequest = v.InferInput<typeof orderCreateRequestSchema>
/** What a caller sends: the payload {@link cashOutRequestSchema} takes. */
export type CashOutRequest = v.InferInput<typeof cashOutRequestSchema>
/** What a caller sends: the payload {@link orderListRequestSchema} takes. */
export type OrderListRequest = v.InferInput<typeof orderListRequestSchema>
/** What a caller sends: the payload {@link amountLimitRequestSchema} takes. */
export type AmountLimitRequest = v.InferInput<typeof amountLimitRequestSchema>

/** Request (payload fields only) and answer schemas of the Bets paths. */
export const betsSchemas = /* @__PURE__ */ (() => {
  const { id, page, pageSize, range, utcOffsetMinutes, currencyCode } = fields
  const byCurrencyAndRange = v.object({ currencyCode, ...range })
  const byOrder = v.object({ orderId: id })
  return {
    /** Counts and sums by status in one currency (the member's by default), orders placed in the range. */
    stat: { request: byCurrencyAndRange, response: orderStatSchema },
    create: { request: orderCreateRequestSchema, response: orderSchema },
    count: { request: v.object({ ...range }), response: orderCountSchema },
    /** Newest first; open orders carry their cash-out offer. */
    list: { request: orderListRequestSchema, response: pageSchema(orderSchema) },
    amountLimit: { request: amountLimitRequestSchema, response: stakeLimitSchema },
    /** Settled orders (newest settlement first), each with its legs' results and its ledger entries. */
    settlementRecords: {
      request: v.object({ ...range, page, pageSize }),
      response: pageSchema(settlementRecordSchema),
    },
    cashOut: { request: cashOutRequestSchema, response: orderSchema },
    /** Totals per currency of the orders placed in the range. */
    sum: { request: v.object({ currencyCode, ...range }), response: v.array(orderSumSchema) },
    /** The same per day (newest day first), days in the caller's offset. */
    sumDetail: {
      request: v.object({ currencyCode, ...range, utcOffsetMinutes }),
      response: v.array(orderSumDaySchema),
    },
    /** The member's spendable balance movements, newest first. */
    amountLog: {
      request: v.object({ currencyCode, ...range, page, pageSize }),
      response: pageSchema(amountLogEntrySchema),
    },
    /** Everybody's shared orders, newest first. */
    shareList: { request: v.object({ page, pageSize }), response: pageSchema(sharedOrderSchema) },
    shareVerify: { request: byOrder, response: shareVerifySchema },
    /** Shares one of the caller's orders (open or settled), once. */
    share: {
      request: v.object({ orderId: id, note: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
      response: sharedOrderSchema,
    },
    /** Sharers ranked by net win then win rate over their shared orders settled in the last `days` days. */
    masterRank: {
      request: v.object({
        currencyCode,
        days: v.optional(v.pipe(formInteger(), v.picklist([7, 30, 90]))),
        page,
        pageSize,
      }),
      response: masterRankSchema,
    },
    /** A sharer's stats (the caller's without memberId). */
    sharePersonalData: {
      request: v.object({
        memberId: v.optional(id),
        currencyCode,
        days: v.optional(v.pipe(formInteger(), v.picklist([7, 30, 90]))),
      }),
      response: sharerStatsSchema,
    },
    /** The promotion bets on offer to the caller in a currency (its own by default). */
    activityLimit: { request: v.object({ currencyCode }), response: v.array(activityLimitSchema) },
    /** Places a promotion bet: the order create payload plus the activity. */
    activityOrderCreate: {
      request: v.object({ ...fields.orderCreate, activityId: id }),
      response: orderSchema,
    },
  } as const satisfies GroupSchemas<'bets'>
})()
