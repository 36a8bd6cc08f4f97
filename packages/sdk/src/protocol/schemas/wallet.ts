import * as v from 'valibot'
import { withdrawAccountNoPattern } from '../rules/withdraw-account-number'
import type { GroupSchemas } from '../schema-map'
import { currencyCodeField, formInteger, positiveMoneyField, pwdField } from './fields'
import { pageSchema } from './match-shapes'
import { sessionSchemas } from './session'
import {
  bankSchema,
  collectionSchema,
  collectionStatuses,
  depositSchema,
  depositStatuses,
  operatorCollectionSchema,
  operatorWithdrawalSchema,
  payTypeSchema,
  reviewDecisions,
  withdrawAccountSchema,
  withdrawalPayoutSchema,
  withdrawalSchema,
  withdrawalStatuses,
} from './wallet-shapes'

/**
 * Request and answer schemas of the wallet paths (shapes: wallet-shapes.ts). Every call that moves money carries
 * `requestId`, idempotent per member like order create. Another member's id is refused like an unknown one, so ids
 * cannot be probed.
 */
export const walletFields = /* @__PURE__ */ (() => {
  const id = v.pipe(formInteger(), v.minValue(1))
  const requestId = v.pipe(v.string(), v.uuid('a UUID'))
  const page = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000)))
  const pageSize = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100)))
  /** A free text an operator writes (a review's reason): at most 200 characters, no control characters. */
  const reason = v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200),
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
      v.regex(/^[^\u0000-\u001f\u007f]*$/, 'no control characters'),
    ),
    '',
  )
  const moneyIn = { payTypeId: id, amount: positiveMoneyField, currencyCode: currencyCodeField, requestId }
  return { id, requestId, page, pageSize, reason, moneyIn }
})()

/** `{ op: "add",... }` or `{ op: "remove", id }`. */
export const withdrawAccountOperateRequestSchema = /* @__PURE__ */ (() =>
  v.variant('op', [
    v.object({
      op: v.literal('add'),
      bankCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'a bank code')),
      /** The holder's name as the bank knows it: 1-64 characters, trimmed, no control characters. */
      accountName: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1),
        v.maxLength(64),
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
        v.regex(/^[^\u0000-\u001f\u007f]*$/, 'no control characters'),
      ),
      accountNo: v.pipe(v.string(), v.regex(withdrawAccountNoPattern, '6-34 letters and digits')),
      currencyCode: currencyCodeField,
    }),
    v.object({ op: v.literal('remove'), id: walletFields.id }),
  ]))()

/** Checks and reads a withdraw create request (the server validates with it). */
export const withdrawCreateRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    accountId: walletFields.id,
    amount: positiveMoneyField,
    currencyCode: currencyCodeField,
    /** The withdraw password, double MD5 like every password. */
    pwd: pwdField,
    requestId: walletFields.requestId,
  }))()

/** An operator's review of a collection: `amount` (what really arrived) is required to approve. */
export const collectionReviewRequestSchema = /* @__PURE__ */ (() =>
  v.pipe(
    v.object({
      id: walletFields.id,
      decision: v.picklist(reviewDecisions),
      amount: v.optional(positiveMoneyField),
      reason: walletFields.reason,
    }),
    v.forward(
      v.check(
        (input) => input.decision !== 'approve' || input.amount !== undefined,
        'the amount that arrived',
      ),
      ['amount'],
    ),
    v.forward(
      v.check((input) => input.decision !== 'reject' || input.reason.trim() !== '', 'a reason to reject'),
      ['reason'],
    ),
  ))()

/** An operator's review of a withdrawal: approve, or reject with a reason the player reads. */
export const withdrawReviewRequestSchema = /* @__PURE__ */ (() =>
  v.pipe(
    v.object({ id: walletFields.id, decision: v.picklist(reviewDecisions), reason: walletFields.reason }),
    // The player reads the reason in the withdrawal's history: a rejection without one is 1000 on `reason`.
    v.forward(
      v.check((input) => input.decision !== 'reject' || input.reason.trim() !== '', 'a reason to reject'),
      ['reason'],
    ),
  ))()

/**
 * The operators' lists: the review queue (`status: "inReview"`, oldest first) or the history of past reviews
 * (any other status or none, newest first), narrowed to one member (`account`, exactly) and to rows created from
 * `startTime` and before `endTime` (ms since the epoch).
 */
export const operatorListRequestSchema = /* @__PURE__ */ (() => {
  const { page, pageSize } = walletFields
  const time = v.optional(v.pipe(formInteger(), v.minValue(0)))
  return <const S extends readonly string[]>(statuses: S) =>
    v.object({
      status: v.optional(v.picklist(statuses)),
      account: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
      startTime: time,
      endTime: time,
      page,
      pageSize,
    })
})()

