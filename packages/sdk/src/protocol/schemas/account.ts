import * as v from 'valibot'
import { isEmail, sixDigitPattern } from '../rules/account-security'
import type { GroupSchemas } from '../schema-map'
import { contactSchema, kycSchema, twoStepSetupSchema } from './account-shapes'
import { accountField, langField, pwdField } from './fields'
import { userInfoSchema } from './session-shapes'

/** Request fields of the account paths. */
export const accountFields = /* @__PURE__ */ (() => {
  /** An e-mail address, trimmed; compared without regard to case. */
  const email = v.pipe(v.string(), v.trim(), v.check(isEmail, 'an e-mail address'))
  /** A six-digit code (a contact code or a TOTP code), spaces around it ignored. */
  const code = v.pipe(v.string(), v.trim(), v.regex(sixDigitPattern, 'six digits'))
  /** A reset link's or a challenge's one-time id: URL-safe base64 text. */
  const oneTimeId = v.pipe(v.string(), v.regex(/^[\w-]{16,128}$/, 'a one-time id'))
  return { email, code, oneTimeId }
})()

/** The account security schemas (shapes: account-shapes.ts). */
export const accountSchemas = /* @__PURE__ */ (() => {
  const { email, code, oneTimeId } = accountFields
  return {
    /** Stores an unverified contact address and mails it a six-digit code (15 minutes, five tries). */
    contact: { request: v.object({ email }), response: contactSchema },
    /** Confirms the contact address with the code it received. */
    contactVerify: { request: v.object({ code }), response: contactSchema },
    /**
     * Mails a one-time reset link (30 minutes) to the account's verified address. Always answers null, whether or
     * not the account exists.
     */
    pwdForgot: { request: v.object({ account: accountField, lang: langField }), response: v.null() },
    /**
     * Sets a new password with a reset link's token; every session of the member ends. The token travels in the
     * call's own `token` field (every call's session field), so it is sent as the call's session `{ uid: '', token
     * }`, as the pass-code login sends its uid and token.
     */
    pwdReset: { request: v.object({ pwd: pwdField }), response: v.null() },
    /** A new TOTP secret and its otpauth URL (not on until `2fa/enable` confirms a code of it). */
    twoStepSetup: { request: v.object({}), response: twoStepSetupSchema },
    /** Turns two-step login on with a code of the secret `2fa/setup` gave. */
    twoStepEnable: { request: v.object({ code }), response: v.null() },
    /** Turns two-step login off with a current code and the login password. */
    twoStepDisable: { request: v.object({ code, pwd: pwdField }), response: v.null() },
    /** Completes a login that answered 1008 with the challenge and a code: the user info of a new session. */
    twoStepLogin: {
      request: v.object({ challenge: oneTimeId, code, lang: langField }),
      response: userInfoSchema,
    },
    /** The member's identity check: its status and the page to start or continue it. */
    kyc: { request: v.object({}), response: kycSchema },
  } as const satisfies GroupSchemas<'account'>
})()
