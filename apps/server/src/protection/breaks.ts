import type { Restricted } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import { type ProtectionState, protectionStateOf } from './state'

/**
 * The break in force at `now` (PROTOCOL.md section 11), or null. When a time-out and a self-exclusion both run,
 * the one that ends later is the one the member meets (an indefinite exclusion never ends).
 */
export function activeBreak(
  state: Pick<ProtectionState, 'timeOutUntil' | 'selfExcludedSince' | 'selfExcludedUntil'> | null,
  now: number,
): Restricted | null {
  if (!state) return null
  const running: Restricted[] = []
  if (state.selfExcludedSince !== null)
    running.push({ reason: 'selfExcluded', until: state.selfExcludedUntil })
  if (state.timeOutUntil !== null) running.push({ reason: 'timeOut', until: state.timeOutUntil })
  const ends = (item: Restricted) => item.until ?? Number.POSITIVE_INFINITY
  const inForce = running.filter((item) => ends(item) > now).sort((a, b) => ends(b) - ends(a))
  return inForce[0] ?? null
}

/** Whether a break is still in force at `now` (a restricted session's break ends with it). */
export function breakRuns(restricted: Restricted | null, now: number): restricted is Restricted {
  return restricted !== null && (restricted.until === null || restricted.until > now)
}

/** The break a login at `now` meets: its session is a restricted one. */
export async function breakOfMember(q: Queryable, memberId: number, now: number): Promise<Restricted | null> {
  return activeBreak(await protectionStateOf(q, memberId), now)
}
