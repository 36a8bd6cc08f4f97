import type { CsvFile, DailyReportRow } from '@sportsbook/sdk/protocol'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { csvAnswer } from '../src/http/csv'
import { type BetServer, newBettor, pickOf, placed, settleMarketNow, upcomingFootball } from './bets-support'
import { createTestClient, type TestSession } from './support/client'
import { parseCsv } from './support/csv'
import { creditMember, payWithdrawal } from './support/ledger-credits'
import { sharedServer } from './support/shared-server'
import { newOperator } from './wallet-support'

let bs: BetServer
let operator: TestSession
const dayMs = 86_400_000

beforeAll(async () => {
  bs = await sharedServer()
  operator = await newOperator(bs)
})

const today = () => {
  const start = Math.floor(Date.now() / dayMs) * dayMs
  return { startTime: start, endTime: start + dayMs }
}

/** The sums the ledger itself holds for brand 800000's USD movements, by kind. */
async function ledgerSums(): Promise<Record<string, number>> {
  const rows = await bs.server.ctx.db.query<{ kind: string; moved: string; credited: string | null }>(
    `SELECT t.kind, sum(e.amount) FILTER (WHERE e.amount > 0)::text AS moved,
       sum(e.amount) FILTER (WHERE e.amount > 0 AND a.kind = 'member')::text AS credited
     FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.currency_code = 'USD' GROUP BY t.kind`,
  )
  return Object.fromEntries(
    rows.flatMap((row) => [
      [`${row.kind}:moved`, Number(row.moved)],
      [`${row.kind}:credited`, Number(row.credited ?? 0)],
    ]),
  )
}

describe('the daily report', () => {
  it('adds up to the ledger: turnover, payouts, ggr (the house and the open stakes), money in and out', async () => {
    const [first, second, third] = upcomingFootball(bs)
    const bettors = await Promise.all([newBettor(bs, '500'), newBettor(bs, '500'), newBettor(bs, '500')])
    const winner = pickOf(first!, '1x2', 'home')
    const loser = pickOf(second!, '1x2', 'home')
    await placed(bs, bettors[0]!, { legs: [winner], stake: '40' })
    await placed(bs, bettors[1]!, { legs: [loser], stake: '25' })
    await placed(bs, bettors[2]!, { legs: [pickOf(third!, '1x2', 'draw')], stake: '15' })
    await settleMarketNow(bs, winner, 'won')
    await settleMarketNow(bs, loser, 'lost')
    const { ledger } = bs.server.ctx
    await creditMember(ledger, bettors[2]!.memberId, '70', 'USD', 'deposit')
    await payWithdrawal(ledger, bettors[1]!.memberId, '30')

    const answer = await bs.client.form<DailyReportRow[]>(
      '/app/api/internal/report/daily',
      { ...today(), currencyCode: 'USD' },
      operator,
    )
    expect(answer.code, answer.msg).toBe(0)
    expect(answer.data).toHaveLength(1)
    const row = answer.data[0]!
    const sums = await ledgerSums()
    expect(Number(row.turnover)).toBe(sums['bet-stake:moved'])
    expect(Number(row.turnover)).toBe(80)
    expect(Number(row.payouts)).toBe(sums['bet-settle:credited'])
    expect(Number(row.deposits)).toBe(70)
    expect(Number(row.withdrawals)).toBe(30)
    // What the house kept, plus the stakes still open, is the turnover less the payouts.
    const [held] = await bs.server.ctx.db.query<{ house: string; open: string }>(
      `SELECT (SELECT balance FROM ledger_accounts WHERE kind = 'house' AND currency_code = 'USD')::text AS house,
         (SELECT COALESCE(sum(balance), 0) FROM ledger_accounts WHERE kind = 'escrow' AND ref = 'bets'
           AND currency_code = 'USD')::text AS open`,
    )
    expect(Number(row.ggr)).toBeCloseTo(Number(held!.house) + Number(held!.open), 8)
    expect(row.activeMembers).toBe(3)
    // Three bettors and the operator registered today in USD.
    expect(row.newMembers).toBe(4)
  })

  it("is the operator's brand only, every currency and day of the range, and CSV on asking", async () => {
    const copa = createTestClient(bs.server.url, { origin: 'http://localhost:5172' })
    const copaOperator = await newOperator({ ...bs, client: copa }, copa)
    const range = { startTime: today().startTime - dayMs, endTime: today().endTime }
    const copaReport = await copa.form<DailyReportRow[]>(
      '/app/api/internal/report/daily',
      range,
      copaOperator,
    )
    expect(copaReport.code).toBe(0)
    expect(copaReport.data.map((row) => `${row.day} ${row.currencyCode}`)).toHaveLength(4)
    expect(copaReport.data.every((row) => row.turnover === '0.00' || row.turnover === '0.0000')).toBe(true)

    const csv = await bs.client.form<CsvFile>(
      '/app/api/internal/report/daily',
      { ...range, format: 'csv' },
      operator,
    )
    expect(csv.code).toBe(0)
    const rows = parseCsv(csv.data.csv)
    // The header names the fields of PROTOCOL.md section 14, in its order.
    const header = 'day,currencyCode,turnover,payouts,ggr,deposits,withdrawals,activeMembers,newMembers'
    expect(rows[0]?.join(',')).toBe(header)
    expect(rows).toHaveLength(1 + 2 * 3)
    expect(csv.data.filename).toMatch(/^daily-report-800000-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  })

  it('refuses a bad range or currency naming the field', async () => {
    const { startTime } = today()
    const bad = [
      [{ startTime, endTime: startTime }, 'endTime'],
      [{ startTime, endTime: startTime + 367 * dayMs }, 'endTime'],
      [{ startTime: 'yesterday', endTime: startTime }, 'startTime'],
      [{ startTime, endTime: startTime + dayMs, currencyCode: 'DEMO' }, 'currencyCode'],
      [{ startTime, endTime: startTime + dayMs, format: 'xml' }, 'format'],
    ] as const
    for (const [fields, field] of bad) {
      const answer = await bs.client.form('/app/api/internal/report/daily', fields, operator)
      expect(answer.code, field).toBe(1000)
      expect(answer.data).toEqual({ field })
    }
    const player = await newBettor(bs, '0')
    expect((await bs.client.form('/app/api/internal/report/daily', today(), player)).code).toBe(3004)
  })
})

describe('CSV answers', () => {
  it('read back as the rows they were made of (RFC 4180 quoting)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 20 }), (pairs) => {
        const rows = pairs.map(([a, b]) => ({ a, b }))
        const { csv } = csvAnswer('x.csv', ['a', 'b'], rows)
        expect(parseCsv(csv)).toEqual([['a', 'b'], ...pairs])
      }),
    )
  })
})
