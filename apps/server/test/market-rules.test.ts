import { randomUUID } from 'node:crypto'
import type {
  BankerInfo,
  BankOrder,
  BankStat,
  GamblerOrder,
  PeerBank,
  Unsettled,
} from '@sportsbook/sdk/protocol'
import { codes } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BookMatch } from '../src/matches/book'
import { type BetServer, type Bettor, balanceOf, credit, newBettor, upcomingFootball } from './bets-support'
import { betOnBank, investIn, joinBank, openBank } from './market-support'
import { createTestClient } from './support/client'
import { newMember } from './support/flows'
import { useSharedServer } from './support/shared-server'

/**
 * The market's rules over HTTP beyond orders and settlement (PROTOCOL.md section 9): kick-off by the feed's clock,
 * odds changes for new orders only, the readers, brands kept apart, and bad input changing nothing.
 */
const bs: BetServer = useSharedServer()
let match: BookMatch
let banker: Bettor
let partner: Bettor
let gambler: Bettor
let bank: PeerBank

const homeOf = (item: PeerBank) => item.selections.find((selection) => selection.name === 'home')!

function bet(who: Bettor, target: PeerBank, stake = '10', odds = homeOf(target).odds) {
  return betOnBank(bs.client, who, target, stake, homeOf(target), { odds })
}

beforeAll(async () => {
  match = upcomingFootball(bs)[0]!
  banker = await newBettor(bs, '1000')
  partner = await newBettor(bs, '1000')
  gambler = await newBettor(bs, '1000')
  const opened = await openBank(bs.client, banker, match, {
    capital: '200',
    maxStake: '100',
    description: 'Derby day',
  })
  expect(opened.code, opened.msg).toBe(0)
  bank = opened.data
  await joinBank(bs.client, partner, bank)
  await investIn(bs.client, partner, bank, '100')
}, 120_000)

describe('the banker', () => {
  it('changes odds for new orders only', async () => {
    const first = await bet(gambler, bank, '10')
    expect(first.code, first.msg).toBe(0)
    const changed = await bs.client.flat<PeerBank>(
      '/match/opening/odds/config',
      { id: bank.id, selections: [{ selectionId: homeOf(bank).selectionId, odds: '1.80' }] },
      banker,
    )
    expect(homeOf(changed.data).odds).toBe('1.80')
    expect((await bet(gambler, bank, '10', '2.00')).code).toBe(codes.ODDS_CHANGED)
    const second = await bet(gambler, changed.data, '10', '1.80')
    expect(second.data.odds).toBe('1.80')
    const mine = await bs.client.form<{ list: GamblerOrder[] }>(
      'trade/api/gambler/order/list',
      { bankId: bank.id },
      gambler,
    )
    expect(mine.data.list.map((item) => item.odds)).toEqual(['1.80', '2.00'])
    bank = changed.data
  })

  it('edits the description as plain text and refuses anyone else with 3004', async () => {
    const edited = await bs.client.form<PeerBank>(
      '/match/opening/desc/update',
      { id: bank.id, description: 'Line one\nline two' },
      banker,
    )
    expect(edited.data.description).toBe('Line one\nline two')
    const refused = await bs.client.form(
      '/match/opening/desc/update',
      { id: bank.id, description: 'mine' },
      partner,
    )
    expect(refused.code).toBe(codes.NOT_PERMITTED)
    const tooLong = await bs.client.form(
      '/match/opening/desc/update',
      { id: bank.id, description: 'x'.repeat(501) },
      banker,
    )
    expect(tooLong.data).toEqual({ field: 'description' })
  })

  it('answers bad input with 1000 naming the field and changes nothing', async () => {
    const before = await balanceOf(bs, banker.memberId)
    const answer = await bs.client.flat(
      '/match/opening',
      {
        matchId: match.id,
        marketId: 1,
        selections: [{ selectionId: 1, odds: '100.01' }],
        capital: '10',
        currencyCode: 'USD',
        minStake: '1',
        maxStake: '2',
        requestId: randomUUID(),
      },
      banker,
    )
    expect(answer.code).toBe(codes.INVALID_REQUEST)
    expect(answer.data).toEqual({ field: 'selections.0.odds' })
    expect(await balanceOf(bs, banker.memberId)).toBe(before)
  })
})

