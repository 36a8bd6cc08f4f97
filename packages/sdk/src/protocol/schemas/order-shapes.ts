import * as v from 'valibot'
import {
  acceptOddsPolicies,
  cashOutMinFraction,
  defaultLiveDelayMs,
  legResults,
  orderKinds,
  orderStatuses,
  rejectReasons,
} from '../values/orders'
import { moneyField } from './fields'
import {
  decimalText,
  marketStatusSchema,
  marketTypeSchema,
  oddsText,
  selectionNameSchema,
} from './match-shapes'

export * from '../values/orders'

/**
 * The bet shapes of the protocol (Order, order create, cash out) and the other answers of the Bets and stats paths.
 * Money and odds are decimal strings, times milliseconds since the epoch. Every top-level schema is built in a pure
 * call, so a bundle that only takes the constants or types drops them.
 */

/** Checks and reads an order status (the server validates with it). */
export const orderStatusSchema = /* @__PURE__ */ (() => v.picklist(orderStatuses))()
/** Checks and reads a leg result (the server validates with it). */
export const legResultSchema = /* @__PURE__ */ (() => v.picklist(legResults))()

/** `api/sysinit` → `betting`: the brand's in-play delay per sport type, in ms. */
export const bettingSettingsSchema = /* @__PURE__ */ (() =>
  v.object({
    liveDelayMs: v.record(
      v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'a sport type')),
      v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)),
    ),
  }))()

/** The betting settings a client assumes when a server sends none. */
export function defaultBettingSettings(): v.InferOutput<typeof bettingSettingsSchema> {
  return { liveDelayMs: { ...defaultLiveDelayMs } }
}

/** Checks and reads an order kind. */
export const orderKindSchema = /* @__PURE__ */ (() => v.picklist(orderKinds))()
/** Checks and reads a reject reason. */
export const rejectReasonSchema = /* @__PURE__ */ (() => v.picklist(rejectReasons))()
/** A share of an order: "0.10" to "1.00", two decimals at most (cash out, automatic cash out). */
export const fractionText = /* @__PURE__ */ (() =>
  v.pipe(
    v.string(),
    v.regex(/^[01](\.\d{1,2})?$/, 'a fraction with at most two decimals'),
    v.check(
      (text) => Number(text) >= Number(cashOutMinFraction) && Number(text) <= 1,
      'a fraction of 0.10 to 1.00',
    ),
  ))()
/** Checks and reads an accept odds (the server validates with it). */
export const acceptOddsSchema = /* @__PURE__ */ (() => v.picklist(acceptOddsPolicies))()

/** One cash out of an order: the share of the stake then, what it paid, when. */
export const cashOutEntrySchema = /* @__PURE__ */ (() =>
  v.object({ fraction: decimalText, amount: moneyField, at: v.number() }))()

/** An automatic cash-out rule: cash out `fraction` once the offer reaches `threshold`. */
export const autoCashOutSchema = /* @__PURE__ */ (() =>
  v.object({ threshold: moneyField, fraction: decimalText }))()

/** A leg of an order as placed: the accepted odds (the book's at placement) and, once settled, its result. */
export const orderLegSchema = /* @__PURE__ */ (() =>
  v.object({
    matchId: v.number(),
    marketId: v.number(),
    selectionId: v.number(),
    /** The accepted odds of this leg. */
    odds: oddsText,
    /** Null until the leg's market is settled. */
    result: v.nullable(legResultSchema),
    // What the leg was, as it stood at placement: enough to show it without the match.
    sportType: v.number(),
    leagueName: v.string(),
    homeName: v.string(),
    awayName: v.string(),
    startTime: v.number(),
    marketType: marketTypeSchema,
    /** The home side's handicap or the total's line; null for 1x2 and moneyline. */
    line: v.nullable(decimalText),
    selectionName: selectionNameSchema,
  }))()

/** What everybody may see of an order (a shared order). */
const publicOrderEntries = {
  id: v.number(),
  kind: orderKindSchema,
  legs: v.array(orderLegSchema),
  /** The accepted odds: a single's leg odds; a parlay's product of leg odds, rounded down to 2 decimals. */
  odds: oddsText,
  stake: moneyField,
  currencyCode: v.string(),
  /** What a win pays: stake * odds floored to the currency's scale (a free bet: the winnings only). */
  potentialReturn: moneyField,
  status: orderStatusSchema,
  /** What was paid back: null while open; "0.00" for a lost order. */
  payout: v.nullable(moneyField),
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
  /** A promotion bet's activity (trade/activity/order/create); null for a normal order. */
  activityId: v.nullable(v.number()),
  /** A free bet: the stake is the house's and a win pays the winnings only. */
  freeBet: v.boolean(),
}

