import type { Queryable } from '../db'

export type MemberKind = 'visitor' | 'registered' | 'demo' | 'channel'
export type MemberRole = 'player' | 'operator'

/** A member as the server sees it; `uid` is the wire's uid (the decimal text of `id`). */
export interface Member {
  id: number
  uid: string
  /** The brand the member belongs to (the site it came from); everything it owns belongs there too. */
  productNo: number
  kind: MemberKind
  role: MemberRole
  account: string | null
  languageCode: string
  currencyCode: string
  source: number
  oddsConfig: number[]
  userType: number
  /** The member who started this demo member (the wire's pUid), else null. */
  parentId: number | null
  agentId: number
  channel: string | null
  principal: string | null
  /** Credit line in the member's currency, a decimal string. */
  creditAmount: string
  /** Multiplies the maximum stakes (an operator's stake factor, PROTOCOL.md section 14): 0.01-1, 1 when unset. */
  stakeFactor?: number
  createdAt: number
}

export interface MemberRow {
  id: number
  product_no: number
  kind: MemberKind
  role: MemberRole
  account: string | null
  language_code: string
  currency_code: string
  source: number
  odds_config: string
  user_type: number
  parent_id: number | null
  agent_id: number
  channel: string | null
  principal: string | null
  credit_amount: string
  stake_factor: string | number
  created_at: Date | string
}

/** The columns of `members` that make a `Member` (prefix with a table alias when joining). */
export function memberColumns(alias = ''): string {
  const a = alias ? `${alias}.` : ''
  return [
    'id',
    'product_no',
    'kind',
    'role',
    'account',
    'language_code',
    'currency_code',
    'source',
    'odds_config',
    'user_type',
    'parent_id',
    'agent_id',
    'channel',
    'principal',
    'credit_amount',
    'stake_factor',
    'created_at',
  ]
    .map((column) => `${a}${column}`)
    .join(', ')
}

export function memberOf(row: MemberRow): Member {
  return {
    id: Number(row.id),
    uid: String(row.id),
    productNo: Number(row.product_no),
    kind: row.kind,
    role: row.role,
    account: row.account,
    languageCode: row.language_code,
    currencyCode: row.currency_code,
    source: Number(row.source),
    oddsConfig: JSON.parse(row.odds_config) as number[],
    userType: Number(row.user_type),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    agentId: Number(row.agent_id),
    channel: row.channel,
    principal: row.principal,
    creditAmount: String(row.credit_amount),
    stakeFactor: Number(row.stake_factor),
    createdAt: new Date(row.created_at).getTime(),
  }
}

/** A member by id; with `productNo`, only when it belongs to that brand (another brand's is unknown). */
export async function findMember(q: Queryable, id: number, productNo?: number): Promise<Member | null> {
  const [row] = await q.query<MemberRow>(`SELECT ${memberColumns()} FROM members WHERE id = $1`, [id])
  if (!row || (productNo !== undefined && Number(row.product_no) !== productNo)) return null
  return memberOf(row)
}

/** Accounts are unique regardless of case. */
export function accountKey(account: string): string {
  return account.toLowerCase()
}
