import * as v from 'valibot'
import { decimalText } from './match-shapes'

/**
 * Notices and red envelope activities (PROTOCOL.md section 10). A notice's `content` is plain text: a client
 * shows it as text, never as markup.
 */

export const noticeKinds = ['notice', 'news', 'marquee'] as const
export const noticeKindSchema = v.picklist(noticeKinds)

export const noticeSchema = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  kind: noticeKindSchema,
  pinned: v.boolean(),
  createdAt: v.number(),
})

export const redEnvelopeStatuses = ['upcoming', 'open', 'finished'] as const
export const redEnvelopeStatusSchema = v.picklist(redEnvelopeStatuses)

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

export const redEnvelopeClaimSchema = v.object({
  amount: decimalText,
  currencyCode: v.string(),
  activity: redEnvelopeActivitySchema,
})

export type NoticeKind = v.InferOutput<typeof noticeKindSchema>
export type Notice = v.InferOutput<typeof noticeSchema>
export type RedEnvelopeStatus = v.InferOutput<typeof redEnvelopeStatusSchema>
export type RedEnvelopeActivity = v.InferOutput<typeof redEnvelopeActivitySchema>
export type RedEnvelopeClaim = v.InferOutput<typeof redEnvelopeClaimSchema>
