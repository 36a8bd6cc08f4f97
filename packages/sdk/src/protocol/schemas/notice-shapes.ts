import * as v from 'valibot'
import { noticeKinds, redEnvelopeStatuses } from '../values/notices'
import { decimalText } from './match-shapes'

export * from '../values/notices'

/**
 * Notices and red envelope activities. A notice's `content` is plain text: a client shows it as text, never as
 * markup.
 */

/** Checks and reads a notice kind (the server validates with it). */
export const noticeKindSchema = v.picklist(noticeKinds)

/** Checks and reads a notice (the server validates with it). */
export const noticeSchema = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  kind: noticeKindSchema,
  pinned: v.boolean(),
  createdAt: v.number(),
})
/** Checks and reads a red envelope status (the server validates with it). */
export const redEnvelopeStatusSchema = v.picklist(redEnvelopeStatuses)

/** Checks and reads a red envelope activity (the server validates with it). */
export const redEnvelopeActivitySchema = v.object({
  id: v.number(),
  title: v.string(),
  currencyCode: v.string(),
  total: decimalText,
  /** How many envelopes it was split into. */
  count: v.number(),
  /** How many envelopes are left to claim. */
  remaining: v.number(),
  startsAt: v.number(),
  endsAt: v.number(),
  status: redEnvelopeStatusSchema,
  /** The caller's amount, or null when the caller has not claimed (always null for operators' answers). */
  claimed: v.nullable(decimalText),
})

/** Checks and reads a red envelope claim (the server validates with it). */
export const redEnvelopeClaimSchema = v.object({
  amount: decimalText,
  currencyCode: v.string(),
  activity: redEnvelopeActivitySchema,
})

/** A notice kind, as the wire carries it (read by {@link noticeKindSchema}). */
export type NoticeKind = v.InferOutput<typeof noticeKindSchema>
/** A notice, as the wire carries it (read by {@link noticeSchema}). */
export type Notice = v.InferOutput<typeof noticeSchema>
/** A red envelope status, as the wire carries it (read by {@link redEnvelopeStatusSchema}). */
export type RedEnvelopeStatus = v.InferOutput<typeof redEnvelopeStatusSchema>
/** A red envelope activity, as the wire carries it (read by {@link redEnvelopeActivitySchema}). */
export type RedEnvelopeActivity = v.InferOutput<typeof redEnvelopeActivitySchema>
/** A red envelope claim, as the wire carries it (read by {@link redEnvelopeClaimSchema}). */
export type RedEnvelopeClaim = v.InferOutput<typeof redEnvelopeClaimSchema>
