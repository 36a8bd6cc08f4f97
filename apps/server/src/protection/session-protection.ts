import { type PathSpec, type Restricted, restrictedSessionPaths, routeOf } from '@sportsbook/sdk/protocol'
import type { Database } from '../db'
import { breakRuns } from './breaks'
import { protectionClock } from './clock'
import { protectionBlocked } from './refusal'
import { touchActivity } from './usage'

/** What a session carries for player protection, read with the session itself (no query of its own). */
export interface SessionProtection {
  /** The break the session was logged in during: a restricted session while it runs. */
  restricted: Restricted | null
  /** The login on the protection clock (null for sessions older than protection). */
  startedAt: number | null
  /** The member has protection settings: its signed-in time is tracked. */
  guarded: boolean
  /**
   * The member's brand requires a verified identity it lacks (PROTOCOL.md section 13): its money paths answer 1009.
   * With `guarded`, what lets the order's hot path skip the checks' own query.
   */
  identityPending: boolean
}

export function sessionProtectionOf(row: {
  restricted_reason: string | null
  restricted_until: number | string | null
  started_at: number | string | null
  guarded: boolean
  identity_pending: boolean
}): SessionProtection {
  const reason = row.restricted_reason
  const restricted: Restricted | null =
    reason === 'timeOut' || reason === 'selfExcluded'
      ? { reason, until: row.restricted_until === null ? null : Number(row.restricted_until) }
      : null
  return {
    restricted,
    startedAt: row.started_at === null ? null : Number(row.started_at),
    guarded: row.guarded === true,
    identityPending: row.identity_pending === true,
  }
}

const allowedWhileRestricted = new Set(restrictedSessionPaths)

/** The break of a restricted session while it runs, else null. */
export function restrictionOf(protection: SessionProtection, now = protectionClock.now()): Restricted | null {
  return breakRuns(protection.restricted, now) ? protection.restricted : null
}

/** Activity is written at most this often per session (a busy player's calls cost no write each). */
const touchEveryMs = 30_000
const touched = new Map<number, number>()

/**
 * The gate of every member path (PROTOCOL.md section 11), after its auth check: a restricted session reaches only
 * the paths the protocol lists for it, every other M or R path answers 1007 with the break; a member with
 * protection settings has the call counted as signed-in time.
 */
export async function protectionGate(
  db: Database,
  spec: Pick<PathSpec, 'path' | 'auth'>,
  session: { id: number; memberId: number; protection: SessionProtection },
): Promise<void> {
  if (spec.auth !== 'M' && spec.auth !== 'R') return
  const now = protectionClock.now()
  const restricted = restrictionOf(session.protection, now)
  if (restricted && !allowedWhileRestricted.has(routeOf(spec))) {
    throw protectionBlocked(restricted.reason, restricted.until)
  }
  if (!session.protection.guarded) return
  const last = touched.get(session.id)
  if (last !== undefined && now - last < touchEveryMs && now >= last) return
  if (touched.size > 50_000) touched.clear()
  touched.set(session.id, now)
  await touchActivity(db, session.memberId, session.id, now)
}

/** Forget the throttle (tests move the clock back with a reset). */
export function forgetActivityTouches(): void {
  touched.clear()
}
