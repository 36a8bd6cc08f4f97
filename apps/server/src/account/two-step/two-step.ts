import { codes, type TwoStepSetup } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../../context'
import { verifyPwd } from '../../crypto/secrets'
import type { Queryable, Transaction } from '../../db'
import { BusinessError } from '../../errors'
import type { Member } from '../../members/member'
import { accountClock } from '../account-clock'
import { wrongCode } from '../code-errors'
import { openSecret, sealSecret } from './secret-box'
import { newTotpSecret, otpauthUrlOf, stepOfCode } from './totp'

interface TwoStepRow {
  secret_box: string | null
  enabled_at: string | null
  pending_box: string | null
  last_step: string
}

/** Whether the member has two-step login on (user info `twoStepEnabled`; logins answer 1008). */
export async function twoStepEnabled(q: Queryable, memberId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM two_step WHERE member_id = $1 AND enabled_at IS NOT NULL', [
    memberId,
  ])
  return rows.length > 0
}

/**
 * `/app/api/member/2fa/setup` (PROTOCOL.md section 13): a new secret, kept aside (sealed) until `2fa/enable`
 * confirms a code of it; a secret already on stays on until then.
 */
export async function setUpTwoStep(ctx: ServerContext, member: Member): Promise<TwoStepSetup> {
  const secret = newTotpSecret()
  const box = sealSecret(ctx.config.account.secretKey, secret)
  await ctx.db.query(
    `INSERT INTO two_step (member_id, pending_box) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET pending_box = $2`,
    [member.id, box],
  )
  const issuer = ctx.config.brands.get(member.productNo)?.name ?? 'Sportsbook'
  return { secret, otpauthUrl: otpauthUrlOf(secret, issuer, member.account ?? member.uid) }
}

/** `2fa/enable`: a code of the secret from `setup` turns it on (1000 on `code` when wrong; 1006 without a setup). */
export async function enableTwoStep(ctx: ServerContext, member: Member, code: string): Promise<null> {
  const key = ctx.config.account.secretKey
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockTwoStep(tx, member.id)
    if (!row?.pending_box) return 'noSetup' as const
    const step = stepOfCode(openSecret(key, row.pending_box), code, accountClock.now())
    if (step === null) return 'wrong' as const
    await tx.query(
      `UPDATE two_step SET secret_box = pending_box, pending_box = NULL, enabled_at = $2, last_step = $3
       WHERE member_id = $1`,
      [member.id, accountClock.now(), step],
    )
    return 'enabled' as const
  })
  if (outcome === 'noSetup') {
    throw new BusinessError(codes.NOT_ALLOWED_IN_STATE, 'notAllowedInState', { status: 'noSetup' })
  }
  if (outcome === 'wrong') throw wrongCode()
  return null
}

/** `2fa/disable`: a current code and the login password turn it off (1005 on `pwd`, 1000 on `code`). */
export async function disableTwoStep(
  ctx: ServerContext,
  member: Member,
  request: { code: string; pwd: string },
): Promise<null> {
  const [row] = await ctx.db.query<{ pwd_hash: string }>('SELECT pwd_hash FROM members WHERE id = $1', [
    member.id,
  ])
  if (!row || !(await verifyPwd(request.pwd, row.pwd_hash))) {
    throw new BusinessError(codes.WRONG_OLD_PASSWORD, 'wrongOldPassword', { field: 'pwd' })
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await acceptCode(tx, ctx.config.account.secretKey, member.id, request.code))) return false
    await tx.query('DELETE FROM two_step WHERE member_id = $1', [member.id])
    return true
  })
  if (!outcome) throw wrongCode()
  return null
}

/**
 * Whether `code` is the member's current code (±1 step) of a step after the last one accepted, which it then
 * becomes: a code is accepted once (PROTOCOL.md section 13). False when two-step login is off.
 */
export async function acceptCode(
  tx: Transaction,
  key: Buffer,
  memberId: number,
  code: string,
): Promise<boolean> {
  const row = await lockTwoStep(tx, memberId)
  if (!row?.secret_box || row.enabled_at === null) return false
  const step = stepOfCode(openSecret(key, row.secret_box), code, accountClock.now())
  if (step === null || step <= Number(row.last_step)) return false
  await tx.query('UPDATE two_step SET last_step = $2 WHERE member_id = $1', [memberId, step])
  return true
}

async function lockTwoStep(tx: Transaction, memberId: number): Promise<TwoStepRow | undefined> {
  const [row] = await tx.query<TwoStepRow>(
    'SELECT secret_box, enabled_at, pending_box, last_step FROM two_step WHERE member_id = $1 FOR UPDATE',
    [memberId],
  )
  return row
}
