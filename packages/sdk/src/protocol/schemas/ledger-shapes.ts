import * as v from 'valibot'
import { moneyField } from './fields'
import { orderSchema } from './order-shapes'

/**
 * The ledger as a member sees it: the balance's movements, an order's transfers and the settlement records built on
 * them. Every schema is built in a pure call, so a bundle that only takes the types drops them.
 */

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

/** A ledger entry as its member sees it (trade/member/amount/log): the spendable balance's movements. */
export type AmountLogEntry = v.InferOutput<typeof amountLogEntrySchema>
/** A ledger entry of an order's transfers (settlement records). */
export type OrderEntry = v.InferOutput<typeof orderEntrySchema>
/** app/api/member/settlement/record: one per settled order. */
export type SettlementRecord = v.InferOutput<typeof settlementRecordSchema>
