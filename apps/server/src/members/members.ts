import { randomBytes } from 'node:crypto'
import { codes } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import { isUniqueViolation } from '../db'
import { BusinessError } from '../errors'
import { accountKey, type Member, type MemberRow, memberColumns, memberOf } from './member'

/** The currency a new real member starts in. */
export const defaultCurrency = 'USD'

export async function insertMember(
  q: Queryable,
  fields: {
    kind: Member['kind']
    languageCode: string
    currencyCode: string
    parentId?: number | null
    channel?: string | null
    principal?: string | null
  },
): Promise<Member> {
  const [row] = await q.query<MemberRow>(
    `INSERT INTO members (kind, language_code, currency_code, parent_id, channel, principal)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${memberColumns()}`,
    [
      fields.kind,
      fields.languageCode,
      fields.currencyCode,
      fields.parentId ?? null,
      fields.channel ?? null,
      fields.principal ?? null,
    ],
  )
  return memberOf(row!)
}

/** The registered member of an account (any case), with its stored password hash. */
export async function findByAccount(
  q: Queryable,
  account: string,
): Promise<{ member: Member; pwdHash: string } | null> {
  const [row] = await q.query<MemberRow & { pwd_hash: string }>(
    `SELECT ${memberColumns()}, pwd_hash FROM members WHERE account_key = $1 AND kind = 'registered'`,
    [accountKey(account)],
  )
  return row ? { member: memberOf(row), pwdHash: row.pwd_hash } : null
}

/**
 * A visitor becomes a registered member in place (same member id, so its history stays), code 1001 when the
 * account is taken in any letter case.
 */
export async function upgradeVisitor(
  q: Queryable,
  memberId: number,
  fields: { account: string; pwdHash: string; languageCode: string; invitedBy: number | null },
): Promise<Member> {
  const taken = await q.query('SELECT 1 FROM members WHERE account_key = $1', [accountKey(fields.account)])
  if (taken.length > 0) throw new BusinessError(codes.USERNAME_TAKEN, 'usernameTaken', { field: 'account' })
  try {
    const [row] = await q.query<MemberRow>(
      `UPDATE members SET kind = 'registered', account = $2, account_key = $3, pwd_hash = $4, language_code = $5,
         invited_by = $6
       WHERE id = $1 AND kind = 'visitor' RETURNING ${memberColumns()}`,
      [
        memberId,
        fields.account,
        accountKey(fields.account),
        fields.pwdHash,
        fields.languageCode,
        fields.invitedBy,
      ],
    )
    if (!row) throw new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
    await q.query('INSERT INTO invitation_codes (code, member_id) VALUES ($1, $2)', [
      newInvitationCode(),
      memberId,
    ])
    return memberOf(row)
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new BusinessError(codes.USERNAME_TAKEN, 'usernameTaken', { field: 'account' })
    }
    throw error
  }
}

/** Eight characters without look-alikes (no 0/O, 1/I/L). */
function newInvitationCode(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

export async function memberOfInvitation(q: Queryable, code: string): Promise<number | null> {
  const [row] = await q.query<{ member_id: number }>(
    'SELECT member_id FROM invitation_codes WHERE upper(code) = upper($1)',
    [code],
  )
  return row ? Number(row.member_id) : null
}

export async function updateMember(
  q: Queryable,
  memberId: number,
  set: { languageCode?: string; currencyCode?: string; pwdHash?: string },
): Promise<Member> {
  const [row] = await q.query<MemberRow>(
    `UPDATE members SET language_code = COALESCE($2, language_code), currency_code = COALESCE($3, currency_code),
       pwd_hash = COALESCE($4, pwd_hash)
     WHERE id = $1 RETURNING ${memberColumns()}`,
    [memberId, set.languageCode ?? null, set.currencyCode ?? null, set.pwdHash ?? null],
  )
  return memberOf(row!)
}

/** The channel member of `principal` on `channel`, created at its first login. */
export async function channelMember(
  q: Queryable,
  fields: { channel: string; principal: string; languageCode: string; currencyCode: string },
): Promise<Member> {
  const [existing] = await q.query<MemberRow>(
    `SELECT ${memberColumns()} FROM members WHERE kind = 'channel' AND channel = $1 AND principal = $2`,
    [fields.channel, fields.principal],
  )
  if (existing) return memberOf(existing)
  try {
    return await insertMember(q, { kind: 'channel', ...fields })
  } catch (error) {
    // Two first logins at once: the transaction runs again and finds the member the other one created.
    if (isUniqueViolation(error)) throw Object.assign(new Error('channel member race'), { code: '40001' })
    throw error
  }
}

/** A registered member's own invitation code; null for members who have none (visitors, demo, channel). */
export async function invitationCodeOf(q: Queryable, memberId: number): Promise<string | null> {
  const [row] = await q.query<{ code: string }>('SELECT code FROM invitation_codes WHERE member_id = $1', [
    memberId,
  ])
  return row?.code ?? null
}
