import type { DayStat, SettleStat, WinStat } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { add, amountAt, dateOf, dayStart, rateOf, subtract } from './numbers'
import { isBet, isSettled, ordersWithCashOuts, ownStake, paidOut } from './order-stats'

/**
 * The member stats of PROTOCOL.md section 6, Loan and stats: computed from the member's orders in one currency.
 * Stakes are the player's own money (a free bet's counts zero); net = payout - stake of settled orders. Pending,
 * rejected and partly cashed-out orders count as order-stats.ts says.
 */
async function scaleOf(ctx: ServerContext, code: string): Promise<number> {
  return (await ctx.ledger.currencies.get(code))?.scale ?? 2
}

/** Day lines from `firstDay` to `lastDay` (day numbers in the caller's offset), oldest first. */
export async function dayStats(
  ctx: ServerContext,
  memberId: number,
  currencyCode: string,
  utcOffsetMinutes: number,
  firstDay: number,
  lastDay: number,
): Promise<DayStat[]> {
  const scale = await scaleOf(ctx, currencyCode)
  const offset = utcOffsetMinutes * 60_000
  const from = dayStart(firstDay, utcOffsetMinutes)
  const to = dayStart(lastDay + 1, utcOffsetMinutes)
  const params = [memberId, currencyCode, from, to, offset]
  const placed = await ctx.db.query<{ day: number; count: number; stake: string; open: number }>(
    `SELECT floor((o.created_at + $5) / 86400000.0)::int AS day, count(*)::int AS count,
       COALESCE(sum(${ownStake}), 0)::text AS stake,
       count(*) FILTER (WHERE o.status IN ('open', 'pending'))::int AS open
     FROM ${ordersWithCashOuts}
     WHERE o.member_id = $1 AND o.currency_code = $2 AND o.created_at >= $3 AND o.created_at < $4 AND ${isBet}
     GROUP BY 1`,
    params,
  )
  const settled = await ctx.db.query<{ day: number; count: number; stake: string; payout: string }>(
    `SELECT floor((o.settled_at + $5) / 86400000.0)::int AS day, count(*)::int AS count,
       COALESCE(sum(${ownStake}), 0)::text AS stake, COALESCE(sum(${paidOut}), 0)::text AS payout
     FROM ${ordersWithCashOuts}
     WHERE o.member_id = $1 AND o.currency_code = $2 AND o.settled_at >= $3 AND o.settled_at < $4 AND ${isSettled}
     GROUP BY 1`,
    params,
  )
  const placedBy = new Map(placed.map((row) => [Number(row.day), row]))
  const settledBy = new Map(settled.map((row) => [Number(row.day), row]))
  const lines: DayStat[] = []
  for (let day = firstDay; day <= lastDay; day += 1) {
    const p = placedBy.get(day)
    const s = settledBy.get(day)
    const settledStake = amountAt(s?.stake, scale)
    const payout = amountAt(s?.payout, scale)
    lines.push({
      date: dateOf(day),
      currencyCode,
      orderCount: Number(p?.count ?? 0),
      stake: amountAt(p?.stake, scale),
      openCount: Number(p?.open ?? 0),
      settledCount: Number(s?.count ?? 0),
      settledStake,
      payout,
      net: subtract(payout, settledStake, scale),
    })
  }
  return lines
}

/** Orders settled in [startTime, endTime). */
export async function settleStat(
  ctx: ServerContext,
  memberId: number,
  currencyCode: string,
  range: { startTime?: number | undefined; endTime?: number | undefined },
): Promise<SettleStat> {
  const scale = await scaleOf(ctx, currencyCode)
  const params: unknown[] = [memberId, currencyCode]
  let sql = `o.member_id = $1 AND o.currency_code = $2 AND ${isSettled}`
  if (range.startTime !== undefined) {
    params.push(range.startTime)
    sql += ` AND o.settled_at >= $${params.length}`
  }
  if (range.endTime !== undefined) {
    params.push(range.endTime)
    sql += ` AND o.settled_at < $${params.length}`
  }
  const [row] = await ctx.db.query<Record<string, string | number>>(
    `SELECT count(*)::int AS count, COALESCE(sum(${ownStake}), 0)::text AS stake,
       COALESCE(sum(${paidOut}), 0)::text AS payout,
       count(*) FILTER (WHERE o.status = 'won')::int AS won, count(*) FILTER (WHERE o.status = 'lost')::int AS lost,
       count(*) FILTER (WHERE o.status = 'void')::int AS void, count(*) FILTER (WHERE o.status = 'pushed')::int AS pushed,
       count(*) FILTER (WHERE o.status = 'cashedOut')::int AS cashed_out
     FROM ${ordersWithCashOuts} WHERE ${sql}`,
    params,
  )
  const stake = amountAt(String(row?.stake ?? '0'), scale)
  const payout = amountAt(String(row?.payout ?? '0'), scale)
  return {
    currencyCode,
    count: Number(row?.count ?? 0),
    stake,
    payout,
    net: subtract(payout, stake, scale),
    won: Number(row?.won ?? 0),
    lost: Number(row?.lost ?? 0),
    void: Number(row?.void ?? 0),
    pushed: Number(row?.pushed ?? 0),
    cashedOut: Number(row?.cashed_out ?? 0),
  }
}

/** How the orders settled in the last `days` days went. */
export async function winStat(
  ctx: ServerContext,
  memberId: number,
  currencyCode: string,
  days: number,
): Promise<WinStat> {
  const scale = await scaleOf(ctx, currencyCode)
  const since = Date.now() - days * 86_400_000
  const rows = await ctx.db.query<{ status: string; stake: string; payout: string; odds: string }>(
    `SELECT o.status, (${ownStake})::text AS stake, (${paidOut})::text AS payout, o.odds::text AS odds
     FROM ${ordersWithCashOuts}
     WHERE o.member_id = $1 AND o.currency_code = $2 AND ${isSettled} AND o.settled_at >= $3
     ORDER BY o.settled_at DESC, o.id DESC`,
    [memberId, currencyCode, since],
  )
  let stake = '0'
  let payout = '0'
  let biggest = amountAt('0', scale)
  let bestOdds: string | null = null
  let wonCount = 0
  for (const row of rows) {
    stake = add(stake, row.stake, scale)
    payout = add(payout, row.payout, scale)
    if (row.status !== 'won') continue
    wonCount += 1
    const win = subtract(amountAt(row.payout, scale), amountAt(row.stake, scale), scale)
    if (subtract(win, biggest, scale).startsWith('-') === false && win !== biggest) biggest = win
    const odds = amountAt(row.odds, 2)
    if (bestOdds === null || Number(odds) > Number(bestOdds)) bestOdds = odds
  }
  const streak = rows.findIndex((row) => row.status !== 'won')
  return {
    currencyCode,
    days,
    settledCount: rows.length,
    wonCount,
    winRate: rateOf(wonCount, rows.length),
    netWin: subtract(payout, stake, scale),
    biggestWin: biggest,
    bestOdds,
    currentStreak: streak === -1 ? rows.length : streak,
  }
}
