import { randomBytes } from 'node:crypto'
import { codes } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import { isUniqueViolation } from '../db'
import { BusinessError } from '../errors'
import { accountKey, type Member, type MemberRow, memberColumns, memberOf } from './member'

/** A new member of a brand; its currency is the caller's choice (the brand's default, or demo money). */
export async function insertMember(
  q: Queryable,
  fields: {
    productNo: number
    kind: Member['kind']
    languageCode: string
    currencyCode: string
    parentId?: number | null
    channel?: string | null
    principal?: string | null
  },
): Promise<Member> {
  const [row] = await q.query<MemberRow>(
    `INSERT INTO members (product_no, kind, language_code, currency_code, parent_id, channel, principal)
     VALUES ($7, $1, $2, $3, $4, $5, $6) RETURNING ${memberColumns()}`,
    [
      fields.kind,
      fields.languageCode,
      fields.currencyCode,
      fields.parentId ?? null,
      fields.channel ?? null,
      fields.principal ?? null,
      fields.productNo,
    ],
  )
  return memberOf(row!)
}

/** The registered member of an account (any case) in a brand, with its stored password hash. */
export async function findByAccount(
  q: Queryable,
  productNo: number,
  account: string,
): Promise<{ member: Member; pwdHash: string } | null> {
  const [row] = await q.query<MemberRow & { pwd_hash: string }>(
    `SELECT ${memberColumns()}, pwd_hash FROM members
     WHERE product_no = $1 AND account_key = $2 AND kind = 'registered'`,
    [productNo, accountKey(account)],
  )
  return row ? { member: memberOf(row), pwdHash: row.pwd_hash } : null
}

/** Whether the account (any case) is taken in the brand. */
export async function accountTaken(q: Queryable, productNo: number, account: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM members WHERE product_no = $1 AND account_key = $2', [
    productNo,
    accountKey(account),
  ])
  return rows.length > 0
}

/**
 * A visitor becomes a registered member in place (same member id, so its history stays), code 1001 when the
 * account is taken in any letter case in the visitor's brand.
 */
export async function upgradeVisitor(
  q: Queryable,
  visitor: Pick<Member, 'id' | 'productNo'>,
  fields: { account: string; pwdHash: string; languageCode: string; invitedBy: number | null },
): Promise<Member> {
  const memberId = visitor.id
  if (await accountTaken(q, visitor.productNo, fields.account)) {
    throw new BusinessError(codes.USERNAME_TAKEN, 'usernameTaken', { field: 'account' })
  }
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
    const member = memberOf(row)
    await addInvitationCode(q, member)
    return member
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new BusinessError(codes.USERNAME_TAKEN, 'usernameTaken', { field: 'account' })
    }
    throw error
  }
}

/**
 * Gives a new registered member its own invitation code, unique in its brand. A clash with an existing code (one
 * chance in 31^8 per code) draws again: the insert does nothing on a clash, so the transaction stays usable.
 */
export async function addInvitationCode(
  q: Queryable,
  member: Pick<Member, 'id' | 'productNo'>,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const rows = await q.query(
      `INSERT INTO invitation_codes (code, member_id, product_no) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING member_id`,
      [newInvitationCode(), member.id, member.productNo],
    )
    if (rows.length > 0) return
  }
  throw new Error(`no free invitation code for member ${member.id}`)
}

/** Eight characters without look-alikes (no 0/O, 1/I/L). */
function newInvitationCode(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

/** The member whose invitation code this is, in the brand (another brand's code is unknown). */
export async function memberOfInvitation(
  q: Queryable,
  productNo: number,
  code: string,
): Promise<number | null> {
  const [row] = await q.query<{ member_id: number }>(
    'SELECT member_id FROM invitation_codes WHERE product_no = $1 AND upper(code) = upper($2)',
    [productNo, code],
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

/** The channel member of `principal` on `channel` in the brand, created at its first login. */
export async function channelMember(
  q: Queryable,
  fields: {
    productNo: number
    channel: string
    principal: string
    languageCode: string
    currencyCode: string
  },
): Promise<Member> {
  const [existing] = await q.query<MemberRow>(
    `SELECT ${memberColumns()} FROM members
     WHERE product_no = $1 AND kind = 'channel' AND channel = $2 AND principal = $3`,
    [fields.productNo, fields.channel, fields.principal],
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
