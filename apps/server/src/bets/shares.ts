import type { MasterRank, SharedOrder, SharerStats, ShareVerify } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { floorToScale } from '../ledger/money'
import type { Member } from '../members/member'
import { type Page, type PageQuery, pageOfList, pageOfRows } from '../requests/paging'
import { invalidField, notPermitted } from '../requests/request-errors'
import { rateOf, subtract } from '../stats/numbers'
import { isSettled, ordersWithCashOuts, ownStake, paidOut } from '../stats/order-stats'
import { findOrder, orderSelect, publicOrderOf, readOrders } from './orders'

/**
 * Bet sharing and the master rank (DESIGN.md section 4, Misc): a member shares one of its orders, open or settled,
 * once; everybody of the member's brand sees shared orders with their legs (to copy them into a slip) and the
 * sharers ranked by what their shared orders won. Another brand's shares and sharers never show. Free bets count
 * no stake of the player's own.
 */
const day = 86_400_000

/** A sharer as others see it: the account masked ("al***e"), or "Player <id>" without an account. */
export function sharerName(account: string | null, memberId: number): string {
  if (!account) return `Player ${memberId}`
  if (account.length <= 2) return `${account[0]}*`
  return `${account.slice(0, 2)}***${account.slice(-1)}`
}

export async function verifyShare(
  ctx: ServerContext,
  memberId: number,
  orderId: number,
): Promise<ShareVerify> {
  const order = await findOrder(ctx.db, ctx.ledger.currencies, orderId, memberId)
  if (!order) throw notPermitted()
  return { orderId, shareable: !order.shared, reason: order.shared ? 'alreadyShared' : null }
}

interface ShareRow {
  id: number
  order_id: number
  member_id: number
  note: string
  created_at: number
  account: string | null
}

const shareSelect = `SELECT sh.id, sh.order_id, sh.member_id, sh.note, sh.created_at, m.account
  FROM order_shares sh JOIN members m ON m.id = sh.member_id`

async function sharedOrdersOf(
  ctx: ServerContext,
  rows: ShareRow[],
  callerId: number,
): Promise<SharedOrder[]> {
  const orders = await readOrders(
    ctx.db,
    ctx.ledger.currencies,
    `${orderSelect} WHERE o.id = ANY($1::bigint[])`,
    [rows.map((row) => Number(row.order_id))],
  )
  const byId = new Map(orders.map((order) => [order.id, order]))
  return rows.map((row) => {
    const order = byId.get(Number(row.order_id))
    if (!order) throw new Error(`shared order ${row.order_id} vanished`)
    return {
      shareId: Number(row.id),
      sharedAt: Number(row.created_at),
      sharer: { memberId: Number(row.member_id), name: sharerName(row.account, Number(row.member_id)) },
      note: row.note,
      order: publicOrderOf(order),
      mine: Number(row.member_id) === callerId,
    }
  })
}

