import type { MemberSearchRow } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { balanceEntriesOf } from '../members/balance'
import { findMember, type Member, type MemberRow, memberColumns, memberOf } from '../members/member'
import { type Page, type PageQuery, pageOfRows } from '../requests/paging'
import { notPermitted } from '../requests/request-errors'
import { activeBreak } from './breaks'
import { protectionClock } from './clock'
import { wireLimits } from './limit-view'
import { wireBreaks } from './protection-view'
import { limitsOf, protectionStateOf } from './state'

/**
 * A registered member of the operator's brand (PROTOCOL.md section 11: operators see their own brand only); any
 * other id answers 3004, as an unknown one does.
 */
export async function memberOfOperator(
  ctx: ServerContext,
  operator: Member,
  memberId: number,
): Promise<Member> {
  const member = await findMember(ctx.db, memberId, operator.productNo)
  if (member?.kind !== 'registered') throw notPermitted()
  return member
}

/** Members of the operator's brand by account prefix (any case) or id, newest first, with money and protection. */
export async function searchMembers(
  ctx: ServerContext,
  operator: Member,
  request: PageQuery & { account?: string | undefined; memberId?: number | undefined },
): Promise<Page<MemberSearchRow>> {
  const prefix = request.account ? `${request.account.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null
  const where = `WHERE product_no = $1 AND kind = 'registered'
    AND ($2::text IS NULL OR account_key LIKE $2) AND ($3::bigint IS NULL OR id = $3)`
  const page = await pageOfRows(
    ctx.db,
    request,
    {
      select: `SELECT ${memberColumns()} FROM members ${where} ORDER BY id DESC`,
      count: `SELECT count(*)::int AS total FROM members ${where}`,
      params: [operator.productNo, prefix, request.memberId ?? null],
    },
    (row: MemberRow) => memberOf(row),
  )
  const now = protectionClock.now()
  const list: MemberSearchRow[] = []
  for (const member of page.list) {
    const state = await protectionStateOf(ctx.db, member.id)
    const limits = state ? await limitsOf(ctx.db, member.id) : []
    const [login] = await ctx.db.query<{ at: number | string | null }>(
      `SELECT max(COALESCE(started_at, (extract(epoch FROM created_at) * 1000)::bigint)) AS at
       FROM sessions WHERE member_id = $1`,
      [member.id],
    )
    list.push({
      memberId: member.id,
      account: member.account ?? '',
      createdAt: member.createdAt,
      lastLoginAt: login?.at == null ? null : Number(login.at),
      balances: (await balanceEntriesOf(ctx, ctx.db, member)).map(({ currencyCode, amount, frozen }) => ({
        currencyCode,
        amount,
        frozen,
      })),
      protection: {
        limits: await wireLimits(ctx.db, ctx.ledger.currencies, member.id, limits, now),
        ...wireBreaks(state, now),
      },
      restricted: activeBreak(state, now),
    })
  }
  return { ...page, list }
}
