import { randomUUID } from 'node:crypto'
import type { BankerInfo, GamblerOrder, PeerBank } from '@sportsbook/sdk/protocol'
import { codes } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { settlementOf } from '../src/bets/settlement-worker'
import type { BookMatch } from '../src/matches/book'
import {
  type BetServer,
  type Bettor,
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  upcomingFootball,
} from './bets-support'
import { betOnBank, investIn, joinBank, openBank as openBankOn } from './market-support'
import { useSharedServer } from './support/shared-server'

/**
 * The peer trade market over HTTP (PROTOCOL.md section 9) on the real server: banks opened on the feed's
 * upcoming matches, partners, gamblers, and settlement from results written as the match store writes them.
 */
const bs: BetServer = useSharedServer()
let matches: BookMatch[]

beforeAll(async () => {
  matches = upcomingFootball(bs)
  if (matches.length < 8) throw new Error('not enough upcoming football matches')
}, 120_000)

let nextMatch = 0
const freshMatch = () => matches[nextMatch++]!

function market(match: BookMatch, type = '1x2') {
  const found = match.markets.find((item) => item.type === type)
  if (!found) throw new Error(`no ${type} market`)
  return found
}

/** A bank of 100 USD taking stakes up to 1000 (so a bank's capacity, not its maximum, refuses first). */
function openBank(banker: Bettor, match: BookMatch, extra: Record<string, unknown> = {}) {
  return openBankOn(bs.client, banker, match, { maxStake: '1000', ...extra })
}

