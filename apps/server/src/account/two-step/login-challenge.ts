import { accountSecurityRules, codes } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../../context'
import { BusinessError } from '../../errors'
import { findMember, type Member } from '../../members/member'
import { accountClock } from '../account-clock'
import { codeExpired, wrongCode } from '../code-errors'
import { newOneTimeId, secretHash } from '../one-time-secrets'
import { acceptCode, twoStepEnabled } from './two-step'

/** How long a challenge waits for its code (PROTOCOL.md is silent: long enough to open an authenticator app). */
export const challengeTtlMs = 5 * 60_000

/**
 * The one rule of every login of a registered member (form login, saved-account switching, pass-code login;
 * PROTOCOL.md section 13): with two-step login on, no session opens; 1008 answers a new one-time challenge that
 * `/app/api/member/login/2fa` completes with a code. Called after the password (or token) checked out.
 */
export async function requireSecondStep(ctx: ServerContext, member: Member): Promise<void> {
  if (member.kind !== 'registered' || !(await twoStepEnabled(ctx.db, member.id))) return
  const challenge = newOneTimeId()
  await ctx.db.query('INSERT INTO two_step_challenges (id_hash, member_id, expires_at) VALUES ($1, $2, $3)', [
    secretHash(ctx.config.account.secretKey, 'challenge', challenge),
    member.id,
    accountClock.now() + challengeTtlMs,
  ])
  throw new BusinessError(codes.TWO_STEP_REQUIRED, 'twoStepRequired', { challenge })
}

/**
 * The member a challenge belongs to when `code` is its current code, once; the challenge is closed then. A wrong
 * code is 1000 on `code`; the fifth ends the challenge, as its expiry does (1006: log in again).
 */
export async function completeChallenge(
  ctx: ServerContext,
  productNo: number,
  challenge: string,
  code: string,
): Promise<Member> {
  const key = ctx.config.account.secretKey
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = accountClock.now()
    const [row] = await tx.query<{ member_id: string; tries: number }>(
      `SELECT member_id, tries FROM two_step_challenges
       WHERE id_hash = $1 AND closed_at IS NULL AND expires_at > $2 FOR UPDATE`,
      [secretHash(key, 'challenge', challenge), now],
    )
    if (!row) return { kind: 'expired' as const }
    const member = await findMember(tx, Number(row.member_id), productNo)
    if (!member) return { kind: 'expired' as const }
    const idHash = secretHash(key, 'challenge', challenge)
    if (!(await acceptCode(tx, key, member.id, code))) {
      const ended = row.tries + 1 >= accountSecurityRules.challengeTries
      await tx.query(
        'UPDATE two_step_challenges SET tries = tries + 1, closed_at = CASE WHEN $2 THEN $3::bigint END WHERE id_hash = $1',
        [idHash, ended, now],
      )
      return { kind: 'wrong' as const }
    }
    await tx.query('UPDATE two_step_challenges SET closed_at = $2 WHERE id_hash = $1', [idHash, now])
    return { kind: 'accepted' as const, member }
  })
  if (outcome.kind === 'expired') throw codeExpired('challenge')
  if (outcome.kind === 'wrong') throw wrongCode()
  return outcome.member
}
