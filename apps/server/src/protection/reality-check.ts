import type { Queryable } from '../db'
import type { ProtectionState } from './state'

/**
 * When the member's next reality check is due (PROTOCOL.md section 11): `minutes` after the later of the login and
 * the last answer; null when it is off.
 */
export function realityDueAt(
  state: Pick<ProtectionState, 'realityCheckMinutes' | 'realityAckedAt'>,
  loginAt: number | null,
): number | null {
  if (state.realityCheckMinutes <= 0 || loginAt === null) return null
  return Math.max(loginAt, state.realityAckedAt ?? 0) + state.realityCheckMinutes * 60_000
}

/** The login (protection clock) of the member's latest live session, null when none. */
export async function latestLoginOf(q: Queryable, memberId: number): Promise<number | null> {
  const [row] = await q.query<{ started_at: number | string | null }>(
    `SELECT max(started_at) AS started_at FROM sessions
     WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [memberId],
  )
  return row?.started_at == null ? null : Number(row.started_at)
}
