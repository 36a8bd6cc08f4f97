import { accountSecurityRules, type Contact } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { Member } from '../members/member'
import { accountClock } from './account-clock'
import { type AccountServices, brandNameOf } from './account-services'
import { codeExpired, wrongCode } from './code-errors'
import { contactCodeMail } from './mail/mail-texts'
import { mailLimits, mailWaitMs, recordMail, tooManyMails } from './mail-limits'
import { newSixDigitCode, secretHash } from './one-time-secrets'

/** `a•••@example.com`: enough for the member to recognise it, not enough to read it off a shared screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return ''
  return `${email[0]}•••${email.slice(at)}`
}

/** The member's contact as user info and the contact paths answer it (empty when none). */
export async function contactOf(q: Queryable, memberId: number): Promise<Contact> {
  const [row] = await q.query<{ email: string; verified_at: string | null }>(
    'SELECT email, verified_at FROM member_contacts WHERE member_id = $1',
    [memberId],
  )
  return { emailMasked: row ? maskEmail(row.email) : '', emailVerified: row?.verified_at != null }
}

/**
 * `/app/api/member/contact` (PROTOCOL.md section 13): stores the address unverified and mails it a new code (six
 * digits, 15 minutes, five tries), which replaces any earlier one. Five codes an hour per member (1004).
 */
export async function setContact(services: AccountServices, member: Member, email: string): Promise<Contact> {
  const { db } = services.ctx
  const limitKey = `contact:member:${member.id}`
  const wait = await mailWaitMs(db, limitKey, mailLimits.contactCode)
  if (wait !== null) throw tooManyMails(wait)
  const code = newSixDigitCode()
  const now = accountClock.now()
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO member_contacts (member_id, email, email_key, verified_at, updated_at) VALUES ($1, $2, $3, NULL, $4)
       ON CONFLICT (member_id) DO UPDATE SET email = $2, email_key = $3, verified_at = NULL, updated_at = $4`,
      [member.id, email, email.toLowerCase(), now],
    )
    await tx.query(
      `INSERT INTO contact_codes (member_id, code_hash, expires_at, tries) VALUES ($1, $2, $3, 0)
       ON CONFLICT (member_id) DO UPDATE SET code_hash = $2, expires_at = $3, tries = 0`,
      [member.id, secretHash(services.key, 'contact', code), now + accountSecurityRules.contactCodeTtlMs],
    )
    await recordMail(tx, [limitKey])
  })
  await services.mail.send(contactCodeMail(email, brandNameOf(services, member.productNo), code))
  return contactOf(db, member.id)
}

/**
 * `/app/api/member/contact/verify`: the code of the last `contact` call marks the address verified, once. A wrong
 * code is 1000 on `code` and counts a try; the fifth wrong one, like an expired or used code, ends it (1006).
 */
export async function verifyContact(
  services: AccountServices,
  member: Member,
  code: string,
): Promise<Contact> {
  const { db } = services.ctx
  const verified = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ code_hash: string; expires_at: string; tries: number }>(
      'SELECT code_hash, expires_at, tries FROM contact_codes WHERE member_id = $1 FOR UPDATE',
      [member.id],
    )
    const now = accountClock.now()
    if (!row || Number(row.expires_at) <= now || row.tries >= accountSecurityRules.contactCodeTries) {
      return 'expired' as const
    }
    if (row.code_hash !== secretHash(services.key, 'contact', code)) {
      await tx.query('UPDATE contact_codes SET tries = tries + 1 WHERE member_id = $1', [member.id])
      return 'wrong' as const
    }
    await tx.query('DELETE FROM contact_codes WHERE member_id = $1', [member.id])
    await tx.query('UPDATE member_contacts SET verified_at = $2, updated_at = $2 WHERE member_id = $1', [
      member.id,
      now,
    ])
    return 'verified' as const
  })
  // Thrown after the commit: the counted try stays counted.
  if (verified === 'expired') throw codeExpired('code')
  if (verified === 'wrong') throw wrongCode()
  return contactOf(db, member.id)
}
