import type { PeerBank } from '@sportsbook/sdk/protocol'
import { codes, outcomeGrid } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type BetServer,
  type Bettor,
  expectLedgerBalanced,
  newBettor,
  upcomingFootball,
} from './bets-support'
import { bankBody, betOnBank, investIn, joinBank, openBank } from './market-support'
import { useSharedServer } from './support/shared-server'

/**
 * 200 gambler orders at once on one bank with little capacity (PROTOCOL.md section 9): the bank's row lock lets
 * one order at a time take capacity, so however they interleave no participant's worst case exceeds their
 * capital, the escrow gains exactly the accepted stakes, and every refusal is over capacity, the balance or the
 * bank's limits. On PostgreSQL the requests truly run at once (a pool of connections); PGlite queues them.
 */
const bs: BetServer = useSharedServer()
let bank: PeerBank
let gamblers: Bettor[]

beforeAll(async () => {
  const [match] = upcomingFootball(bs)
  const banker = await newBettor(bs, '1000')
  const partner = await newBettor(bs, '1000')
  const { selections } = bankBody(match!)
  const opened = await openBank(bs.client, banker, match!, {
    selections: selections.map((item, index) => ({ ...item, odds: ['2.50', '3.20', '2.90'][index] })),
    capital: '60',
    maxStake: '40',
  })
  expect(opened.code, opened.msg).toBe(0)
  bank = opened.data
  expect((await joinBank(bs.client, partner, bank)).code).toBe(0)
  const invested = await investIn(bs.client, partner, bank, '40')
  expect(invested.code, invested.msg).toBe(0)
  // Forty gamblers, a few of them with less money than they will stake.
  gamblers = await Promise.all(Array.from({ length: 40 }, (_, i) => newBettor(bs, i % 8 === 0 ? '3' : '500')))
}, 180_000)

describe('200 gambler orders at once on one bank', () => {
  it('never lets a participant risk more than their capital and escrows exactly the accepted stakes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const selection = bank.selections[i % bank.selections.length]!
        // Stakes from 1 to 45: those above 40 are outside the bank's maximum.
        const stake = String(1 + ((i * 7) % 45))
        return betOnBank(bs.client, gamblers[i % gamblers.length]!, bank, stake, selection).then(
          (answer) => ({ answer, stake }),
        )
      }),
    )
    const byCode = new Map<number, number>()
    for (const { answer } of answers) byCode.set(answer.code, (byCode.get(answer.code) ?? 0) + 1)
    expect([...byCode.keys()].every((code) => [0, codes.OPENING_CAPACITY, 2001, 2004].includes(code))).toBe(
      true,
    )
    expect(byCode.get(0)).toBeGreaterThan(0)
    expect(byCode.get(codes.OPENING_CAPACITY)).toBeGreaterThan(0)

    const accepted = answers
      .filter(({ answer }) => answer.code === 0)
      .reduce((sum, { stake }) => sum + BigInt(stake) * 100n, 0n)
    const { db } = bs.server.ctx
    const [escrow] = await db.query<{ balance: string }>(
      "SELECT (balance * 100)::bigint::text AS balance FROM ledger_accounts WHERE kind = 'escrow' AND ref = $1",
      [`bank:${bank.id}`],
    )
    // The capital (60 + 40) and every accepted stake, nothing more.
    expect(BigInt(escrow!.balance)).toBe(10_000n + accepted)

    const participants = await db.query<{ capital: string; results: string[] | string }>(
      'SELECT (capital * 100)::bigint::text AS capital, results FROM bank_participants WHERE bank_id = $1',
      [bank.id],
    )
    expect(participants).toHaveLength(2)
    const grid = outcomeGrid('1x2', null)
    for (const row of participants) {
      const results = (typeof row.results === 'string' ? JSON.parse(row.results) : row.results) as string[]
      expect(results).toHaveLength(grid.length)
      for (const result of results) expect(BigInt(result)).toBeGreaterThanOrEqual(-BigInt(row.capital) * 200n)
    }
    // One stored order per accepted answer.
    const [{ count }] = (await db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM gambler_orders WHERE bank_id = $1',
      [bank.id],
    )) as [{ count: string }]
    expect(Number(count)).toBe(byCode.get(0))
    await expectLedgerBalanced(bs)
  }, 120_000)
})
