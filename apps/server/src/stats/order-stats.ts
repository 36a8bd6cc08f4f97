import { type OrderStat, type OrderSum, type OrderSumDay, orderStatuses } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { amountAt, dateOf, subtract } from './numbers'

/**
 * Counts and sums of a member's orders (trade/api/order/stat, trade/order/sum, trade/order/sum/detail), over
 * orders placed in [startTime, endTime). Stakes are the player's own money: a free bet's stake is the house's and
 * counts zero. Net = payout - stake of the settled orders.
 */
export interface StatRange {
  startTime?: number | undefined
  endTime?: number | undefined
}

/** The player's own stake of an order row `o`. */
export const ownStake = 'CASE WHEN o.free_bet THEN 0 ELSE o.stake END'

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

const sums = `count(*)::int AS count, COALESCE(sum(${ownStake}), 0)::text AS stake,
  COALESCE(sum(${ownStake}) FILTER (WHERE o.status <> 'open'), 0)::text AS settled_stake,
  COALESCE(sum(o.payout), 0)::text AS payout`

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
    `SELECT o.status, ${sums} FROM orders o WHERE ${condition} GROUP BY o.status`,
    params,
  )
  const byStatus = new Map(rows.map((row) => [row.status, row]))
  const all = await ctx.db.query<SumRow>(`SELECT ${sums} FROM orders o WHERE ${condition}`, params)
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
    `SELECT o.currency_code, ${sums} FROM orders o WHERE ${where(memberId, range, currencyCode, params)}
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
     FROM orders o WHERE ${condition} GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
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