/** Checks and reads a public order (the server validates with it). */
export const publicOrderSchema = /* @__PURE__ */ (() => v.object(publicOrderEntries))()

/** An order of the caller. */
export const orderSchema = /* @__PURE__ */ (() =>
  v.object({
    ...publicOrderEntries,
    /** The idempotency key it was placed with. */
    requestId: v.string(),
    acceptOdds: acceptOddsSchema,
    /**
     * What cash out would pay now (trade/api/order/cash/out with this amount), floored to the currency's scale;
     * null when none is offered (settled, a free bet, or a leg's market not open).
     */
    cashOutOffer: v.nullable(moneyField),
    /** Shared with trade/order/share. */
    shared: v.boolean(),
    /**
     * When a `pending` order is decided (ms); null for an order decided at once. The reference server always sends it
     * and the fields below; an older server leaves them out.
     */
    acceptAt: v.optional(v.nullable(v.number())),
    /** Why a `rejected` order was refused; null otherwise. */
    rejectReason: v.optional(v.nullable(rejectReasonSchema)),
    /**
     * Each cash out of the order, oldest first: a partial one leaves the order open on the rest of the stake
     * (`stake` is what is still at stake) with the same odds.
     */
    cashOuts: v.optional(v.array(cashOutEntrySchema)),
    /** The automatic cash-out rule (trade/api/order/cash/auto), or null. */
    autoCashOut: v.optional(v.nullable(autoCashOutSchema)),
  }))()

/** `data` of code 2002 on order create: the current odds of each leg and their product; nothing was placed. */
export const oddsChangedSchema = /* @__PURE__ */ (() =>
  v.object({
    odds: oddsText,
    legs: v.array(
      v.object({
        matchId: v.number(),
        marketId: v.number(),
        selectionId: v.number(),
        odds: oddsText,
        status: marketStatusSchema,
      }),
    ),
  }))()

/**
 * `trade/api/order/cash/quote`: the full offer (`amount`), the value before the margin (`fairValue`: potential return ÷
 * the live odds of the open legs), the margin rate, the smallest share a cash out may take, and until when `quoteId`
 * may be accepted.
 */
export const cashOutQuoteSchema = /* @__PURE__ */ (() =>
  v.object({
    orderId: v.number(),
    quoteId: v.string(),
    amount: moneyField,
    fairValue: moneyField,
    /** The book's share of the fair value ("0.05"). */
    margin: decimalText,
    minFraction: decimalText,
    expiresAt: v.number(),
  }))()

/**
 * `data` of code 2002 on cash out: the offer now (null: none) and, with a server that quotes cash outs, a new quote of it
 * (its fields beside `offer`; `amount` equals `offer`).
 */
export const cashOutChangedSchema = /* @__PURE__ */ (() =>
  v.object({
    orderId: v.number(),
    offer: v.nullable(moneyField),
    quoteId: v.optional(v.string()),
    amount: v.optional(moneyField),
    fairValue: v.optional(moneyField),
    margin: v.optional(decimalText),
    minFraction: v.optional(decimalText),
    expiresAt: v.optional(v.number()),
  }))()

/**
 * `trade/api/order/builder/quote`: the correlated price of 2–6 legs of one match from the server's match model less the
 * margin (`odds`), the plain product of the legs' prices (`naiveOdds`), each leg at its price now, and until when
 * `quoteId` may be placed (order create's `builder`).
 */
export const builderQuoteSchema = /* @__PURE__ */ (() =>
  v.object({
    quoteId: v.string(),
    matchId: v.number(),
    odds: oddsText,
    naiveOdds: oddsText,
    legs: v.array(
      v.object({
        marketId: v.number(),
        selectionId: v.number(),
        marketType: marketTypeSchema,
        line: v.nullable(decimalText),
        selectionName: selectionNameSchema,
        odds: oddsText,
      }),
    ),
    expiresAt: v.number(),
  }))()

/** `data` of code 2004 and the answer of /trade/api/order/amount/limit. */
export const stakeLimitSchema = /* @__PURE__ */ (() =>
  v.object({
    currencyCode: v.string(),
    min: moneyField,
    max: moneyField,
    /** The most an order may return (max is lowered so that stake * odds stays within it). */
    maxPayout: moneyField,
    /** The current odds of the legs (their product for a parlay). */
    odds: oddsText,
  }))()

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

