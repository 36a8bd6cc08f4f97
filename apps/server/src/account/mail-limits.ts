import { codes } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import { BusinessError } from '../errors'
import { accountClock } from './account-clock'

/** How many messages of one kind a key may ask for per window (PROTOCOL.md section 13: rate-limited). */
export interface MailLimit {
  max: number
  windowMs: number
}

const hourMs = 3_600_000

/**
 * Per member or address, in addition to the per-client-address limits of http/rate-limit-rules.ts: a contact
 * code five times an hour, a reset link three times an hour per account and per address.
 */
export const mailLimits = {
  contactCode: { max: 5, windowMs: hourMs },
  resetLink: { max: 3, windowMs: hourMs },
} satisfies Record<string, MailLimit>

/** When the next message under `key` may go: null now, else ms to wait. */
export async function mailWaitMs(q: Queryable, key: string, limit: MailLimit): Promise<number | null> {
  const since = accountClock.now() - limit.windowMs
  const rows = await q.query<{ at: string }>(
    'SELECT at FROM account_mail_events WHERE key = $1 AND at > $2 ORDER BY at DESC LIMIT $3',
    [key, since, limit.max],
  )
  if (rows.length < limit.max) return null
  return Math.max(1, Number(rows.at(-1)!.at) + limit.windowMs - accountClock.now())
}

/** Counts a message sent under each of `keys`. */
export async function recordMail(q: Queryable, keys: string[]): Promise<void> {
  const at = accountClock.now()
  for (const key of keys)
    await q.query('INSERT INTO account_mail_events (key, at) VALUES ($1, $2)', [key, at])
}

/** 1004 with `retryAfterMs` (PROTOCOL.md section 1). */
export function tooManyMails(retryAfterMs: number): BusinessError {
  return new BusinessError(codes.TOO_MANY_ATTEMPTS, 'tooManyMails', { retryAfterMs })
}
