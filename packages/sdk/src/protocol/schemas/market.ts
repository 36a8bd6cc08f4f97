import * as v from 'valibot'
import { bankOddsPattern, isBankOdds } from '../rules/bank-odds'
import type { GroupSchemas } from '../schema-map'
import { currencyCodeField, formBoolean, formInteger, formJson, positiveMoneyField } from './fields'
import {
  bankerInfoSchema,
  bankOrderSchema,
  bankStatSchema,
  bankStatusSchema,
  gamblerOrderSchema,
  gamblerOrderStatusSchema,
  peerBankSchema,
  simpleMatchSchema,
  unsettledSchema,
} from './market-shapes'
import { pageSchema, sportTypeSchema } from './match-shapes'

/**
 * Request and answer schemas of the peer trade market (shapes: market-shapes.ts). Form bodies carry numbers as text
 * and lists as JSON text (fields.ts); the json-flat paths carry them as JSON.
 */

/** A bank's odds: 1.01 to 100 with at most two decimals. */
export const bankOddsField = v.pipe(
  v.string(),
  v.regex(bankOddsPattern, 'odds with at most two decimals'),
  v.check(isBankOdds, 'odds from 1.01 to 100'),
)

/** Plain text without control characters other than line breaks. */
function plainText(max: number) {
  return v.pipe(
    v.string(),
    v.maxLength(max),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
    v.regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, 'plain text'),
  )
}

/** Schemas built in pure calls: a bundle that imports only types from here drops them. */
const fields = /* @__PURE__ */ (() => {
  const id = v.pipe(formInteger(), v.minValue(1))
  const requestId = v.pipe(v.string(), v.uuid('a UUID'))
  const page = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000)))
  const pageSize = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100)))
  const selections = formJson(
    v.pipe(
      v.array(v.object({ selectionId: id, odds: bankOddsField })),
      v.minLength(1, 'at least one selection'),
      v.maxLength(3, 'at most three selections'),
      v.check(
        (list) => new Set(list.map((item) => item.selectionId)).size === list.length,
        'each selection once',
      ),
    ),
  )
  /** A bank password as the client sends it (any text up to 64 characters; the server keeps only a hash). */
  const password = v.pipe(v.string(), v.maxLength(64))
  return { id, requestId, page, pageSize, selections, password }
})()

/** Checks and reads a bank open request (the server validates with it). */
export const bankOpenRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    matchId: fields.id,
    marketId: fields.id,
    /** The selections the bank offers, each with its odds (a market's selections, each once). */
    selections: fields.selections,
    capital: positiveMoneyField,
    currencyCode: currencyCodeField,
    minStake: positiveMoneyField,
    maxStake: positiveMoneyField,
    /** Empty or absent: anyone may join as a partner. */
    password: v.optional(fields.password),
    description: v.optional(plainText(500)),
    /** The idempotency key: the same key and body answer the first bank again; another body is 2005. */
    requestId: fields.requestId,
  }))()

/** Checks and reads a gambler order create request (the server validates with it). */
export const gamblerOrderCreateRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    bankId: fields.id,
    selectionId: fields.id,
    /** The bank's current odds for the selection; other odds answer 2002 with `data.odds`. */
    odds: bankOddsField,
    stake: positiveMoneyField,
    requestId: fields.requestId,
  }))()

/** Checks and reads a bank list request (the server validates with it). */
export const bankListRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    matchId: v.optional(fields.id),
    status: v.optional(bankStatusSchema),
    /** Only banks the caller is in (banker or partner). */
    mine: v.optional(formBoolean()),
    page: fields.page,
    pageSize: fields.pageSize,
  }))()

/** What a caller sends: the payload {@link bankOpenRequestSchema} takes. */
export type BankOpenRequest = v.InferInput<typeof bankOpenRequestSchema>
/** What a caller sends: the payload {@link gamblerOrderCreateRequestSchema} takes. */
export type GamblerOrderCreateRequest = v.InferInput<typeof gamblerOrderCreateRequestSchema>
/** What a caller sends: the payload {@link bankListRequestSchema} takes. */
export type BankListRequest = v.InferInput<typeof bankListRequestSchema>

/** Request (payload fields only) and answer schemas of the peer trade market paths. */
export const marketSchemas = /* @__PURE__ */ (() => {
  const { id, requestId, page, pageSize, selections, password } = fields
  const byId = v.object({ id })
  return {
    open: { request: bankOpenRequestSchema, response: peerBankSchema },
    /** Only with no orders; every capital goes back. The banker only (else 3004). */
    cancel: { request: byId, response: peerBankSchema },
    /** Participants only (else 3004). */
    bankerInfo: { request: byId, response: bankerInfoSchema },
    /** 3003 for a wrong password; five wrong within 15 minutes answer 1004 with `data.retryAfterMs`. */
    partnerJoin: { request: v.object({ id, password: v.optional(password, '') }), response: peerBankSchema },
    /** Empty removes the password. */
    updatePassword: { request: v.object({ id, password }), response: peerBankSchema },
    /** The banker or a joined partner, while the bank is open and before closesAt. */
    invest: { request: v.object({ id, amount: positiveMoneyField, requestId }), response: peerBankSchema },
    /** New orders take the new odds; orders taken keep theirs. */
    oddsConfig: { request: v.object({ id, selections }), response: peerBankSchema },
    simpleList: {
      request: v.object({ sportType: v.optional(v.pipe(formInteger(), sportTypeSchema)) }),
      response: v.array(simpleMatchSchema),
    },
    info: { request: byId, response: peerBankSchema },
    checkExist: {
      request: v.object({ matchId: id }),
      response: v.object({ exists: v.boolean(), id: v.nullable(v.number()) }),
    },
    list: { request: bankListRequestSchema, response: pageSchema(peerBankSchema) },
    updateDescription: {
      request: v.object({ id, description: plainText(500) }),
      response: peerBankSchema,
    },
    /** open: false pauses sales, true resumes them. */
    saleStatus: { request: v.object({ id, open: formBoolean() }), response: peerBankSchema },
    gamblerOrderCreate: { request: gamblerOrderCreateRequestSchema, response: gamblerOrderSchema },
    /** The caller's orders, newest first. */
    gamblerOrders: {
      request: v.object({
        bankId: v.optional(id),
        status: v.optional(gamblerOrderStatusSchema),
        page,
        pageSize,
      }),
      response: pageSchema(gamblerOrderSchema),
    },
    /** A bank's orders, for its participants (else 3004), newest first. */
    gamblerUserOrders: {
      request: v.object({ bankId: id, page, pageSize }),
      response: pageSchema(bankOrderSchema),
    },
    /** Per bank the caller is in, newest first. */
    gamblerOrderStats: { request: v.object({ page, pageSize }), response: pageSchema(bankStatSchema) },
    unsettled: { request: v.object({}), response: v.array(unsettledSchema) },
  } as const satisfies GroupSchemas<'market'>
})()
