import type { CsvFile, Protection, StatementEntry } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import {
  bettorWithPick,
  creditDeposit,
  dayMs,
  expectInvalid,
  readProtection,
  stake,
} from './protection-support'
import type { TestSession } from './support/client'
import { parseCsv } from './support/csv'
import { payWithdrawal } from './support/ledger-credits'
import { useSharedServer } from './support/shared-server'

const ps = useSharedServer()

function statement(session: TestSession, query: Record<string, unknown>) {
  return ps.client.form<{ list: StatementEntry[]; total: number } | CsvFile>(
    '/app/api/member/statement',
    query,
    session,
  )
}

describe('the statement (PROTOCOL.md section 11)', () => {
  it('pages every movement of the balance in the range, newest first, with the balance after it', async () => {
    const { bettor, pick } = await bettorWithPick(ps, '100')
    await creditDeposit(ps, bettor.memberId, '50')
    expect((await stake(ps, bettor, pick, '10')).code).toBe(0)
    const now = Date.now()
    const page = await statement(bettor, { startTime: now - dayMs, endTime: now + 60_000, pageSize: 2 })
    expect(page.code, page.msg).toBe(0)
    const data = page.data as { list: StatementEntry[]; total: number }
    expect(data.total).toBe(3)
    expect(data.list.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ['bet-stake', '-10.00', '140.00'],
      ['deposit', '50.00', '150.00'],
    ])
    expect(data.list[0]!.ref).toMatch(/^order:\d+$/)
    expect(data.list[0]!.memo).not.toBe('')
  })

  it('answers CSV with a header row, RFC 4180 quoting and the same entries oldest first', async () => {
    const { bettor, pick } = await bettorWithPick(ps, '100')
    expect((await stake(ps, bettor, pick, '10')).code).toBe(0)
    const now = Date.now()
    const answer = await statement(bettor, { startTime: now - dayMs, endTime: now + 60_000, format: 'csv' })
    expect(answer.code, answer.msg).toBe(0)
    const file = answer.data as CsvFile
    expect(file.filename).toMatch(/^statement-.+\.csv$/)
    expect(file.csv.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = parseCsv(file.csv)
    expect(header).toEqual(['time', 'kind', 'ref', 'currencyCode', 'amount', 'balanceAfter', 'memo'])
    expect(rows.map((row) => [row[1], row[4], row[5]])).toEqual([
      ['operator-credit', '100.00', '100.00'],
      ['bet-stake', '-10.00', '90.00'],
    ])
    expect(new Date(rows[0]![0]!).toISOString()).toBe(rows[0]![0])
  })

  it('refuses a range over 366 days or backwards, naming endTime', async () => {
    const { bettor } = await bettorWithPick(ps, '0')
    const now = Date.now()
    expectInvalid(await statement(bettor, { startTime: now - 367 * dayMs, endTime: now }), 'endTime')
    expectInvalid(await statement(bettor, { startTime: now, endTime: now - 1 }), 'endTime')
    expectInvalid(await statement(bettor, { startTime: now - dayMs, endTime: now, format: 'pdf' }), 'format')
  })
})

describe('lifetime money', () => {
  it('sums deposits and paid withdrawals per currency, net their difference', async () => {
    const { bettor } = await bettorWithPick(ps, '0')
    await creditDeposit(ps, bettor.memberId, '120')
    await creditDeposit(ps, bettor.memberId, '30')
    await payWithdrawal(ps.server.ctx.ledger, bettor.memberId, '40')
    const protection: Protection = await readProtection(ps, bettor)
    expect(protection.lifetime).toEqual([
      { currencyCode: 'USD', deposits: '150.00', withdrawals: '40.00', net: '110.00' },
    ])
  })
})
