/**
 * How often one client address may call the paths a bot would hammer to mint guests, demo money, accounts or
 * password guesses (`RATE_LIMITS`, apps/server/README.md). Paths of one limit share its counter. These come in
 * addition to the per-account rule of five wrong passwords in 15 minutes, which asks for the captcha.
 */
export type RateLimitName =
  | 'visitorCreate'
  | 'tryPlay'
  | 'login'
  | 'register'
  | 'captcha'
  | 'accountMail'
  | 'accountCode'

export interface RateLimitRule {
  /** Calls allowed per window; the next one answers 1004 with `data.retryAfterMs`. */
  max: number
  windowMs: number
}

export type RateLimits = Record<RateLimitName, RateLimitRule>

const minute = 60_000

/**
 * Production defaults, per address and minute: generous for people behind one address (an office, a carrier's
 * NAT; a browser creates its guest once and keeps it), far below what a script would need to farm guests or demo
 * accounts or to guess passwords across accounts.
 */
export const defaultRateLimits: RateLimits = {
  visitorCreate: { max: 30, windowMs: minute },
  tryPlay: { max: 10, windowMs: minute },
  login: { max: 20, windowMs: minute },
  register: { max: 10, windowMs: minute },
  captcha: { max: 30, windowMs: minute },
  // PROTOCOL.md section 13: what sends mail, and what tries a code, link or challenge (per member and address
  // limits come on top: account/mail-limits.ts, five tries per code).
  accountMail: { max: 10, windowMs: minute },
  accountCode: { max: 30, windowMs: minute },
}

/** The limit each path counts against (its route, as `routeOf` spells it). */
export const rateLimitedPaths: ReadonlyMap<string, RateLimitName> = new Map([
  ['/app/api/visitor/create', 'visitorCreate'],
  ['/app/api/member/create/try-play/account', 'tryPlay'],
  ['/app/api/member/login/account', 'login'],
  ['/app/api/member/login/account/add', 'login'],
  ['/app/api/member/create/account', 'register'],
  ['/app/api/captcha/get', 'captcha'],
  ['/app/api/captcha', 'captcha'],
  ['/app/api/captcha/check', 'captcha'],
  ['/app/api/member/contact', 'accountMail'],
  ['/app/api/member/pwd/forgot', 'accountMail'],
  ['/app/api/member/contact/verify', 'accountCode'],
  ['/app/api/member/pwd/reset', 'accountCode'],
  ['/app/api/member/login/2fa', 'accountCode'],
  ['/app/api/member/2fa/enable', 'accountCode'],
  ['/app/api/member/2fa/disable', 'accountCode'],
])

export class RateLimitsError extends Error {
  override readonly name = 'RateLimitsError'
}

const units: Record<string, number> = { ms: 1, s: 1000, m: minute, h: 60 * minute }

/**
 * `RATE_LIMITS`: `name=max/window` pairs, comma separated (`login=20/1m,visitorCreate=100/10s`); a name left
 * out keeps its default. Windows take `ms`, `s`, `m` or `h`.
 */
export function parseRateLimits(text: string | undefined): RateLimits {
  const limits: RateLimits = { ...defaultRateLimits }
  for (const item of (text ?? '').split(',')) {
    if (item.trim() === '') continue
    const match = /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*(ms|s|m|h)\s*$/.exec(item)
    if (!match)
      throw new RateLimitsError(`RATE_LIMITS: "${item.trim()}" is not name=max/window (e.g. login=20/1m)`)
    const [, name, max, amount, unit] = match as unknown as [string, string, string, string, string]
    if (!Object.hasOwn(defaultRateLimits, name)) {
      throw new RateLimitsError(
        `RATE_LIMITS: unknown limit "${name}" (${Object.keys(defaultRateLimits).join(', ')})`,
      )
    }
    const windowMs = Number(amount) * units[unit]!
    if (windowMs <= 0) throw new RateLimitsError(`RATE_LIMITS: the window of ${name} is empty`)
    limits[name as RateLimitName] = { max: Number(max), windowMs }
  }
  return limits
}
