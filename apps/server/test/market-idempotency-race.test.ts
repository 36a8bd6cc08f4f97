import { randomUUID } from 'node:crypto'
import type { Envelope, GamblerOrder, PeerBank } from '@sportsbook/sdk/protocol'
import { codes } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BookMatch } from '../src/matches/book'
import {
  type BetServer,
  type Bettor,
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  upcomingFootball,
} from './bets-support'
import { bankBody, gamblerOrderBody, joinBank } from './market-support'
import { useSharedServer } from './support/shared-server'

/**
 * The market's money paths with one key sent 20 times at once (PROTOCOL.md sections 8 and 9, src/requests/): one
 * movement, every answer that movement's result; the key with another body is 2005 and moves nothing. On
 * PostgreSQL the requests truly race (a pool of connections).
 */
const bs: BetServer = useSharedServer()
let match: BookMatch

beforeAll(async () => {
  const [first] = upcomingFootball(bs)
  if (!first) throw new Error('no upcoming football match')
  match = first
}, 120_000)

const openBody = () => bankBody(match)

async function openedBank(banker: Bettor): Promise<PeerBank> {
  const answer = await bs.client.flat<PeerBank>('/match/opening', openBody(), banker)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

const twenty = <T>(send: () => Promise<Envelope<T>>) => Promise.all(Array.from({ length: 20 }, send))

function expectOneAnswer<T>(answers: Envelope<T>[]): T {
  expect(answers.map((answer) => answer.code)).toEqual(Array(20).fill(0))
  for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data)
  return answers[0]!.data
}

async function countOf(sql: string, params: unknown[]): Promise<number> {
  const [row] = await bs.server.ctx.db.query<{ n: string }>(sql, params)
  return Number(row?.n ?? 0)
}

describe('one key x20 at once on the market', () => {
  it('opens one bank and moves the capital once; another body with the key is 2005', async () => {
    const banker = await newBettor(bs, '300')
    const body = openBody()
    const bank = expectOneAnswer(await twenty(() => bs.client.flat<PeerBank>('/match/opening', body, banker)))
    expect(bank.capital).toBe('100.00')
    expect(
      await countOf('SELECT count(*)::text AS n FROM banks WHERE banker_id = $1', [banker.memberId]),
    ).toBe(1)
    expect(await balanceOf(bs, banker.memberId)).toBe('200.00')
    // "100.00" is the body of "100"; 101 is another body.
    expect((await bs.client.flat('/match/opening', { ...body, capital: '100.00' }, banker)).data).toEqual(
      bank,
    )
    const other = await bs.client.flat('/match/opening', { ...body, capital: '101' }, banker)
    expect(other.code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await balanceOf(bs, banker.memberId)).toBe('200.00')
    await expectLedgerBalanced(bs)
  })

  it('invests once: the capital and the escrow rise by one amount; another body with the key is 2005', async () => {
    const bank = await openedBank(await newBettor(bs, '100'))
    const partner = await newBettor(bs, '100')
    const joined = await joinBank(bs.client, partner, bank)
    expect(joined.code, joined.msg).toBe(0)
    const body = { id: bank.id, amount: '30', requestId: randomUUID() }
    const invested = expectOneAnswer(
      await twenty(() => bs.client.form<PeerBank>('/match/opening/invest', body, partner)),
    )
    expect(invested.capital).toBe('130.00')
    expect(await balanceOf(bs, partner.memberId)).toBe('70.00')
    const [escrow] = await bs.server.ctx.db.query<{ balance: string }>(
      "SELECT balance::numeric(38, 2)::text AS balance FROM ledger_accounts WHERE kind = 'escrow' AND ref = $1",
      [`bank:${bank.id}`],
    )
    expect(escrow?.balance).toBe('130.00')
    const other = await bs.client.form('/match/opening/invest', { ...body, amount: '31' }, partner)
    expect(other.code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await balanceOf(bs, partner.memberId)).toBe('70.00')
    await expectLedgerBalanced(bs)
  })

  it('places one gambler order and escrows its stake once; another body with the key is 2005', async () => {
    const bank = await openedBank(await newBettor(bs, '100'))
    const gambler = await newBettor(bs, '100')
    const body = gamblerOrderBody(bank, '10')
    const order = expectOneAnswer(
      await twenty(() => bs.client.form<GamblerOrder>('/trade/api/gambler/order/create', body, gambler)),
    )
    expect(order).toMatchObject({ bankId: bank.id, stake: '10.00', status: 'open' })
    expect(
      await countOf('SELECT count(*)::text AS n FROM gambler_orders WHERE member_id = $1', [
        gambler.memberId,
      ]),
    ).toBe(1)
    expect(await balanceOf(bs, gambler.memberId)).toBe('90.00')
    const other = await bs.client.form('/trade/api/gambler/order/create', { ...body, stake: '11' }, gambler)
    expect(other.code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await balanceOf(bs, gambler.memberId)).toBe('90.00')
    await expectLedgerBalanced(bs)
  })
})
