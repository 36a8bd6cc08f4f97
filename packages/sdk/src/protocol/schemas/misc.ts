import * as v from 'valibot'
import type { GroupSchemas } from '../schema-map'
import { formInteger, shortText } from './fields'

/** A fresh captcha: an image of distorted text (an SVG data URL) and the id to answer it with. */
export const captchaSchema = v.object({
  captchaId: v.string(),
  captchaType: v.string(),
  image: v.string(),
  expiresAt: v.number(),
})

export type Captcha = v.InferOutput<typeof captchaSchema>

/** Request and answer schemas of the misc paths (PROTOCOL.md section 6, Misc). */
export const miscSchemas = {
  captchaGet: { request: v.object({}), response: captchaSchema },
  /** Checks an answer once: the captcha is used up whatever the answer. */
  captchaCheck: {
    request: v.object({ captchaId: shortText(64), code: shortText(16) }),
    response: v.object({ valid: v.boolean() }),
  },
  /** `/app/api/captcha` sends `time` (cache busting): a fresh captcha, like captchaGet. */
  captcha: { request: v.object({ time: v.optional(formInteger()) }), response: captchaSchema },
} as const satisfies GroupSchemas<'misc'>
