import * as v from 'valibot'
import type { GroupSchemas } from '../schema-map'
import {
  acceptOddsSchema,
  activityLimitSchema,
  amountLogEntrySchema,
  builderMaxLegs,
  builderMinLegs,
  builderQuoteSchema,
  cashOutQuoteSchema,
  fractionText,
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
import { currencyCodeField, formBoolean, formInteger, formJson, positiveMoneyField } from './fields'
import { pageSchema } from './match-shapes'

/**
 * Request and answer schemas of the Bets paths (shapes: bet-shapes.ts). Form bodies
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
    /** One leg: a single; two or more: a parlay (at most one leg per match, unless `builder`). */
    legs,
    /**
     * A bet builder: the quote of trade/api/order/builder/quote whose legs `legs` are; the order is one parlay of
     * that match at the quote's odds (`kind: "builder"`).
     */
    builder: v.optional(v.object({ quoteId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) })),
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
    /** The offer the player accepts (a full cash out); required unless quote or quoteId. A different current offer answers 2002. */
    amount: v.optional(positiveMoneyField),
  }))()

/**
 * Checks and reads a cash out request: `{ quoteId, fraction, requestId }` cashes out the share `fraction` of the
 * order of a quote of trade/api/order/cash/quote at `floor(amount × fraction)`; the older `{ orderId, requestId,
 * amount }` is a full cash out at `amount`, and `{ orderId, quote: true }` reads the offer.
 */
export const cashOutAnyRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    ...cashOutRequestSchema.entries,
    orderId: v.optional(fields.id),
    /** A quote of trade/api/order/cash/quote, accepted within its life while the offer is the same; else 2002 with a new quote. */
    quoteId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
    /** The share of the order to cash out, "0.10" to "1.00" (1 by default); the rest stays open at the same odds. */
    fraction: v.optional(fractionText),
  }))()

/** Checks and reads an automatic cash-out request. */
export const autoCashOutRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    orderId: fields.id,
    /** The offer at which the server cashes out; null (or empty) removes the rule. */
    threshold: v.pipe(
      v.union([v.null(), v.literal(''), v.literal('null'), positiveMoneyField]),
      v.transform((value) => (value === '' || value === 'null' ? null : value)),
    ),
    /** The share to cash out then, "0.10" to "1.00" (1 by default). */
    fraction: v.optional(fractionText),
  }))()

/** Checks and reads a bet builder quote request. */
export const builderQuoteRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    matchId: fields.id,
    legs: formJson(
      v.pipe(
        v.array(v.object({ marketId: fields.id, selectionId: fields.id })),
        v.minLength(builderMinLegs, `at least ${builderMinLegs} legs`),
        v.maxLength(builderMaxLegs, `at most ${builderMaxLegs} legs`),
      ),
    ),
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
/** What a caller sends: the payload {@link cashOutAnyRequestSchema} takes. */
export type CashOutAnyRequest = v.InferInput<typeof cashOutAnyRequestSchema>
/** What a caller sends: the payload {@link autoCashOutRequestSchema} takes. */
export type AutoCashOutRequest = v.InferInput<typeof autoCashOutRequestSchema>
/** What a caller sends: the payload {@link builderQuoteRequestSchema} takes. */
export type BuilderQuoteRequest = v.InferInput<typeof builderQuoteRequestSchema>
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
    /**
     * Cashes an order out: all of it at the offer `amount` (`{ orderId, requestId, amount }`), or the share
     * `fraction` of a quote (`{ quoteId, fraction, requestId }`); answers the order (open on the rest after a
     * partial one), 2002 with the offer now and a new quote when it moved or the quote expired.
     */
    cashOut: { request: cashOutAnyRequestSchema, response: orderSchema },
    /** A cash-out quote of an open order: the offer, its fair value and margin, valid 5 s. */
    cashQuote: { request: byOrder, response: cashOutQuoteSchema },
    /** Sets (or with threshold null removes) the order's automatic cash out; answers the order with autoCashOut. */
    cashAuto: { request: autoCashOutRequestSchema, response: orderSchema },
    /** Prices 2–6 legs of one match together (the bet builder); 1000 names a leg that cannot win with the others. */
    builderQuote: { request: builderQuoteRequestSchema, response: builderQuoteSchema },
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
