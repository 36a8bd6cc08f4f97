import { createHmac, randomBytes, randomInt } from 'node:crypto'

/**
 * Codes, reset links and challenges are stored only as a keyed hash (PROTOCOL.md section 13): HMAC-SHA256 under
 * the server's ACCOUNT_SECRET_KEY, so a copy of the database alone cannot even try the million six-digit codes.
 * `purpose` keeps a contact code from ever matching a reset link or a challenge.
 */
export function secretHash(key: Buffer, purpose: 'contact' | 'reset' | 'challenge', secret: string): string {
  return createHmac('sha256', key).update(`${purpose}:${secret}`, 'utf8').digest('hex')
}

/** A one-time id of 256 random bits, URL-safe base64 (43 characters): a reset link's token, a challenge. */
export function newOneTimeId(): string {
  return randomBytes(32).toString('base64url')
}

/** Six random digits, leading zeros kept. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
