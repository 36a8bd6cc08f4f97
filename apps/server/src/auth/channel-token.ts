import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The `authToken` of `/open/member/login` (channel login): `base64url(JSON { principal, channel, exp })` + `.` +
 * lowercase hex of HMAC-SHA256 over the first part (its base64url text) with the channel's secret
 * (CHANNEL_SECRETS). `exp` is in milliseconds since the epoch. The operator's backend signs it; the browser only
 * carries it.
 */
export interface ChannelClaims {
  principal: string
  channel: string
  exp: number
}

/**
 * A principal is an identifier the channel's operator gives its player: letters, digits and `-_.:@` only, so it
 * can never smuggle markup, spaces or separators into what shows or stores it.
 */
const principalPattern = /^[A-Za-z0-9_.:@-]+$/

export function isPrincipal(value: string): boolean {
  return principalPattern.test(value)
}

export function signChannelToken(claims: ChannelClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')
  return `${body}.${createHmac('sha256', secret).update(body).digest('hex')}`
}

/**
 * The claims of a token whose signature, channel, principal and expiry all check out; else null (code 1002), as
 * for a principal that is not an identifier.
 */
export function verifyChannelToken(
  token: string,
  expected: { principal: string; channel: string },
  secrets: Map<string, string>,
  now = Date.now(),
): ChannelClaims | null {
  if (!isPrincipal(expected.principal)) return null
  const secret = secrets.get(expected.channel)
  const [body, signature, extra] = token.split('.')
  if (!secret || !body || !signature || extra !== undefined || !/^[0-9a-f]{64}$/.test(signature)) return null
  const wanted = createHmac('sha256', secret).update(body).digest()
  if (!timingSafeEqual(wanted, Buffer.from(signature, 'hex'))) return null
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof claims !== 'object' || claims === null) return null
  const { principal, channel, exp } = claims as Record<string, unknown>
  if (principal !== expected.principal || channel !== expected.channel) return null
  if (typeof exp !== 'number' || exp <= now) return null
  return { principal, channel, exp }
}
