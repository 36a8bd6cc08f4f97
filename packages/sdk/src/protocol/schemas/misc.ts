import * as v from 'valibot'
import type { GroupSchemas } from '../schema-map'
import { currencyCodeField, formBoolean, formInteger, positiveMoneyField, shortText } from './fields'
import { pageSchema } from './match-shapes'
import {
  noticeKindSchema,
  noticeSchema,
  redEnvelopeActivitySchema,
  redEnvelopeClaimSchema,
} from './notice-shapes'

/** A fresh captcha: an image of distorted text (an SVG data URL) and the id to answer it with. */
export const captchaSchema = v.object({
  captchaId: v.string(),
  captchaType: v.string(),
  image: v.string(),
  expiresAt: v.number(),
})

/** A fresh captcha: an image of distorted text (an SVG data URL) and the id to answer it with. */
export type Captcha = v.InferOutput<typeof captchaSchema>

/** Notice and red envelope fields. */
export const miscFields = /* @__PURE__ */ (() => {
  const id = v.pipe(formInteger(), v.minValue(1))
  const requestId = v.pipe(v.string(), v.uuid('a UUID'))
  const page = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000)))
  const pageSize = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100)))
  /** A one-line title: 1-100 characters, no control characters. */
  const title = v.pipe(v.string(), v.trim(), v.regex(/^[^\p{Cc}]{1,100}$/u, 'a title of 1-100 characters'))
  /** Plain text, 1-5000 characters; line breaks and tabs allowed, other control characters not. */
  const content = v.pipe(
    v.string(),
    v.regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, 'plain text'),
    v.minLength(1),
    v.maxLength(5000),
  )
  const time = v.pipe(formInteger(), v.minValue(0))
  return { id, requestId, page, pageSize, title, content, time }
})()

/** Checks and reads a notice create request (the server validates with it). */
export const noticeCreateRequestSchema = /* @__PURE__ */ (() =>
  v.object({
    title: miscFields.title,
    content: miscFields.content,
    kind: v.optional(noticeKindSchema, 'notice'),
    pinned: v.optional(formBoolean(), false),
  }))()

/** Checks and reads a red envelope create request (the server validates with it). */
export const redEnvelopeCreateRequestSchema = /* @__PURE__ */ (() =>
  v.pipe(
    v.object({
      title: miscFields.title,
      currencyCode: currencyCodeField,
      total: positiveMoneyField,
      /** 1 to 10,000 envelopes. */
      count: v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000)),
      /** Default: one unit of the currency's scale. */
      minAmount: v.optional(positiveMoneyField),
      startsAt: miscFields.time,
      endsAt: miscFields.time,
    }),
    v.forward(
      v.check((input) => input.endsAt > input.startsAt, 'ends after it starts'),
      ['endsAt'],
    ),
  ))()

/** What a caller sends: the payload {@link noticeCreateRequestSchema} takes. */
export type NoticeCreateRequest = v.InferInput<typeof noticeCreateRequestSchema>
/** What a caller sends: the payload {@link redEnvelopeCreateRequestSchema} takes. */
export type RedEnvelopeCreateRequest = v.InferInput<typeof redEnvelopeCreateRequestSchema>

/** Request and answer schemas of the misc paths: notices, red envelopes and the captcha. */
export const miscSchemas = /* @__PURE__ */ (() => {
  const { id, requestId, page, pageSize } = miscFields
  return {
    /** The latest 20 notices of the caller's brand, pinned ones first. */
    notices: { request: v.object({}), response: v.array(noticeSchema) },
    /** Newest first; `afterId` answers only notices newer than it (what a reconnect missed). */
    noticePage: {
      request: v.object({ page, pageSize, afterId: v.optional(v.pipe(formInteger(), v.minValue(0))) }),
      response: pageSchema(noticeSchema),
    },
    redEnvelopeActivity: { request: v.object({}), response: v.array(redEnvelopeActivitySchema) },
    /** One claim per member and activity: a second answers the first claim again. */
    redEnvelopeParticipate: { request: v.object({ id, requestId }), response: redEnvelopeClaimSchema },
    noticeCreate: { request: noticeCreateRequestSchema, response: noticeSchema },
    redEnvelopeCreate: { request: redEnvelopeCreateRequestSchema, response: redEnvelopeActivitySchema },
    captchaGet: { request: v.object({}), response: captchaSchema },
    /** Checks an answer once: the captcha is used up whatever the answer. */
    captchaCheck: {
      request: v.object({ captchaId: shortText(64), code: shortText(16) }),
      response: v.object({ valid: v.boolean() }),
    },
    /** `/app/api/captcha` sends `time` (cache busting): a fresh captcha, like captchaGet. */
    captcha: { request: v.object({ time: v.optional(formInteger()) }), response: captchaSchema },
  } as const satisfies GroupSchemas<'misc'>
})()