async function opened(banker: Bettor, match: BookMatch, extra: Record<string, unknown> = {}) {
  const answer = await openBank(banker, match, extra)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

function bet(
  gambler: Bettor,
  bank: PeerBank,
  name: string,
  stake: string,
  extra: Record<string, unknown> = {},
) {
  const selection = bank.selections.find((item) => item.name === name)!
  return betOnBank(bs.client, gambler, bank, stake, selection, extra)
}

const join = (partner: Bettor, bank: PeerBank, password = '') => joinBank(bs.client, partner, bank, password)

const invest = (partner: Bettor, bank: PeerBank, amount: string, requestId = randomUUID()) =>
  investIn(bs.client, partner, bank, amount, requestId)

/** Writes the 1X2 result (and the score) as the match store does, then runs the settlement sweep. */
async function finish(match: BookMatch, home: number, away: number, status = 'finished') {
  const { db } = bs.server.ctx
  await db.query(
    `UPDATE matches SET status = $2, home_score = $3, away_score = $4, settled_at = $5 WHERE id = $1`,
    [match.id, status, home, away, Date.now()],
  )
  const winner = home > away ? 'home' : home < away ? 'away' : 'draw'
  await db.query(
    `UPDATE match_selections SET status = 'settled',
       result = CASE WHEN $2 THEN 'void' WHEN name = $3 THEN 'won' ELSE 'lost' END WHERE market_id = $1`,
    [market(match).id, status === 'cancelled', winner],
  )
  await settlementOf(bs.server.ctx).sweep()
}

describe('the worked example of PROTOCOL.md section 9', () => {
  for (const [home, away, bankerAfter, partnerAfter] of [
    [1, 0, '900.00', '900.00'],
    [0, 1, '1095.00', '1095.00'],
  ] as const) {
    it(`${home > away ? 'home wins: the banker loses 100 (not 150) and the partner 100' : 'home loses: each wins their own order'}`, async () => {
      const match = freshMatch()
      const banker = await newBettor(bs, '1000')
      const partner = await newBettor(bs, '1000')
      const gambler = await newBettor(bs, '1000')
      const bank = await opened(banker, match)
      const first = await bet(gambler, bank, 'home', '100')
      expect(first.code, first.msg).toBe(0)
      expect((await join(partner, bank)).code).toBe(0)
      expect((await invest(partner, bank, '100')).code).toBe(0)
      const second = await bet(gambler, bank, 'home', '100')
      expect(second.code, second.msg).toBe(0)
      const info = await bs.client.form<BankerInfo>('match/opening/banker/info', { id: bank.id }, banker)
      expect(info.code, info.msg).toBe(0)
      expect(info.data.participants.map((item) => item.pnl)).toEqual(['-100.00', '-100.00'])
      await finish(match, home, away)
      // Home wins: the gambler gets 400 of stakes 200; home loses: each wins 100, the commission is 5% of it.
      expect(await balanceOf(bs, banker.memberId)).toBe(bankerAfter)
      expect(await balanceOf(bs, partner.memberId)).toBe(partnerAfter)
      expect(await balanceOf(bs, gambler.memberId)).toBe(home > away ? '1200.00' : '800.00')
      const [escrow] = await bs.server.ctx.db.query<{ balance: string }>(
        "SELECT balance::text FROM ledger_accounts WHERE kind = 'escrow' AND ref = $1",
        [`bank:${bank.id}`],
      )
      expect(Number(escrow?.balance)).toBe(0)
      await expectLedgerBalanced(bs)
    })
  }
})

describe('gambler orders', () => {
  let bank: PeerBank
  let banker: Bettor
  let gambler: Bettor

  beforeAll(async () => {
    banker = await newBettor(bs, '1000')
    gambler = await newBettor(bs, '1000')
    bank = await opened(banker, freshMatch(), { minStake: '5', maxStake: '60' })
  })

  it('refuses odds other than the bank current ones with 2002 and the odds', async () => {
    const answer = await bet(gambler, bank, 'home', '10', { odds: '2.10' })
    expect(answer.code).toBe(codes.ODDS_CHANGED)
    expect((answer.data as unknown as { odds: string }).odds).toBe('2.00')
  })

  it('refuses a stake outside the bank min and max with 2004', async () => {
    const answer = await bet(gambler, bank, 'home', '61')
    expect(answer.code).toBe(codes.STAKE_OUT_OF_LIMITS)
    expect(answer.data).toEqual({ min: '5.00', max: '60.00', currencyCode: 'USD' })
  })

  it('refuses the banker and partners with 3004', async () => {
    expect((await bet(banker, bank, 'home', '10')).code).toBe(codes.NOT_PERMITTED)
  })

  it('refuses over capacity with 3002 and the exact bound', async () => {
    expect((await bet(gambler, bank, 'home', '60')).code).toBe(0)
    // The banker's worst case is home: -60; 40 of capital left at odds 2.00 takes 40 more on home.
    const answer = await bet(gambler, bank, 'home', '41')
    expect(answer.code).toBe(codes.OPENING_CAPACITY)
    expect(answer.data).toEqual({ available: '40.00' })
    const info = await bs.client.form<PeerBank>('match/opening/info', { id: bank.id }, gambler)
    expect(info.data.selections.find((item) => item.name === 'home')?.capacity).toBe('40.00')
    // A stake on away lowers the home loss: it fits far beyond.
    expect((await bet(gambler, bank, 'away', '60')).code).toBe(0)
  })

  it('answers the same requestId and body with the first order, another body with 2005', async () => {
    const requestId = randomUUID()
    const first = await bet(gambler, bank, 'draw', '10', { requestId })
    const again = await bet(gambler, bank, 'draw', '10.00', { requestId })
    expect(again.data.id).toBe(first.data.id)
    expect((await bet(gambler, bank, 'draw', '11', { requestId })).code).toBe(codes.IDEMPOTENCY_CONFLICT)
  })

  it('refuses a short balance with 2001 and a bad field with 1000 naming it', async () => {
    const poor = await newBettor(bs, '5')
    expect((await bet(poor, bank, 'draw', '10')).code).toBe(codes.INSUFFICIENT_BALANCE)
    const bad = await bet(gambler, bank, 'draw', 'ten')
    expect(bad.code).toBe(codes.INVALID_REQUEST)
    expect(bad.data).toEqual({ field: 'stake' })
  })

  it('stops sales on the banker pause (3001) and resumes them', async () => {
    const paused = await bs.client.form<PeerBank>(
      '/match/opening/sale/status',
      { id: bank.id, open: false },
      banker,
    )
    expect(paused.data.status).toBe('paused')
    expect((await bet(gambler, bank, 'draw', '10')).code).toBe(codes.OPENING_NOT_FOUND)
    expect(
      (await bs.client.form('/match/opening/sale/status', { id: bank.id, open: true }, gambler)).code,
    ).toBe(codes.NOT_PERMITTED)
    await bs.client.form('/match/opening/sale/status', { id: bank.id, open: true }, banker)
    expect((await bet(gambler, bank, 'draw', '10')).code).toBe(0)
  })

  it('cancels only a bank with no orders, and gives the capital back', async () => {
    const refused = await bs.client.form('/match/opening/cancel', { id: bank.id }, banker)
    expect(refused.code).toBe(1006)
    expect(refused.msg).toBe('A bank with orders cannot be cancelled')
    const other = await newBettor(bs, '500')
    const empty = await opened(other, freshMatch())
    expect(await balanceOf(bs, other.memberId)).toBe('400.00')
    const cancelled = await bs.client.form<PeerBank>('/match/opening/cancel', { id: empty.id }, other)
    expect(cancelled.data.status).toBe('cancelled')
    expect(await balanceOf(bs, other.memberId)).toBe('500.00')
  })
})

describe('opening and partners', () => {
  it('allows one open bank per banker and match (check/exist says which)', async () => {
    const banker = await newBettor(bs, '1000')
    const match = freshMatch()
    const bank = await opened(banker, match)
    expect((await openBank(banker, match)).code).toBe(1006)
    const exists = await bs.client.form('match/opening/check/exist', { matchId: match.id }, banker)
    expect(exists.data).toEqual({ exists: true, id: bank.id })
  })

  it('limits wrong bank passwords: 3003, then 1004 after five within 15 minutes', async () => {
    const banker = await newBettor(bs, '1000')
    const partner = await newBettor(bs, '1000')
    const bank = await opened(banker, freshMatch(), { password: 'open sesame' })
    expect(bank.private).toBe(true)
    for (let i = 0; i < 5; i += 1)
      expect((await join(partner, bank, 'wrong')).code).toBe(codes.WRONG_OPENING_PASSWORD)
    const limited = await join(partner, bank, 'open sesame')
    expect(limited.code).toBe(codes.TOO_MANY_ATTEMPTS)
    expect((limited.data as unknown as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0)
    const other = await newBettor(bs, '1000')
    expect((await join(other, bank, 'open sesame')).code).toBe(0)
  })

  it('refuses investing without joining (3004) and answers a replayed invest once', async () => {
    const banker = await newBettor(bs, '1000')
    const partner = await newBettor(bs, '1000')
    const bank = await opened(banker, freshMatch())
    expect((await invest(partner, bank, '50')).code).toBe(codes.NOT_PERMITTED)
    await join(partner, bank)
    const requestId = randomUUID()
    expect((await invest(partner, bank, '50', requestId)).data.capital).toBe('150.00')
    expect((await invest(partner, bank, '50', requestId)).data.capital).toBe('150.00')
    expect((await invest(partner, bank, '60', requestId)).code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await balanceOf(bs, partner.memberId)).toBe('950.00')
  })

  it('refuses a demo member on an R path with 3004', async () => {
    const visitor = await bs.client.form<{ uid: string; token: string }>('/app/api/visitor/create', {
      lang: 'en',
    })
    const demo = await bs.client.form<{ uid: string; token: string }>(
      '/app/api/member/create/try-play/account',
      { lang: 'en' },
      visitor.data,
    )
    expect(demo.code, demo.msg).toBe(0)
    const answer = await bs.client.flat('/match/opening', { matchId: 1 }, demo.data)
    expect(answer.code).toBe(codes.NOT_PERMITTED)
  })

  it('voids every order of a cancelled match and returns every capital, once', async () => {
    const match = freshMatch()
    const banker = await newBettor(bs, '1000')
    const gambler = await newBettor(bs, '1000')
    const bank = await opened(banker, match)
    expect((await bet(gambler, bank, 'draw', '30')).code).toBe(0)
    await finish(match, 0, 0, 'cancelled')
    await settlementOf(bs.server.ctx).sweep()
    expect(await balanceOf(bs, banker.memberId)).toBe('1000.00')
    expect(await balanceOf(bs, gambler.memberId)).toBe('1000.00')
    const orders = await bs.client.form<{ list: GamblerOrder[] }>('trade/api/gambler/order/list', {}, gambler)
    expect(orders.data.list[0]?.status).toBe('void')
    await expectLedgerBalanced(bs)
  })
})
