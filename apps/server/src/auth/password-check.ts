import { codes } from '@sportsbook/sdk/protocol'
import { captchaType, consumeCaptcha } from '../captcha/captchas'
import { hashPwd, verifyPwd } from '../crypto/secrets'
import type { Database } from '../db'
import { BusinessError } from '../errors'
import { accountKey, type Member } from '../members/member'
import { findByAccount } from '../members/members'

/** Five wrong passwords for one account of a brand within 15 minutes require the captcha (DESIGN.md section 4). */
export const captchaAfterFailures = 5
export const failureWindowMs = 15 * 60 * 1000

/** A hash nobody's pwd matches, checked when the account does not exist so both cases take as long. */
let decoy: Promise<string> | null = null

export interface PasswordAttempt {
  account: string
  pwd: string
  captchaId?: string | undefined
  code?: string | undefined
}

/**
 * The registered member of brand `productNo` whose account and pwd these are. Code 1004 (`data.captchaType`)
 * when the account had five wrong passwords in 15 minutes and no valid captcha came with this attempt; code 1002
 * for a wrong account or password (counted, also for unknown accounts so answers do not reveal which accounts
 * exist). Another brand's account is an unknown account: brands keep their players apart.
 */
export async function checkPassword(
  db: Database,
  productNo: number,
  attempt: PasswordAttempt,
): Promise<Member> {
  const key = accountKey(attempt.account)
  const [recent] = await db.query<{ failures: number }>(
    `SELECT count(*)::int AS failures FROM login_failures
     WHERE product_no = $1 AND account_key = $2 AND failed_at > $3`,
    [productNo, key, new Date(Date.now() - failureWindowMs)],
  )
  if ((recent?.failures ?? 0) >= captchaAfterFailures) {
    const passed = await consumeCaptcha(db, attempt.captchaId ?? '', attempt.code ?? '')
    if (!passed) throw new BusinessError(codes.TOO_MANY_ATTEMPTS, 'captchaRequired', { captchaType })
  }
  const found = await findByAccount(db, productNo, attempt.account)
  decoy ??= hashPwd('0'.repeat(32))
  const valid = found
    ? await verifyPwd(attempt.pwd, found.pwdHash)
    : await verifyPwd(attempt.pwd, await decoy)
  if (!found || !valid) {
    await db.query('INSERT INTO login_failures (product_no, account_key) VALUES ($1, $2)', [productNo, key])
    throw new BusinessError(codes.WRONG_CREDENTIALS, 'wrongCredentials')
  }
  await db.query('DELETE FROM login_failures WHERE product_no = $1 AND account_key = $2', [productNo, key])
  return found.member
}
