import type { DailyReportRow } from '@sportsbook/sdk/protocol'
import { realCurrenciesOf } from '../../brands/brand-currencies'
import type { ServerContext } from '../../context'
import type { Currency } from '../../ledger/currencies'
import { fromUnits } from '../../ledger/money'
import { sqlUnits } from '../../requests/amounts'

/**
 * The daily report of a brand (PROTOCOL.md section 14), read from the ledger so that it adds up to it. Each
 * figure is the money a kind of transfer moved, per UTC day of the transfer and currency (real currencies only:
 * demo money is no one's revenue), counted for the brand of the member the transfer moved money of:
 * - turnover: the stake of `bet-stake` (sports orders) and `game-stake` (house games);
 * - payouts: what `bet-settle`, `free-bet-settle`, `cash-out` and `game-payout` credited the member's balance or
 *   game wallet (a free bet's stake was the house's own, so its win is a payout but its stake no turnover);
 * - ggr: turnover − payouts;
 * - deposits: what `deposit` and `collection` credited; withdrawals: what `withdrawal-post` paid out;
 * - activeMembers: members with turnover that day; newMembers: registered members created that day, counted in
 *   their currency.
 * Every day of the range appears for every currency asked, with zeros where nothing moved.
 */

const turnoverKinds = ['bet-stake', 'game-stake']
const payoutKinds = ['bet-settle', 'free-bet-settle', 'cash-out', 'game-payout']
const depositKinds = ['deposit', 'collection']
const withdrawalKinds = ['withdrawal-post']
const reportedKinds = [...turnoverKinds, ...payoutKinds, ...depositKinds, ...withdrawalKinds]

const dayMs = 86_400_000

interface MoneyRow {
  day: string
  currency_code: string
  turnover: string | null
  payouts: string | null
  deposits: string | null
  withdrawals: string | null
  active: number
}

/**
 * Per transfer: what it moved in all (its positive entries) and what it credited a member's balance or game
 * wallet, and whose it was (the member of its member-owned accounts; a transfer moves one member's money).
 */
const moneyStatement = `WITH moved AS (
  SELECT t.kind, t.currency_code, t.created_at, max(a.member_id) AS member_id,
    sum(e.amount) FILTER (WHERE e.amount > 0) AS total,
    sum(e.amount) FILTER (WHERE e.amount > 0 AND a.kind IN ('member', 'game')) AS credited
  FROM ledger_transfers t
  JOIN ledger_entries e ON e.transfer_id = t.id
  JOIN ledger_accounts a ON a.id = e.account_id
  WHERE t.created_at >= $1 AND t.created_at < $2 AND t.kind = ANY($3::text[])
    AND ($4::text IS NULL OR t.currency_code = $4)
  GROUP BY t.id
)
SELECT to_char(moved.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, moved.currency_code,
  sum(moved.total) FILTER (WHERE moved.kind = ANY($6::text[]))::text AS turnover,
  sum(moved.credited) FILTER (WHERE moved.kind = ANY($7::text[]))::text AS payouts,
  sum(moved.credited) FILTER (WHERE moved.kind = ANY($8::text[]))::text AS deposits,
  sum(moved.total) FILTER (WHERE moved.kind = ANY($9::text[]))::text AS withdrawals,
  count(DISTINCT moved.member_id) FILTER (WHERE moved.kind = ANY($6::text[]))::int AS active
FROM moved
JOIN members m ON m.id = moved.member_id
JOIN currencies c ON c.code = moved.currency_code
WHERE m.product_no = $5 AND NOT c.demo
GROUP BY 1, 2`

const newMembersStatement = `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, currency_code,
  count(*)::int AS members
FROM members
WHERE product_no = $1 AND kind = 'registered' AND created_at >= $2 AND created_at < $3
  AND ($4::text IS NULL OR currency_code = $4)
GROUP BY 1, 2`

/** The UTC days that [startTime, endTime) touches, as `YYYY-MM-DD`. */
function daysOf(startTime: number, endTime: number): string[] {
  const days: string[] = []
  for (let day = Math.floor(startTime / dayMs) * dayMs; day < endTime; day += dayMs) {
    days.push(new Date(day).toISOString().slice(0, 10))
  }
  return days
}

export interface DailyReportQuery {
  startTime: number
  endTime: number
  /** Null: every real currency of the brand. */
  currency: Currency | null
}

export async function dailyReport(
  ctx: ServerContext,
  productNo: number,
  query: DailyReportQuery,
): Promise<DailyReportRow[]> {
  const currencies = query.currency
    ? [query.currency]
    : await realCurrenciesOf(ctx.config, ctx.ledger.currencies, productNo)
  const code = query.currency?.code ?? null
  const start = new Date(query.startTime)
  const end = new Date(query.endTime)
  const [money, joined] = await Promise.all([
    ctx.db.query<MoneyRow>(moneyStatement, [
      start,
      end,
      reportedKinds,
      code,
      productNo,
      turnoverKinds,
      payoutKinds,
      depositKinds,
      withdrawalKinds,
    ]),
    ctx.db.query<{ day: string; currency_code: string; members: number }>(newMembersStatement, [
      productNo,
      start,
      end,
      code,
    ]),
  ])
  const moneyOf = new Map(money.map((row) => [`${row.day}|${row.currency_code}`, row]))
  const newOf = new Map(joined.map((row) => [`${row.day}|${row.currency_code}`, Number(row.members)]))
  const rows: DailyReportRow[] = []
  for (const day of daysOf(query.startTime, query.endTime)) {
    for (const currency of currencies) {
      const key = `${day}|${currency.code}`
      const row = moneyOf.get(key)
      const units = (value: string | null | undefined) => sqlUnits(value, currency)
      const text = (value: bigint) => fromUnits(value, currency.scale)
      const turnover = units(row?.turnover)
      const payouts = units(row?.payouts)
      rows.push({
        day,
        currencyCode: currency.code,
        turnover: text(turnover),
        payouts: text(payouts),
        ggr: text(turnover - payouts),
        deposits: text(units(row?.deposits)),
        withdrawals: text(units(row?.withdrawals)),
        activeMembers: Number(row?.active ?? 0),
        newMembers: newOf.get(key) ?? 0,
      })
    }
  }
  return rows
}
