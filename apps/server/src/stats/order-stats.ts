import { type OrderStat, type OrderSum, type OrderSumDay, orderStatuses } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { amountAt, dateOf, subtract } from './numbers'

/**
 * Counts and sums of a member's orders (trade/api/order/stat, trade/order/sum, trade/order/sum/detail), over
 * orders placed in [startTime, endTime). Stakes are the player's own money: a free bet's stake is the house's and
 * counts zero. Net = payout - stake of the settled orders.
 *
 * What an order counts (PROTOCOL.md section 12), in every stat of this folder: a `pending` order is at stake like
 * an open one, unsettled; a `rejected` one was never a bet (its stake went back): it is no win, no loss and no
 * stake, and shows only in its own status line. An order partly cashed out counts its whole stake (what is still at
 * stake and what its cash outs took out) and pays everything it paid (its cash outs and its payout) once settled.
 */
export interface StatRange {
  startTime?: number | undefined
  endTime?: number | undefined
}

/** The orders `o` with what their cash outs took out of the stake and paid so far (`c.stake`, `c.paid`). */
export const ordersWithCashOuts = `orders o LEFT JOIN LATERAL (
    SELECT COALESCE(sum(COALESCE(x.stake, o.stake)), 0) AS stake, COALESCE(sum(x.amount), 0) AS paid
    FROM order_cash_outs x WHERE x.order_id = o.id) c ON true`

/** An order row `o` that is settled: won, lost, void, pushed or cashed out (not pending, open or rejected). */
export const isSettled = "o.status IN ('won', 'lost', 'void', 'pushed', 'cashedOut')"

/** An order row `o` that is a bet: anything but rejected. */
export const isBet = "o.status <> 'rejected'"

/**
 * The player's own whole stake of an order row `o` (of ordersWithCashOuts): a cashed-out order's stake all left
 * through its cash outs (the last one took what `o.stake` still held); another's is what is at stake plus what its
 * partial cash outs took out.
 */
export const ownStake = `CASE WHEN o.free_bet THEN 0 WHEN o.status = 'cashedOut' THEN c.stake ELSE o.stake + c.stake END`

/** What an order row `o` (of ordersWithCashOuts) paid the player so far: its cash outs and its payout. */
export const paidOut = `CASE WHEN o.status = 'cashedOut' THEN c.paid ELSE COALESCE(o.payout, 0) + c.paid END`

function where(
  memberId: number,
  range: StatRange,
  currencyCode: string | undefined,
  params: unknown[],
): string {
  params.push(memberId)
  let sql = 'o.member_id = $1'
  if (currencyCode) {
    params.push(currencyCode)
    sql += ` AND o.currency_code = $${params.length}`
  }
  if (range.startTime !== undefined) {
    params.push(range.startTime)
    sql += ` AND o.created_at >= $${params.length}`
  }
  if (range.endTime !== undefined) {
    params.push(range.endTime)
    sql += ` AND o.created_at < $${params.length}`
  }
  return sql
}

async function scaleOf(ctx: ServerContext, code: string): Promise<number> {
  return (await ctx.ledger.currencies.get(code))?.scale ?? 2
}

const sums = `count(*) FILTER (WHERE ${isBet})::int AS count,
  COALESCE(sum(${ownStake}) FILTER (WHERE ${isBet}), 0)::text AS stake,
  COALESCE(sum(${ownStake}) FILTER (WHERE ${isSettled}), 0)::text AS settled_stake,
  COALESCE(sum(${paidOut}) FILTER (WHERE ${isSettled}), 0)::text AS payout`

/** A status line's: every order of the status, and what they paid so far (a rejected one: its stake back). */
const lineSums = `count(*)::int AS count, COALESCE(sum(${ownStake}), 0)::text AS stake,
  COALESCE(sum(${paidOut}), 0)::text AS payout`

interface SumRow {
  count: number
  stake: string
  settled_stake: string
  payout: string
}

function sumOf(row: SumRow | undefined, scale: number) {
  const stake = amountAt(row?.stake, scale)
  const settledStake = amountAt(row?.settled_stake, scale)
  const payout = amountAt(row?.payout, scale)
  return {
    count: Number(row?.count ?? 0),
    stake,
    settledStake,
    payout,
    net: subtract(payout, settledStake, scale),
  }
}

export async function orderStat(
  ctx: ServerContext,
  memberId: number,
  currencyCode: string,
  range: StatRange,
): Promise<OrderStat> {
  const scale = await scaleOf(ctx, currencyCode)
  const params: unknown[] = []
  const condition = where(memberId, range, currencyCode, params)
  const rows = await ctx.db.query<SumRow & { status: string }>(
    `SELECT o.status, ${lineSums}, '0' AS settled_stake FROM ${ordersWithCashOuts} WHERE ${condition}
     GROUP BY o.status`,
    params,
  )
  const byStatus = new Map(rows.map((row) => [row.status, row]))
  const all = await ctx.db.query<SumRow>(
    `SELECT ${sums} FROM ${ordersWithCashOuts} WHERE ${condition}`,
    params,
  )
  const overall = sumOf(all[0], scale)
  return {
    currencyCode,
    count: overall.count,
    stake: overall.stake,
    settledStake: overall.settledStake,
    payout: overall.payout,
    net: overall.net,
    statuses: orderStatuses.map((status) => {
      const line = sumOf(byStatus.get(status), scale)
      return { status, count: line.count, stake: line.stake, payout: line.payout }
    }),
  }
}

export async function orderSums(
  ctx: ServerContext,
  memberId: number,
  currencyCode: string | undefined,
  range: StatRange,
): Promise<OrderSum[]> {
  const params: unknown[] = []
  const rows = await ctx.db.query<SumRow & { currency_code: string }>(
    `SELECT o.currency_code, ${sums} FROM ${ordersWithCashOuts}
     WHERE ${where(memberId, range, currencyCode, params)}
     GROUP BY o.currency_code ORDER BY o.currency_code`,
    params,
  )
  const list: OrderSum[] = []
  for (const row of rows) {
    list.push({ currencyCode: row.currency_code, ...sumOf(row, await scaleOf(ctx, row.currency_code)) })
  }
  return list
}

export async function orderSumDays(
  ctx: ServerContext,
  memberId: number,
  currencyCode: string | undefined,
  range: StatRange,
  utcOffsetMinutes: number,
): Promise<OrderSumDay[]> {
  const params: unknown[] = []
  const condition = where(memberId, range, currencyCode, params)
  params.push(utcOffsetMinutes * 60_000)
  const rows = await ctx.db.query<SumRow & { currency_code: string; day: number }>(
    `SELECT floor((o.created_at + $${params.length}) / 86400000.0)::int AS day, o.currency_code, ${sums}
     FROM ${ordersWithCashOuts} WHERE ${condition} GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    params,
  )
  const list: OrderSumDay[] = []
  for (const row of rows) {
    list.push({
      date: dateOf(Number(row.day)),
      currencyCode: row.currency_code,
      ...sumOf(row, await scaleOf(ctx, row.currency_code)),
    })
  }
  return list
}
