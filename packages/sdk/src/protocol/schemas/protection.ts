import * as v from 'valibot'
import { isPositiveAmount } from '../rules/amount'
import {
  type LimitKind,
  type LimitPeriod,
  selfExclusionDurations,
  sessionMinutesMax,
  timeOutDurations,
} from '../rules/protection'
import type { GroupSchemas } from '../schema-map'
import { maxStatementDays } from '../values/protection'
import { currencyCodeField, formInteger, pwdField } from './fields'
import { pageSchema } from './match-shapes'
import { csvFileSchema } from './operations-shapes'
import {
  limitKindSchema,
  limitPeriodSchema,
  limitSchema,
  memberSearchRowSchema,
  protectionSchema,
  statementEntrySchema,
} from './protection-shapes'

export * from '../values/protection'

/** Request fields of the protection paths. */
export const protectionFields = /* @__PURE__ */ (() => {
  const id = v.pipe(formInteger(), v.minValue(1))
  const page = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000)))
  const pageSize = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100)))
  const time = v.pipe(formInteger(), v.minValue(0))
  /** A money limit's currency; a session limit has none (left out, empty or `null` as form text). */
  const currencyCode = v.optional(
    v.union([
      v.pipe(
        v.picklist(['', 'null']),
        v.transform(() => null),
      ),
      v.null(),
      currencyCodeField,
    ]),
    null,
  )
  /** An operator's reason: 1-200 characters, no control characters. */
  const reason = v.pipe(v.string(), v.trim(), v.regex(/^[^\p{Cc}]{1,200}$/u, 'a reason of 1-200 characters'))
  return { id, page, pageSize, time, currencyCode, reason }
})()

/** Which limit a request names: its kind, period and (money limits) currency. */
function limitKeyEntries() {
  return { kind: limitKindSchema, period: limitPeriodSchema, currencyCode: protectionFields.currencyCode }
}

/** A money limit names its currency; a session limit names none. */
const currencyMatchesKind = (input: { kind: LimitKind; currencyCode: string | null }) =>
  (input.kind === 'session') === (input.currencyCode === null)

/** `{ kind, period, currencyCode }`: which limit to confirm or remove. */
export const limitKeyRequestSchema = /* @__PURE__ */ (() =>
  v.pipe(
    v.object(limitKeyEntries()),
    v.forward(
      v.check((input) => currencyMatchesKind(input), 'a currency for a money limit, none for a session'),
      ['currencyCode'],
    ),
  ))()

/**
 * An amount as a limit takes it: a positive decimal (the server checks the currency's scale), or for a session
 * whole minutes from 1 to every minute of the period.
 */
const amountFitsKind = (input: { kind: LimitKind; period: LimitPeriod; amount: string }) => {
  if (!isPositiveAmount(input.amount)) return false
  if (input.kind !== 'session') return true
  return /^\d{1,6}$/.test(input.amount) && Number(input.amount) <= sessionMinutesMax(input.period)
}

/** `limit/set`: a new, lower or higher limit. */
export const limitSetRequestSchema = /* @__PURE__ */ (() =>
  v.pipe(
    v.object({ ...limitKeyEntries(), amount: v.pipe(v.string(), v.maxLength(24)) }),
    v.forward(
      v.check((input) => currencyMatchesKind(input), 'a currency for a money limit, none for a session'),
      ['currencyCode'],
    ),
    v.forward(
      v.check(
        (input) => amountFitsKind(input),
        'a positive amount (session: whole minutes within the period)',
      ),
      ['amount'],
    ),
  ))()

/** An operator's limit on a member: `limit/set`'s payload with `memberId` and `reason`. */
export const memberLimitSetRequestSchema = /* @__PURE__ */ (() =>
  v.pipe(
    v.object({
      ...limitKeyEntries(),
      amount: v.pipe(v.string(), v.maxLength(24)),
      memberId: protectionFields.id,
      reason: protectionFields.reason,
    }),
    v.forward(
      v.check((input) => currencyMatchesKind(input), 'a currency for a money limit, none for a session'),
      ['currencyCode'],
    ),
    v.forward(
      v.check(
        (input) => amountFitsKind(input),
        'a positive amount (session: whole minutes within the period)',
      ),
      ['amount'],
    ),
  ))()