/** What a caller sends: the payload {@link withdrawReviewRequestSchema} takes. */
export type WithdrawReviewRequest = v.InferInput<typeof withdrawReviewRequestSchema>
/** What a caller sends to an operators' list. */
export type OperatorListRequest = v.InferInput<ReturnType<typeof operatorListRequestSchema>>
/** What a caller sends: the payload {@link withdrawAccountOperateRequestSchema} takes. */
export type WithdrawAccountOperateRequest = v.InferInput<typeof withdrawAccountOperateRequestSchema>
/** What a caller sends: the payload {@link withdrawCreateRequestSchema} takes. */
export type WithdrawCreateRequest = v.InferInput<typeof withdrawCreateRequestSchema>
/** What a caller sends: the payload {@link collectionReviewRequestSchema} takes. */
export type CollectionReviewRequest = v.InferInput<typeof collectionReviewRequestSchema>

/** The wallet schemas. */
export const walletSchemas = /* @__PURE__ */ (() => {
  const { id, page, pageSize, moneyIn } = walletFields
  const byCurrency = v.object({ currencyCode: v.optional(currencyCodeField) })
  const listOf = <const S extends readonly string[]>(statuses: S) =>
    v.object({ status: v.optional(v.picklist(statuses)), page, pageSize })
  return {
    /** The brand's pay types (in one currency when given). */
    payTypes: { request: byCurrency, response: v.array(payTypeSchema) },
    /** The banks a withdraw account may be held at. */
    banks: { request: byCurrency, response: v.array(bankSchema) },
    /** Adds or removes an account; answers the member's accounts after it. */
    withdrawAccountOperate: {
      request: withdrawAccountOperateRequestSchema,
      response: v.array(withdrawAccountSchema),
    },
    withdrawAccounts: { request: v.object({}), response: v.array(withdrawAccountSchema) },
    /** An online pay type: the answer's `payUrl` is the provider's page; only its notification credits. */
    depositCreate: { request: v.object(moneyIn), response: depositSchema },
    /** A bank-transfer pay type: the answer names the account to pay into and the transfer's reference. */
    collectionCreate: { request: v.object(moneyIn), response: collectionSchema },
    /** The caller's collections, newest first; `id` reads one. */
    collectionOrder: {
      request: v.object({
        id: v.optional(id),
        status: v.optional(v.picklist(collectionStatuses)),
        page,
        pageSize,
      }),
      response: pageSchema(collectionSchema),
    },
    collectionCancel: { request: v.object({ id }), response: collectionSchema },
    /** Multipart: `id` and the image as `file` (png, jpeg or webp by its bytes, at most 5 MiB, 40 megapixels). */
    collectionUpload: { request: v.object({ id, file: v.unknown() }), response: collectionSchema },
    withdrawCreate: { request: withdrawCreateRequestSchema, response: withdrawalSchema },
    /**
     * Operators: approve (frozen → paid out) or reject (frozen → back to the member), once. A rejection needs a
     * reason (1000 on `reason`), which the player reads in the withdrawal's history.
     */
    withdrawReview: { request: withdrawReviewRequestSchema, response: withdrawalSchema },
    /**
     * Operators of the member's brand: a withdrawal with its full account (number and holder's name) and the
     * player's context (balances with the outstanding loan, recent deposits, transfers and withdrawals). Each read
     * is logged as `revealAccount` in the operators' audit (`operations.auditList`); another brand's id is 3004.
     */
    withdrawPayout: { request: v.object({ id }), response: withdrawalPayoutSchema },
    deposits: { request: listOf(depositStatuses), response: pageSchema(depositSchema) },
    withdrawals: { request: listOf(withdrawalStatuses), response: pageSchema(withdrawalSchema) },
    /** Sets (oldPwd empty, the first time) or changes the withdraw password. */
    withdrawPasswordEdit: {
      request: v.object({ pwd: pwdField, oldPwd: v.optional(v.union([v.literal(''), pwdField]), '') }),
      response: v.null(),
    },
    /**
     * Operators: their brand's withdrawals, each naming its member: the queue in review oldest first, the history
     * newest first, filtered by status, member account and creation time.
     */
    operatorWithdrawals: {
      request: operatorListRequestSchema(withdrawalStatuses),
      response: pageSchema(operatorWithdrawalSchema),
    },
    /** Operators: their brand's collections, each naming its member, ordered and filtered as withdrawals are. */
    operatorCollections: {
      request: operatorListRequestSchema(collectionStatuses),
      response: pageSchema(operatorCollectionSchema),
    },
    /**
     * Operators: approve (credits `amount`, what arrived: the player's history shows it as `creditedAmount` with the
     * reason) or reject with a reason (1000 on `reason` without one) a collection in review, once.
     */
    collectionReview: { request: collectionReviewRequestSchema, response: collectionSchema },
    /**
     * A collection's proof image (`index` from 0), for its owner and operators: the answer is the image itself
     * (its bytes with an image content type), not an envelope; a refusal is an envelope as usual.
     */
    collectionProof: {
      request: v.object({ id, index: v.pipe(formInteger(), v.minValue(0), v.maxValue(2)) }),
      response: v.blob(),
    },
    /** The same path as the session's `userBalance`, listed here too. */
    balance: sessionSchemas.userBalance,
    /** The same path as the session's `openBalance`: channel members' balance. */
    openBalance: sessionSchemas.openBalance,
  } as const satisfies GroupSchemas<'wallet'>
})()
