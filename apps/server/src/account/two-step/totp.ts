import { accountSecurityRules } from '@sportsbook/sdk/protocol'
import { Secret, TOTP } from 'otpauth'

/** RFC 6238 as PROTOCOL.md section 13 fixes it: SHA-1, six digits, 30-second steps. */
function totpOf(secret: string, issuer = '', label = 'account'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: accountSecurityRules.totpDigits,
    period: accountSecurityRules.totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  })
}

/** A new secret of 160 random bits (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://totp/<issuer>:<account>?secret=...` URL an authenticator app reads from the QR code. */
export function otpauthUrlOf(secret: string, issuer: string, account: string): string {
  return totpOf(secret, issuer, account).toString()
}

/**
 * The 30-second step whose code `code` is at `now` (ms), one step either side accepted (clock drift), else null.
 * The caller refuses a step at or before the last one it accepted: a code works once.
 */
export function stepOfCode(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({
    token: code,
    timestamp: now,
    window: accountSecurityRules.totpWindowSteps,
  })
  if (delta === null) return null
  return Math.floor(now / 1000 / accountSecurityRules.totpPeriodSeconds) + delta
}