/** The statement's request: `endTime` after `startTime`, at most {@link maxStatementDays} days later. */
export const statementRequestSchema = /* @__PURE__ */ (() => {
  const { time, page, pageSize } = protectionFields
  return v.pipe(
    v.object({
      startTime: time,
      endTime: time,
      currencyCode: v.optional(currencyCodeField),
      page,
      pageSize,
      format: v.optional(v.picklist(['json', 'csv'])),
    }),
    v.forward(
      v.check(
        (input) =>
          input.endTime > input.startTime && input.endTime - input.startTime <= maxStatementDays * 86_400_000,
        'after startTime, at most 366 days later',
      ),
      ['endTime'],
    ),
  )
})()

/** What a caller sends to `limit/set`. */
export type LimitSetRequest = v.InferInput<typeof limitSetRequestSchema>
/** What a caller sends to `limit/confirm` and `limit/remove`. */
export type LimitKeyRequest = v.InferInput<typeof limitKeyRequestSchema>
/** What an operator sends to `internal/member/limit/set`. */
export type MemberLimitSetRequest = v.InferInput<typeof memberLimitSetRequestSchema>
/** What a caller sends to the statement. */
export type StatementRequest = v.InferInput<typeof statementRequestSchema>

/** The protection schemas (shapes: protection-shapes.ts). Registered members only; operators their own brand. */
export const protectionSchemas = /* @__PURE__ */ (() => {
  const { id, page, pageSize } = protectionFields
  return {
    /** The member's limits with what each has used, breaks, reality-check interval and lifetime money. */
    protection: { request: v.object({}), response: protectionSchema },
    /**
     * Sets a limit: a new or lower one applies at once, a higher one waits `increaseDelayHours` as `pending`
     * until confirmed. Answers the limit.
     */
    limitSet: { request: limitSetRequestSchema, response: limitSchema },
    /** Applies a pending increase or removal after its `effectiveAt` (before it: 1006 with `data.effectiveAt`). */
    limitConfirm: { request: limitKeyRequestSchema, response: limitSchema },
    /** Asks to remove a limit: pending like an increase. Answers the limit with its pending removal. */
    limitRemove: { request: limitKeyRequestSchema, response: limitSchema },
    /** A time-out at once (`pwd`: the login password); every session ends. It only lengthens. */
    timeOut: {
      request: v.object({ duration: v.picklist(timeOutDurations), pwd: pwdField }),
      response: protectionSchema,
    },
    /** A self-exclusion at once (`pwd`: the login password); every session ends. It only lengthens. */
    selfExclude: {
      request: v.object({ duration: v.picklist(selfExclusionDurations), pwd: pwdField }),
      response: protectionSchema,
    },
    /** Sets the reality-check interval in minutes (one of the brand's; 0 = off). */
    realityCheck: {
      request: v.object({ minutes: v.pipe(formInteger(), v.minValue(0), v.maxValue(1440)) }),
      response: protectionSchema,
    },
    /** Answers a reality check: `continue` lets stakes through again, `logout` ends this session. */
    realityCheckAck: {
      request: v.object({ choice: v.picklist(['continue', 'logout']) }),
      response: v.null(),
    },
    /** Ledger entries of the member's balances, newest first; `format: "csv"` answers `{ filename, csv }`. */
    statement: {
      request: statementRequestSchema,
      response: v.union([pageSchema(statementEntrySchema), csvFileSchema]),
    },
    /** A member of the operator's brand: its protection (`sessionStartedAt` null). */
    memberProtection: { request: v.object({ memberId: id }), response: protectionSchema },
    /** Members of the operator's brand by account (prefix, any case) or id, newest first. */
    memberSearch: {
      request: v.object({
        account: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(16))),
        memberId: v.optional(id),
        page,
        pageSize,
      }),
      response: pageSchema(memberSearchRowSchema),
    },
    /** Imposes a limit on a member at once (the member may lower it, not raise or remove it); answers it. */
    memberLimitSet: { request: memberLimitSetRequestSchema, response: limitSchema },
  } as const satisfies GroupSchemas<'protection'>
})()