describe('the readers', () => {
  it('shows participants, their shares and worst cases, and the outcomes to participants only', async () => {
    const info = await bs.client.form<BankerInfo>('match/opening/banker/info', { id: bank.id }, partner)
    expect(info.code, info.msg).toBe(0)
    expect(info.data.participants.map((item) => [item.role, item.capital, item.share])).toEqual([
      ['banker', '200.00', '0.6666'],
      ['partner', '100.00', '0.3333'],
    ])
    // Home at 2.00 for 10 and at 1.80 for 10: the bank loses 10 + 8 if home wins, wins 20 otherwise.
    expect(info.data.outcomes).toEqual([
      { label: 'home', pnl: '-18.00' },
      { label: 'draw', pnl: '20.00' },
      { label: 'away', pnl: '20.00' },
    ])
    expect((await bs.client.form('match/opening/banker/info', { id: bank.id }, gambler)).code).toBe(
      codes.NOT_PERMITTED,
    )
    const orders = await bs.client.form<{ list: BankOrder[] }>(
      'trade/api/gambler/query/user/order/list',
      { bankId: bank.id },
      banker,
    )
    expect(orders.data.list).toHaveLength(2)
    expect(orders.data.list[0]?.gambler).toMatch(/\*\*\*/)
    const refused = await bs.client.form(
      'trade/api/gambler/query/user/order/list',
      { bankId: bank.id },
      gambler,
    )
    expect(refused.code).toBe(codes.NOT_PERMITTED)
  })

  it('lists banks, the caller banks stats and what is unsettled', async () => {
    const list = await bs.client.form<{ list: PeerBank[]; total: number }>(
      'match/opening/list',
      { matchId: match.id },
      gambler,
    )
    expect(list.data.list.map((item) => item.id)).toEqual([bank.id])
    const mine = await bs.client.form<{ list: PeerBank[] }>('match/opening/list', { mine: true }, gambler)
    expect(mine.data.list).toEqual([])
    const stats = await bs.client.form<{ list: BankStat[] }>('trade/api/gambler/order/stat/list', {}, partner)
    expect(stats.data.list).toEqual([
      expect.objectContaining({
        bankId: bank.id,
        role: 'partner',
        capital: '100.00',
        orders: 2,
        stakes: '20.00',
      }),
    ])
    const unsettled = await bs.client.form<Unsettled[]>('/trade/unsettle', {}, gambler)
    expect(unsettled.data).toEqual([
      { currencyCode: 'USD', orderCount: 2, stakes: '20.00', bankCount: 0, capital: '0.00' },
    ])
    const simple = await bs.client.form<{ id: number }[]>('match/simple/list', {}, gambler)
    expect(simple.data.some((item) => item.id === match.id)).toBe(true)
  })
})

describe('brands', () => {
  it('never cross: a member of another brand cannot see, join or bet on a bank', async () => {
    const other = createTestClient(bs.server.url, { origin: 'http://localhost:5172' })
    const stranger = await newMember(other)
    await credit(bs, stranger.user.memberId, '100')
    expect((await other.form('match/opening/info', { id: bank.id }, stranger)).code).toBe(
      codes.OPENING_NOT_FOUND,
    )
    expect((await joinBank(other, stranger, bank)).code).toBe(codes.OPENING_NOT_FOUND)
    expect((await betOnBank(other, stranger, bank, '5', homeOf(bank))).code).toBe(codes.OPENING_NOT_FOUND)
    const list = await other.form<{ list: PeerBank[] }>('match/opening/list', {}, stranger)
    expect(list.data.list).toEqual([])
  })
})

describe('sales stop', () => {
  it('at kick-off by the feed clock: orders and investments are refused, the bank reads closed', async () => {
    bs.clock.set(match.startTime)
    expect((await bet(gambler, bank)).code).toBe(codes.OPENING_NOT_FOUND)
    expect((await investIn(bs.client, partner, bank, '10')).code).toBe(codes.OPENING_NOT_FOUND)
    const info = await bs.client.form<PeerBank>('match/opening/info', { id: bank.id }, gambler)
    expect(info.data.status).toBe('closed')
    expect(info.data.selections.every((item) => item.capacity === '0.00')).toBe(true)
  })
})
