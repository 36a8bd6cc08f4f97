import {
  breakEndOf,
  codes,
  type Protection,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { verifyPwd } from '../crypto/secrets'
import { BusinessError } from '../errors'
import type { Member } from '../members/member'
import { invalidField } from '../requests/request-errors'
import { activeBreak } from './breaks'
import { protectionClock } from './clock'
import { protectionOf } from './protection-view'
import { protectionSettingsOf } from './settings'
import { lockOrCreateProtection } from './state'

export type BreakRequest =
  | { kind: 'timeOut'; duration: TimeOutDuration; pwd: string }
  | { kind: 'selfExclusion'; duration: SelfExclusionDuration; pwd: string }

/** The later of two ends, null (indefinite) being the latest. */
const later = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b))

/**
 * A time-out or a self-exclusion (PROTOCOL.md section 11): the login password first (1005), a duration the brand
 * offers (1000), then at once and for good: it only lengthens what runs, every session of the member is revoked
 * (the sockets hear `protection` first) with its open games, and a self-exclusion pauses the member's open banks
 * (orders taken stand).
 * Answers the protection as it now stands.
 */
export async function takeBreak(
  ctx: ServerContext,
  member: Member,
  request: BreakRequest,
): Promise<Protection> {
  const settings = protectionSettingsOf(ctx.config, member.productNo)
  const offered: readonly string[] =
    request.kind === 'timeOut' ? settings.timeOutDurations : settings.selfExclusionDurations
  if (!offered.includes(request.duration)) throw invalidField('duration')
  const [row] = await ctx.db.query<{ pwd_hash: string | null }>(
    'SELECT pwd_hash FROM members WHERE id = $1',
    [member.id],
  )
  if (!row?.pwd_hash || !(await verifyPwd(request.pwd, row.pwd_hash))) {
    throw new BusinessError(codes.WRONG_OLD_PASSWORD, 'wrongCredentials', { field: 'pwd' })
  }
  return ctx.db.transaction(async (tx) => {
    const now = protectionClock.now()
    const state = await lockOrCreateProtection(tx, member.id, now)
    const until = breakEndOf(request.duration, now)
    if (request.kind === 'timeOut') {
      const running = state.timeOutUntil !== null && state.timeOutUntil > now ? state.timeOutUntil : null
      await tx.query(
        'UPDATE member_protection SET time_out_until = $2, updated_at = $3 WHERE member_id = $1',
        [member.id, running === null ? until : later(running, until), now],
      )
    } else {
      const running =
        state.selfExcludedSince !== null &&
        (state.selfExcludedUntil === null || state.selfExcludedUntil > now)
      await tx.query(
        `UPDATE member_protection SET self_excluded_since = $2, self_excluded_until = $3, updated_at = $4
         WHERE member_id = $1`,
        [
          member.id,
          running ? state.selfExcludedSince : now,
          running ? later(state.selfExcludedUntil, until) : until,
          now,
        ],
      )
      // Sales stop on the member's open banks (section 11); the banker cannot resume them from a restricted session.
      await tx.query("UPDATE banks SET status = 'paused' WHERE banker_id = $1 AND status = 'open'", [
        member.id,
      ])
    }
    const stored = await lockOrCreateProtection(tx, member.id, now)
    const pause = activeBreak(stored, now)
    // Told before the revocation closes the sockets (after-commit hooks run in order).
    if (pause) {
      tx.afterCommit(() =>
        ctx.bus.emit('protection', {
          memberId: member.id,
          event: 'protection',
          payload: { reason: pause.reason, until: pause.until },
        }),
      )
    }
    await ctx.sessions.revokeOthers(tx, member.id, null, request.kind)
    // The games opened before it end too: a break stops play with the game wallet's money as well.
    await tx.query('UPDATE game_sessions SET expires_at = $2 WHERE member_id = $1 AND expires_at > $2', [
      member.id,
      Date.now(),
    ])
    return protectionOf(ctx, tx, member.id, null)
  })
}
