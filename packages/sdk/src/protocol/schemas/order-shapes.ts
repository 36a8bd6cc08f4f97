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
import { decimalText, marketTypeSchema, oddsText, selectionNameSchema } from './match-shapes'

export * from '../values/orders'

/**
 * The order of the protocol: its legs, statuses, cash outs and what everybody may see of it, and the brand's betting
 * settings. Money and odds are decimal strings, times milliseconds since the epoch. Every top-level schema is built in
 * a pure call, so a bundle that only takes the constants or types drops them.
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
