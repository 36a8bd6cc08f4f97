import * as v from 'valibot'
import { kycStatuses } from '../rules/account-security'
import { protectionDefaults } from '../rules/protection'
import { protectionSettingsSchema } from './protection-shapes'

/** The shapes of account security and identity: contact, two-step login, identity check. */

/** The member's contact address as answered: masked (`a•••@example.com`) and whether its code was confirmed. */
export const contactSchema = v.object({
  emailMasked: v.string(),
  emailVerified: v.boolean(),
})

/** `2fa/setup`: the new secret (base32) and its `otpauth://totp/...` URL for an authenticator app's QR code. */
export const twoStepSetupSchema = v.object({
  secret: v.string(),
  otpauthUrl: v.string(),
})

/** A member's identity check status. */
export const kycStatusSchema = v.picklist(kycStatuses)

/** `/app/api/member/kyc`: the status and the provider's page to start or continue (empty once verified). */
export const kycSchema = v.object({
  status: kycStatusSchema,
  url: v.string(),
})

/** The data of code 1008: the one-time id of the challenge `login/2fa` completes. */
export const twoStepChallengeSchema = v.object({ challenge: v.string() })

/** The data of code 1009: the member's identity check status (never `verified`). */
export const kycRefusalSchema = v.object({ kyc: kycStatusSchema })

/**
 * A brand's settings in `api/sysinit` → `protection`: player protection's and whether the brand
 * requires a verified identity before money moves (false when a server sends none).
 */
export const brandProtectionSchema = v.object({
  ...protectionSettingsSchema.entries,
  requireKyc: v.optional(v.boolean(), false),
})

/** The brand settings a client assumes when a server sends none. */
export function defaultBrandProtection(): v.InferOutput<typeof brandProtectionSchema> {
  return {
    ...protectionDefaults,
    limitPeriods: [...protectionDefaults.limitPeriods],
    timeOutDurations: [...protectionDefaults.timeOutDurations],
    selfExclusionDurations: [...protectionDefaults.selfExclusionDurations],
    realityCheckMinutes: [...protectionDefaults.realityCheckMinutes],
    requireKyc: false,
  }
}

/** The member's contact address, masked. */
export type Contact = v.InferOutput<typeof contactSchema>
/** What `2fa/setup` answers. */
export type TwoStepSetup = v.InferOutput<typeof twoStepSetupSchema>
/** What `/app/api/member/kyc` answers. */
export type Kyc = v.InferOutput<typeof kycSchema>
/** The data of code 1008. */
export type TwoStepChallenge = v.InferOutput<typeof twoStepChallengeSchema>
/** The data of code 1009. */
export type KycRefusal = v.InferOutput<typeof kycRefusalSchema>
/** A brand's protection and identity settings (`api/sysinit` → `protection`). */
export type BrandProtection = v.InferOutput<typeof brandProtectionSchema>
