import type { Protection } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { protectionClock } from './clock'
import { lifetimeOf } from './lifetime'
import { wireLimits } from './limit-view'
import { limitsOf, type ProtectionState, protectionStateOf } from './state'

/** The breaks of a state as the wire shows them: only those in force at `now`. */
export function wireBreaks(
  state: ProtectionState | null,
  now: number,
): Pick<Protection, 'timeOut' | 'selfExclusion'> {
  const timeOut =
    state?.timeOutUntil != null && state.timeOutUntil > now ? { until: state.timeOutUntil } : null
  const excluded =
    state?.selfExcludedSince != null && (state.selfExcludedUntil === null || state.selfExcludedUntil > now)
  return {
    timeOut,
    selfExclusion: excluded ? { since: state.selfExcludedSince!, until: state.selfExcludedUntil } : null,
  }
}

/** The login before `before` (protection clock; older sessions by their row's time), null when none. */
async function loginBefore(q: Queryable, memberId: number, before: number | null): Promise<number | null> {
  const [row] = await q.query<{ at: number | string | null }>(
    `SELECT max(COALESCE(started_at, (extract(epoch FROM created_at) * 1000)::bigint)) AS at FROM sessions
     WHERE member_id = $1 AND COALESCE(started_at, (extract(epoch FROM created_at) * 1000)::bigint) < $2`,
    [memberId, before ?? Number.MAX_SAFE_INTEGER],
  )
  return row?.at == null ? null : Number(row.at)
}

/**
 * A member's protection (PROTOCOL.md section 11) as the member (`sessionStartedAt`: its session's login) or an
 * operator (null) reads it.
 */
export async function protectionOf(
  ctx: Pick<ServerContext, 'ledger'>,
  q: Queryable,
  memberId: number,
  sessionStartedAt: number | null,
): Promise<Protection> {
  const now = protectionClock.now()
  const state = await protectionStateOf(q, memberId)
  const limits = state ? await limitsOf(q, memberId) : []
  return {
    limits: await wireLimits(q, ctx.ledger.currencies, memberId, limits, now),
    ...wireBreaks(state, now),
    realityCheckMinutes: state?.realityCheckMinutes ?? 0,
    lastLoginAt: await loginBefore(q, memberId, sessionStartedAt),
    sessionStartedAt,
    lifetime: await lifetimeOf(q, ctx.ledger.currencies, memberId),
  }
}
