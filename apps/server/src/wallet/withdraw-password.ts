import { codes } from '@sportsbook/sdk/protocol'
import { hashPwd, verifyPwd } from '../crypto/secrets'
import type { Database, Queryable } from '../db'
import { BusinessError } from '../errors'

/** Five wrong withdraw passwords within 15 minutes answer 1004 (PROTOCOL.md section 8). */
export const withdrawPwdMaxFailures = 5
export const withdrawPwdWindowMs = 15 * 60 * 1000

export async function hasWithdrawPassword(q: Queryable, memberId: number): Promise<boolean> {
  const [row] = await q.query<{ one: number }>(
    'SELECT 1 AS one FROM withdraw_passwords WHERE member_id = $1',
    [memberId],
  )
  return row !== undefined
}

/** 1004 with `data.retryAfterMs` while five failures lie within the window (until the oldest of them leaves it). */
async function refuseWhileLocked(db: Database, memberId: number, now: number): Promise<void> {
  const rows = await db.query<{ failed_at: number | string }>(
    `SELECT failed_at FROM withdraw_pwd_failures WHERE member_id = $1 AND failed_at > $2
     ORDER BY failed_at DESC LIMIT $3`,
    [memberId, now - withdrawPwdWindowMs, withdrawPwdMaxFailures],
  )
  if (rows.length >= withdrawPwdMaxFailures) {
    const oldest = Number(rows[rows.length - 1]!.failed_at)
    throw new BusinessError(codes.TOO_MANY_ATTEMPTS, 'tooManyAttempts', {
      retryAfterMs: Math.max(1, oldest + withdrawPwdWindowMs - now),
    })
  }
}

/**
 * Checks the member's withdraw password (its own scrypt hash, apart from the login password's): 1005 with
 * `data.reason: "unset"` when none is set, 1005 when wrong (counted outside any transaction, so the refusal's
 * rollback keeps the count), and 1004 once five are wrong within 15 minutes, right or wrong after that.
 */
export async function checkWithdrawPassword(db: Database, memberId: number, pwd: string): Promise<void> {
  const now = Date.now()
  await refuseWhileLocked(db, memberId, now)
  const [row] = await db.query<{ pwd_hash: string }>(
    'SELECT pwd_hash FROM withdraw_passwords WHERE member_id = $1',
    [memberId],
  )
  if (!row) throw new BusinessError(codes.WRONG_OLD_PASSWORD, 'withdrawPasswordUnset', { reason: 'unset' })
  if (await verifyPwd(pwd, row.pwd_hash)) return
  await db.query('INSERT INTO withdraw_pwd_failures (member_id, failed_at) VALUES ($1, $2)', [memberId, now])
  await refuseWhileLocked(db, memberId, now)
  throw new BusinessError(codes.WRONG_OLD_PASSWORD, 'wrongWithdrawPassword', { reason: 'wrong' })
}

/** 1000 on `pwd` when it is the member's login password: a stolen login must not also move the money out. */
async function refuseLoginPassword(db: Database, memberId: number, pwd: string): Promise<void> {
  const [row] = await db.query<{ pwd_hash: string | null }>('SELECT pwd_hash FROM members WHERE id = $1', [
    memberId,
  ])
  if (row?.pwd_hash && (await verifyPwd(pwd, row.pwd_hash))) {
    throw new BusinessError(codes.INVALID_REQUEST, 'withdrawPasswordIsLogin', { field: 'pwd' })
  }
}

/**
 * Sets the withdraw password (`oldPwd` empty the first time) or changes it (`oldPwd` the current one, checked and
 * counted like withdraw create's). It may not be the login password.
 */
export async function editWithdrawPassword(
  db: Database,
  memberId: number,
  request: { pwd: string; oldPwd: string },
): Promise<void> {
  await refuseLoginPassword(db, memberId, request.pwd)
  const hash = await hashPwd(request.pwd)
  if (await hasWithdrawPassword(db, memberId)) {
    if (request.oldPwd === '')
      throw new BusinessError(codes.WRONG_OLD_PASSWORD, 'wrongWithdrawPassword', { reason: 'wrong' })
    await checkWithdrawPassword(db, memberId, request.oldPwd)
    await db.query('UPDATE withdraw_passwords SET pwd_hash = $2, updated_at = $3 WHERE member_id = $1', [
      memberId,
      hash,
      Date.now(),
    ])
    return
  }
  // The first one: a concurrent first set keeps whichever came first, and the other caller is told it is set.
  const [created] = await db.query<{ member_id: number }>(
    `INSERT INTO withdraw_passwords (member_id, pwd_hash, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
    [memberId, hash, Date.now()],
  )
  if (!created)
    throw new BusinessError(codes.WRONG_OLD_PASSWORD, 'wrongWithdrawPassword', { reason: 'wrong' })
}