/** A ledger entry as its member sees it (trade/member/amount/log): the spendable balance's movements. */
export const amountLogEntrySchema = /* @__PURE__ */ (() =>
  v.object({
    id: v.number(),
    transferId: v.number(),
    /** What moved it: bet-stake, bet-payout, cash-out, demo-credit, operator-credit, ... */
    kind: v.string(),
    /** Signed: positive credits the balance. */
    amount: moneyField,
    balanceAfter: moneyField,
    currencyCode: v.string(),
    createdAt: v.number(),
    /** What it refers to, as a key: `order:<id>` for bets, else empty. */
    reference: v.string(),
    /**
     * What the movement was, as a sentence in the request's language ("Bet won (order 123)"); the reference server
     * always sends it (optional only for servers older than it).
     */
    memo: v.optional(v.string()),
  }))()

/** A ledger entry of an order's transfers (settlement records). */
export const orderEntrySchema = /* @__PURE__ */ (() =>
  v.object({
    transferId: v.number(),
    /** bet-stake, bet-payout, cash-out, free-bet-stake, ... */
    kind: v.string(),
    /** balance: the member's spendable balance; openBets: the member's stakes held until settlement; house. */
    account: v.picklist(['balance', 'openBets', 'house']),
    amount: moneyField,
    createdAt: v.number(),
  }))()

/** app/api/member/settlement/record: one per settled order. */
export const settlementRecordSchema = /* @__PURE__ */ (() =>
  v.object({
    orderId: v.number(),
    order: orderSchema,
    settledAt: v.number(),
    /** Every ledger entry of the order (stake, then settlement or cash out). */
    entries: v.array(orderEntrySchema),
  }))()

/** One of {@link orderStatuses}. */
export type OrderStatus = (typeof orderStatuses)[number]
/** `api/sysinit` → `betting`. */
export type BettingSettings = v.InferOutput<typeof bettingSettingsSchema>
/** One of {@link orderKinds}. */
export type OrderKind = (typeof orderKinds)[number]
/** One of {@link rejectReasons}. */
export type RejectReason = (typeof rejectReasons)[number]
/** One cash out of an order. */
export type CashOutEntry = v.InferOutput<typeof cashOutEntrySchema>
/** An automatic cash-out rule. */
export type AutoCashOut = v.InferOutput<typeof autoCashOutSchema>
/** trade/api/order/cash/quote's answer. */
export type CashOutQuote = v.InferOutput<typeof cashOutQuoteSchema>
/** trade/api/order/builder/quote's answer. */
export type BuilderQuote = v.InferOutput<typeof builderQuoteSchema>
/** One of {@link legResults}. */
export type LegResult = (typeof legResults)[number]
/** One of {@link acceptOddsPolicies}. */
export type AcceptOdds = (typeof acceptOddsPolicies)[number]
/** A leg of an order as placed: the accepted odds (the book's at placement) and, once settled, its result. */
export type OrderLeg = v.InferOutput<typeof orderLegSchema>
/** A public order, as the wire carries it (read by {@link publicOrderSchema}). */
export type PublicOrder = v.InferOutput<typeof publicOrderSchema>
/** An order of the caller. */
export type Order = v.InferOutput<typeof orderSchema>
/** `data` of code 2002 on order create: the current odds of each leg and their product; nothing was placed. */
export type OddsChanged = v.InferOutput<typeof oddsChangedSchema>
/** `data` of code 2002 on cash out: the offer now (null: none). */
export type CashOutChanged = v.InferOutput<typeof cashOutChangedSchema>
/** `data` of code 2004 and the answer of /trade/api/order/amount/limit. */
export type StakeLimit = v.InferOutput<typeof stakeLimitSchema>
/** trade/api/order/stat: counts and sums per status in one currency. */
export type OrderStat = v.InferOutput<typeof orderStatSchema>
/** An order count, as the wire carries it (read by {@link orderCountSchema}). */
export type OrderCount = v.InferOutput<typeof orderCountSchema>
/** An order sum, as the wire carries it (read by {@link orderSumSchema}). */
export type OrderSum = v.InferOutput<typeof orderSumSchema>
/** An order sum day, as the wire carries it (read by {@link orderSumDaySchema}). */
export type OrderSumDay = v.InferOutput<typeof orderSumDaySchema>
/** A ledger entry as its member sees it (trade/member/amount/log): the spendable balance's movements. */
export type AmountLogEntry = v.InferOutput<typeof amountLogEntrySchema>
/** A ledger entry of an order's transfers (settlement records). */
export type OrderEntry = v.InferOutput<typeof orderEntrySchema>
/** app/api/member/settlement/record: one per settled order. */
export type SettlementRecord = v.InferOutput<typeof settlementRecordSchema>
