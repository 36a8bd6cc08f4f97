import { accountSecurityRules } from '@sportsbook/sdk/protocol'
import { siteOf } from '../brands/site-url'
import { hashPwd } from '../crypto/secrets'
import { findByAccount, updateMember } from '../members/members'
import { accountClock } from './account-clock'
import { type AccountServices, brandNameOf } from './account-services'
import { codeExpired } from './code-errors'
import { resetLinkMail } from './mail/mail-texts'
import { mailLimits, mailWaitMs, recordMail } from './mail-limits'
import { newOneTimeId, secretHash } from './one-time-secrets'

export interface ForgotRequest {
  productNo: number
  account: string
  /** The request's Origin: the link opens the site the player asked from. */
  origin: string | undefined
}

/**
 * `/app/api/member/pwd/forgot` (PROTOCOL.md section 13): mails a one-time link (30 minutes, single use, stored
 * hashed) to the account's verified address. The caller always gets 0: an unknown account, one without a verified
 * address, or one past its limit (three links an hour per account and per address) sends nothing and says so to
 * nobody. The per-client-address limit (http/rate-limit-rules.ts) comes first.
 */
export async function forgotPassword(services: AccountServices, request: ForgotRequest): Promise<null> {
  const { db, config } = services.ctx
  const found = await findByAccount(db, request.productNo, request.account)
  if (!found) return null
  const [contact] = await db.query<{ email: string; email_key: string }>(
    'SELECT email, email_key FROM member_contacts WHERE member_id = $1 AND verified_at IS NOT NULL',
    [found.member.id],
  )
  if (!contact) return null
  const keys = [`reset:member:${found.member.id}`, `reset:email:${contact.email_key}`]
  for (const key of keys) if ((await mailWaitMs(db, key, mailLimits.resetLink)) !== null) return null
  const token = newOneTimeId()
  const now = accountClock.now()
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO password_resets (token_hash, member_id, expires_at, created_at) VALUES ($1, $2, $3, $4)',
      [
        secretHash(services.key, 'reset', token),
        found.member.id,
        now + accountSecurityRules.resetTokenTtlMs,
        now,
      ],
    )
    await recordMail(tx, keys)
  })
  const site = siteOf(config, request.productNo, request.origin) ?? ''
  const link = `${site}/#/reset?token=${token}`
  await services.mail.send(resetLinkMail(contact.email, brandNameOf(services, request.productNo), link))
  return null
}

/**
 * `/app/api/member/pwd/reset`: the link's token sets the new password once and ends every session of the member
 * (and every other link of it). A used, expired or unknown token is 1006 and changes nothing.
 */
export async function resetPassword(services: AccountServices, token: string, pwd: string): Promise<null> {
  const { db, sessions } = services.ctx
  const pwdHash = await hashPwd(pwd)
  const done = await db.transaction(async (tx) => {
    const now = accountClock.now()
    const [row] = await tx.query<{ member_id: string }>(
      `UPDATE password_resets SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING member_id`,
      [secretHash(services.key, 'reset', token), now],
    )
    if (!row) return false
    const memberId = Number(row.member_id)
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE member_id = $1 AND used_at IS NULL', [
      memberId,
      now,
    ])
    await updateMember(tx, memberId, { pwdHash })
    await sessions.revokeOthers(tx, memberId, null, 'password reset')
    return true
  })
  if (!done) throw codeExpired('token')
  return null
}
