import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The notification signature of PROTOCOL.md section 8 (Stripe's scheme): the header
 * `Sportsbook-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>...]` where each `v1` is
 * HMAC-SHA256(secret, `<t>.<raw body bytes>`). Any one `v1` matching suffices (a provider rolling its secret
 * sends two); the compare is constant-time; |now - t| must be within the tolerance (a replay of an old delivery
 * is refused even with a valid signature).
 */
export const signatureHeader = 'sportsbook-signature'
export const signatureToleranceSeconds = 300

export function signatureOf(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest('hex')
}

/** The header a provider sends with `rawBody`, signed now (or at `timestamp`). */
export function signatureHeaderOf(
  secret: string,
  rawBody: Buffer | string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

/** Checks the header against the raw body with any of `secrets` (the provider's current and previous ones). */
export function checkSignature(
  header: string | string[] | undefined,
  rawBody: Buffer,
  secrets: readonly string[],
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = signatureToleranceSeconds,
): SignatureCheck {
  if (typeof header !== 'string' || header === '') return { ok: false, reason: 'missing' }
  let timestamp: number | null = null
  const candidates: Buffer[] = []
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    if (at <= 0) continue
    const key = part.slice(0, at).trim()
    const value = part.slice(at + 1).trim()
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) candidates.push(Buffer.from(value, 'hex'))
  }
  if (timestamp === null || candidates.length === 0) return { ok: false, reason: 'malformed' }
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' }
  let matched = false
  for (const secret of secrets) {
    const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex')
    // Every candidate is compared (no early exit), each in constant time.
    for (const candidate of candidates) if (timingSafeEqual(expected, candidate)) matched = true
  }
  return matched ? { ok: true } : { ok: false, reason: 'mismatch' }
}
