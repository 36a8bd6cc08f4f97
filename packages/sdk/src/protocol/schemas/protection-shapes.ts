import * as v from 'valibot'
import {
  limitKinds,
  limitPeriods,
  protectionReasons,
  selfExclusionDurations,
  timeOutDurations,
} from '../rules/protection'
import { decimalText } from './match-shapes'

/**
 * Player protection's shapes. Money is decimal text at the currency's scale; a session limit's amounts are whole
 * minutes as text (`"90"`). Times are server time in ms.
 */

/** A limit's kind ({@link limitKinds}). */
export const limitKindSchema = v.picklist(limitKinds)
/** A limit's rolling period ({@link limitPeriods}). */
export const limitPeriodSchema = v.picklist(limitPeriods)
/** Why a call was blocked (code 1007). */
export const protectionReasonSchema = v.picklist(protectionReasons)

/** A change of a limit waiting for the member: a higher amount, or its removal (amount null). */
export const pendingLimitSchema = v.object({
  /** The new amount, null for a removal. */
  amount: v.nullable(decimalText),
  /** From when it may be confirmed (now + `increaseDelayHours` when asked). */
  effectiveAt: v.number(),
  /** `effectiveAt` has passed: `limit/confirm` applies it. */
  confirmable: v.boolean(),
})

/** One limit of a member, with what it has used in its rolling period now. */
export const limitSchema = v.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** The currency it counts in; null for a session limit. */
  currencyCode: v.nullable(v.string()),
  /** The amount in force (minutes for a session limit). */
  amount: decimalText,
  /** What the period has used (never below zero: a net win leaves a loss limit whole, never more). */
  used: decimalText,
  /** amount − used, at least zero. */
  remaining: decimalText,
  pending: v.nullable(pendingLimitSchema),
  /** Set by an operator: the member may lower the limit below `amount`, not raise or remove it. */
  imposed: v.optional(v.nullable(v.object({ amount: decimalText, reason: v.string() })), null),
})

/** A time-out in force. */
export const timeOutSchema = v.object({ until: v.number() })

/** A self-exclusion in force; `until` null = indefinite. */
export const selfExclusionSchema = v.object({ since: v.number(), until: v.nullable(v.number()) })

/** Money in and out of a member for life, in one currency. */
export const lifetimeSchema = v.object({
  currencyCode: v.string(),
  /** Deposits credited and collections approved. */
  deposits: decimalText,
  /** Withdrawals paid. */
  withdrawals: decimalText,
  /** deposits − withdrawals. */
  net: decimalText,
})

/** A member's protection (`/app/api/member/protection`). */
export const protectionSchema = v.object({
  limits: v.array(limitSchema),
  timeOut: v.nullable(timeOutSchema),
  selfExclusion: v.nullable(selfExclusionSchema),
  /** 0 = off. */
  realityCheckMinutes: v.number(),
  /** The login before this session's, null for a first login. */
  lastLoginAt: v.nullable(v.number()),
  /** This session's login, null when read by an operator. */
  sessionStartedAt: v.nullable(v.number()),
  lifetime: v.array(lifetimeSchema),
})

/** A session logged in during a break (user info `restricted`): only the balance, protection reads, withdrawals and logout work in it. */
export const restrictedSchema = v.object({
  reason: v.picklist(['timeOut', 'selfExcluded']),
  /** When the break ends, null for an indefinite self-exclusion. */
  until: v.nullable(v.number()),
})

/** The data of code 1007. */
export const protectionRefusalSchema = v.object({
  reason: protectionReasonSchema,
  /** When the block lifts; null when indefinite (or when only a new answer lifts it: the reality check). */
  until: v.nullable(v.number()),
  /** What the limit still allows (limits only; minutes for a session limit). */
  remaining: v.nullable(decimalText),
  /** The limit's period and currency (limits only). */
  period: v.optional(limitPeriodSchema),
  currencyCode: v.optional(v.nullable(v.string())),
})

