import type { Order, OrderCount } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import { type Page, type PageQuery, pageWindow } from '../requests/paging'
import { liveOfferOf } from './cash-out-offer'
import { orderSelect, readOrders, type StoredOrder, wireOrderOf } from './orders'

export interface TimeRange {
  startTime?: number | undefined
  endTime?: number | undefined
}

/** SQL conditions of a member's orders placed in [startTime, endTime), from parameter `$first` on. */
export function rangeFilter(column: string, range: TimeRange, params: unknown[]): string {
  let sql = ''
  if (range.startTime !== undefined) {
    params.push(range.startTime)
    sql += ` AND ${column} >= $${params.length}`
  }
  if (range.endTime !== undefined) {
    params.push(range.endTime)
    sql += ` AND ${column} < $${params.length}`
  }
  return sql
}

// A pending order (PROTOCOL.md section 12) is not settled: it is listed with the open ones.
const statusFilters = {
  open: " AND o.status IN ('open', 'pending')",
  settled: " AND o.status NOT IN ('open', 'pending')",
  all: '',
} as const

/**
 * A page of the member's orders whose row passes `filter` (SQL after `WHERE o.member_id = $1`), newest by
 * `time` first, and in range of it: the listing that orders and settlement records share.
 */
export async function pageOfOrders(
  ctx: ServerContext,
  memberId: number,
  filters: TimeRange & PageQuery,
  filter: string,
  time: 'o.created_at' | 'o.settled_at',
): Promise<Omit<Page<never>, 'list'> & { orders: StoredOrder[] }> {
  const window = pageWindow(filters)
  const params: unknown[] = [memberId]
  const where = `WHERE o.member_id = $1${filter}${rangeFilter(time, filters, params)}`
  const [count] = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders o ${where}`,
    params,
  )
  const sql = `${orderSelect} ${where} ORDER BY ${time} DESC, o.id DESC ${window.sql}`
  const orders = await readOrders(ctx.db, ctx.ledger.currencies, sql, params)
  return { orders, total: Number(count?.total ?? 0), page: window.page, pageSize: window.pageSize }
}

/** trade/api/order/list: the member's orders newest first; open ones carry their cash-out offer. */
export async function listOrders(
  ctx: ServerContext,
  runtime: FeedRuntime,
  memberId: number,
  filters: TimeRange & PageQuery & { status?: keyof typeof statusFilters | undefined },
): Promise<Page<Order>> {
  const filter = statusFilters[filters.status ?? 'all']
  const { orders, ...page } = await pageOfOrders(ctx, memberId, filters, filter, 'o.created_at')
  return { list: orders.map((order) => wireOrderOf(order, liveOfferOf(runtime, order))), ...page }
}

/** trade/api/order/count: open, settled and all orders placed in the range. */
export async function countOrders(
  ctx: ServerContext,
  memberId: number,
  range: TimeRange,
): Promise<OrderCount> {
  const params: unknown[] = [memberId]
  const [row] = await ctx.db.query<{ open: number; settled: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('open', 'pending'))::int AS open,
       count(*) FILTER (WHERE status NOT IN ('open', 'pending'))::int AS settled
     FROM orders WHERE member_id = $1${rangeFilter('created_at', range, params)}`,
    params,
  )
  const open = Number(row?.open ?? 0)
  const settled = Number(row?.settled ?? 0)
  return { open, settled, all: open + settled }
}