/** Shares one of the member's orders; a second share of it is code 1000 on `orderId` (share/verify says why). */
export async function shareOrder(
  ctx: ServerContext,
  memberId: number,
  orderId: number,
  note: string,
): Promise<SharedOrder> {
  const row = await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, ctx.ledger.currencies, orderId, memberId)
    if (!order) throw notPermitted()
    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO order_shares (order_id, member_id, note, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO NOTHING RETURNING id`,
      [orderId, memberId, note.trim(), Date.now()],
    )
    if (!inserted) throw invalidField('orderId')
    const [shared] = await tx.query<ShareRow>(`${shareSelect} WHERE sh.id = $1`, [inserted.id])
    return shared!
  })
  const [answer] = await sharedOrdersOf(ctx, [row], memberId)
  return answer!
}

/** The shared orders of the caller's brand, newest first. */
export async function listShares(
  ctx: ServerContext,
  caller: Pick<Member, 'id' | 'productNo'>,
  query: PageQuery,
): Promise<Page<SharedOrder>> {
  const rows = await pageOfRows<ShareRow, ShareRow>(
    ctx.db,
    query,
    {
      select: `${shareSelect} WHERE m.product_no = $1 ORDER BY sh.created_at DESC, sh.id DESC`,
      count: `SELECT count(*)::int AS total FROM order_shares sh JOIN members m ON m.id = sh.member_id
        WHERE m.product_no = $1`,
      params: [caller.productNo],
    },
    (row) => row,
  )
  return { ...rows, list: await sharedOrdersOf(ctx, rows.list, caller.id) }
}

interface SharerRow {
  member_id: number
  account: string | null
  demo: boolean
  shared_count: number
  open_count: number
  settled_count: number
  won_count: number
  stake: string
  payout: string
}

type SharerLine = Omit<SharerStats, 'days' | 'rank' | 'openCount'> & {
  openCount: number
  rank: number | null
}

/**
 * Every sharer of the brand and currency with its results over the window; ranked ones first, by rank. A demo
 * member's results are its own to read but never rank: play money won against nobody is no master's record.
 */
async function sharerLines(
  ctx: ServerContext,
  productNo: number,
  currencyCode: string,
  days: number,
): Promise<SharerLine[]> {
  const scale = (await ctx.ledger.currencies.get(currencyCode))?.scale ?? 2
  const since = Date.now() - days * day
  const params: unknown[] = [currencyCode, since, productNo]
  const settled = `${isSettled} AND o.settled_at >= $2`
  const rows = await ctx.db.query<SharerRow>(
    `SELECT sh.member_id, m.account, m.kind = 'demo' AS demo,
       count(*) FILTER (WHERE sh.created_at >= $2)::int AS shared_count,
       count(*) FILTER (WHERE o.status IN ('open', 'pending'))::int AS open_count,
       count(*) FILTER (WHERE ${settled})::int AS settled_count,
       count(*) FILTER (WHERE ${settled} AND o.status = 'won')::int AS won_count,
       COALESCE(sum(${ownStake}) FILTER (WHERE ${settled}), 0)::text AS stake,
       COALESCE(sum(${paidOut}) FILTER (WHERE ${settled}), 0)::text AS payout
     FROM ${ordersWithCashOuts} JOIN order_shares sh ON sh.order_id = o.id JOIN members m ON m.id = sh.member_id
     WHERE o.currency_code = $1 AND m.product_no = $3
     GROUP BY sh.member_id, m.account, m.kind`,
    params,
  )
  const lines = rows.map((row) => {
    const stake = floorToScale(row.stake, scale)
    const payout = floorToScale(row.payout, scale)
    const netWin = subtract(payout, stake, scale)
    const settledCount = Number(row.settled_count)
    const wonCount = Number(row.won_count)
    return {
      sharer: { memberId: Number(row.member_id), name: sharerName(row.account, Number(row.member_id)) },
      currencyCode,
      sharedCount: Number(row.shared_count),
      openCount: Number(row.open_count),
      settledCount,
      wonCount,
      winRate: rateOf(wonCount, settledCount),
      stake,
      payout,
      netWin,
      rank: null as number | null,
      net: BigInt(netWin.replace('.', '')),
      ranks: settledCount > 0 && !row.demo,
    }
  })
  const ranked = lines
    .filter((line) => line.ranks)
    .sort(
      (a, b) =>
        (b.net > a.net ? 1 : b.net < a.net ? -1 : 0) ||
        Number(b.winRate) - Number(a.winRate) ||
        b.settledCount - a.settledCount ||
        a.sharer.memberId - b.sharer.memberId,
    )
  ranked.forEach((line, index) => {
    line.rank = index + 1
  })
  return [...ranked, ...lines.filter((line) => !line.ranks)].map(
    ({ net: _net, ranks: _ranks, ...line }) => line,
  )
}

export async function masterRank(
  ctx: ServerContext,
  productNo: number,
  currencyCode: string,
  days: number,
  query: PageQuery,
): Promise<MasterRank> {
  const ranked = (await sharerLines(ctx, productNo, currencyCode, days)).filter((line) => line.rank !== null)
  const page = pageOfList(ranked, query)
  return {
    currencyCode,
    days,
    ...page,
    list: page.list.map(({ openCount: _open, rank, ...line }) => ({ rank: rank ?? 0, ...line })),
  }
}

/**
 * A sharer's results, for the caller (its brand). Another member who never shared, or of another brand, is
 * answered as an unknown member (3004): its masked name is not for anybody to probe by id. The caller's own
 * results are always there (zero before its first share).
 */
export async function sharerStats(
  ctx: ServerContext,
  caller: Pick<Member, 'id' | 'productNo'>,
  memberId: number,
  currencyCode: string,
  days: number,
): Promise<SharerStats> {
  const lines = await sharerLines(ctx, caller.productNo, currencyCode, days)
  const line = lines.find((item) => item.sharer.memberId === memberId)
  if (line) return { ...line, days }
  const [member] = await ctx.db.query<{ account: string | null; shared: boolean }>(
    `SELECT account, EXISTS (SELECT 1 FROM order_shares WHERE member_id = m.id) AS shared
     FROM members m WHERE id = $1 AND product_no = $2`,
    [memberId, caller.productNo],
  )
  if (!member || (memberId !== caller.id && !member.shared)) throw notPermitted()
  const zero = floorToScale('0', (await ctx.ledger.currencies.get(currencyCode))?.scale ?? 2)
  return {
    sharer: { memberId, name: sharerName(member.account, memberId) },
    currencyCode,
    days,
    sharedCount: 0,
    openCount: 0,
    settledCount: 0,
    wonCount: 0,
    winRate: '0.0000',
    stake: zero,
    payout: zero,
    netWin: zero,
    rank: null,
  }
}