/** A brand's protection settings (`api/sysinit` → `protection`). */
export const protectionSettingsSchema = v.object({
  limitPeriods: v.array(limitPeriodSchema),
  timeOutDurations: v.array(v.picklist(timeOutDurations)),
  selfExclusionDurations: v.array(v.picklist(selfExclusionDurations)),
  /** The reality-check intervals a member may choose; 0 = off. */
  realityCheckMinutes: v.array(v.number()),
  /** How long a higher limit or a removal waits before it can be confirmed. */
  increaseDelayHours: v.number(),
  minAge: v.number(),
})

/** One ledger entry of the member's statement. */
export const statementEntrySchema = v.object({
  time: v.number(),
  /** The transfer kind (`bet-stake`, `deposit`, ...: rules/transfer-kinds). */
  kind: v.string(),
  /** What it belongs to (`order:12`, `deposit:3`, ...), empty when nothing. */
  ref: v.string(),
  currencyCode: v.string(),
  /** Signed: money in is positive. */
  amount: decimalText,
  balanceAfter: decimalText,
  /** The entry as a sentence in the request's language. */
  memo: v.string(),
})

/** One member found by an operator's search. */
export const memberSearchRowSchema = v.object({
  memberId: v.number(),
  account: v.string(),
  createdAt: v.number(),
  lastLoginAt: v.nullable(v.number()),
  /** Display balance per currency (`amount` includes `frozen`, as balance entries do). */
  balances: v.array(v.object({ currencyCode: v.string(), amount: decimalText, frozen: decimalText })),
  protection: v.object({
    limits: v.array(limitSchema),
    timeOut: v.nullable(timeOutSchema),
    selfExclusion: v.nullable(selfExclusionSchema),
  }),
  /** The break a login would meet now, else null. */
  restricted: v.nullable(restrictedSchema),
})

/** Main socket `realityCheck`: the session so far, in the member's currency. */
export const realityCheckPushSchema = v.object({
  elapsedMs: v.number(),
  stakes: decimalText,
  returns: decimalText,
  /** returns − stakes. */
  net: decimalText,
  currencyCode: v.string(),
  /** This session's login. */
  since: v.number(),
})

/** Main socket `protection`: a limit or break now blocks the member (a break also ends the session). */
export const protectionPushSchema = v.object({
  reason: protectionReasonSchema,
  until: v.nullable(v.number()),
})

/** A change of a limit waiting for the member. */
export type PendingLimit = v.InferOutput<typeof pendingLimitSchema>
/** One limit of a member, with what it has used. */
export type Limit = v.InferOutput<typeof limitSchema>
/** A time-out in force. */
export type TimeOut = v.InferOutput<typeof timeOutSchema>
/** A self-exclusion in force. */
export type SelfExclusion = v.InferOutput<typeof selfExclusionSchema>
/** Money in and out for life, in one currency. */
export type Lifetime = v.InferOutput<typeof lifetimeSchema>
/** A member's protection. */
export type Protection = v.InferOutput<typeof protectionSchema>
/** A restricted session's break. */
export type Restricted = v.InferOutput<typeof restrictedSchema>
/** The data of code 1007. */
export type ProtectionRefusal = v.InferOutput<typeof protectionRefusalSchema>
/** A brand's protection settings. */
export type ProtectionSettings = v.InferOutput<typeof protectionSettingsSchema>
/** One entry of the statement. */
export type StatementEntry = v.InferOutput<typeof statementEntrySchema>
/** One member found by an operator's search. */
export type MemberSearchRow = v.InferOutput<typeof memberSearchRowSchema>
/** Main socket `realityCheck`. */
export type RealityCheckPush = v.InferOutput<typeof realityCheckPushSchema>
/** Main socket `protection`. */
export type ProtectionPush = v.InferOutput<typeof protectionPushSchema>
