import * as v from 'valibot'
import { moneyField } from './fields'
import {
  decimalText,
  marketStatusSchema,
  marketTypeSchema,
  oddsText,
  selectionNameSchema,
} from './match-shapes'

/**
 * What order create and cash out answer besides an order: the odds or offer that changed, the quotes of a cash out
 * and of a bet builder, and the stake limits. Every schema is built in a pure call, so a bundle that only takes the
 * types drops them.
 */

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

/** trade/api/order/cash/quote's answer. */
export type CashOutQuote = v.InferOutput<typeof cashOutQuoteSchema>
/** trade/api/order/builder/quote's answer. */
export type BuilderQuote = v.InferOutput<typeof builderQuoteSchema>
/** `data` of code 2002 on order create: the current odds of each leg and their product; nothing was placed. */
export type OddsChanged = v.InferOutput<typeof oddsChangedSchema>
/** `data` of code 2002 on cash out: the offer now (null: none). */
export type CashOutChanged = v.InferOutput<typeof cashOutChangedSchema>
/** `data` of code 2004 and the answer of /trade/api/order/amount/limit. */
export type StakeLimit = v.InferOutput<typeof stakeLimitSchema>
