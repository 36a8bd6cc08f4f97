/** The fixed numbers of account security, shared by the server that enforces them and the site that explains them. */
export const accountSecurityRules = {
  /** A contact code: six digits, valid 15 minutes, five tries. */
  contactCodeDigits: 6,
  contactCodeTtlMs: 15 * 60_000,
  contactCodeTries: 5,
  /** A password reset link is valid 30 minutes, once. */
  resetTokenTtlMs: 30 * 60_000,
  /** TOTP (RFC 6238): SHA-1, six digits, 30-second steps, one step either side accepted. */
  totpDigits: 6,
  totpPeriodSeconds: 30,
  totpWindowSteps: 1,
  /** Wrong codes that end a two-step challenge. */
  challengeTries: 5,
} as const

/** The states of a member's identity check. */
export const kycStatuses = ['none', 'pending', 'verified', 'refused'] as const

/** A member's identity check: not started, waiting for the provider, verified, or refused. */
export type KycStatus = (typeof kycStatuses)[number]

/** Six digits, as a contact code and a TOTP code are typed. */
export const sixDigitPattern = /^\d{6}$/

/** An e-mail address as the contact form takes it: one `@`, a dot in the domain, no spaces, at most 254. */
export const emailPattern = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/

/** Whether `text` is an e-mail address the contact path takes. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && emailPattern.test(text)
}
