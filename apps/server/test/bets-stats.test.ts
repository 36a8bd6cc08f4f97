import { randomUUID } from 'node:crypto'
import {
  type AmountLogEntry,
  codes,
  type DayStat,
  type MasterRank,
  type Order,
  type OrderCount,
  type OrderStat,
  type OrderSum,
  type OrderSumDay,
  oddsHundredths,
  type SettleStat,
  type SharedOrder,
  type SharerStats,
  type ShareVerify,
  schemas,
  type WinStat,
} from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { betsClock } from '../src/bets/bets-clock'
import { acceptanceOf } from '../src/bets/settlement-worker'
import {
  type BetServer,
  type Bettor,
  liveFootball,
  newBettor,
  type Pick,
  pickOf,
  placed,
  setMarketStatus,
  settleMarketNow,
  upcomingFootball,
} from './bets-support'
import type { TestSession } from './support/client'
import { newVisitor } from './support/flows'
import { useSharedServer } from './support/shared-server'

/**
 * The read paths over a known history: member A places a won single (10), a lost single (20), an open one (5) and
 * a cashed-out one (8 -> 7.60); member B a won single (30). Results are written to the database as the store
 * writes them, and the sweep settles.
 */
const bs: BetServer = useSharedServer()

afterEach(() => betsClock.reset())
let a: Bettor
let b: Bettor
const orders: Record<string, Order> = {}
let wonPayout: bigint
let bWonPayout: bigint

function money(units: bigint): string {
  const negative = units < 0n
  const abs = negative ? -units : units
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}

const form = <T>(path: string, payload: Record<string, unknown>, session = a) =>
  bs.client.form<T>(path, payload, session).then((answer) => {
    expect(answer.code, `${path}: ${answer.msg}`).toBe(0)
    return answer.data
  })

beforeAll(async () => {
  a = await newBettor(bs, '1000')
  b = await newBettor(bs, '1000')
  const matches = upcomingFootball(bs)
  const picks: Pick[] = matches.slice(0, 5).map((match) => pickOf(match, '1x2', 'home'))
  orders.won = await placed(bs, a, { legs: [picks[0]!], stake: '10' })
  orders.lost = await placed(bs, a, { legs: [picks[1]!], stake: '20' })
  orders.open = await placed(bs, a, { legs: [picks[2]!], stake: '5' })
  orders.cashed = await placed(bs, a, { legs: [picks[3]!], stake: '8' })
  orders.bWon = await placed(bs, b, { legs: [picks[4]!], stake: '30' })
  const cashed = await bs.client.form<Order>(
    'trade/api/order/cash/out',
    { orderId: orders.cashed.id, requestId: randomUUID(), amount: '7.60' },
    a,
  )
  expect(cashed.code, cashed.msg).toBe(0)
  await settleMarketNow(bs, picks[1]!, 'lost')
  // Settled a few milliseconds later: the won order is the latest settled (win/stat's streak).
  await new Promise((resolve) => setTimeout(resolve, 5))
  await settleMarketNow(bs, picks[0]!, 'won')
  await settleMarketNow(bs, picks[4]!, 'won')
  wonPayout = (1000n * oddsHundredths(picks[0]!.odds)) / 100n
  bWonPayout = (3000n * oddsHundredths(picks[4]!.odds)) / 100n
})

describe('order lists and sums', () => {
  it('lists the caller orders newest first, filtered by status and time, paged', async () => {
    const all = await form<{ list: Order[]; total: number }>('trade/api/order/list', {})
    v.parse(schemas.bets.list.response, all)
    expect(all.list.map((order) => order.id)).toEqual(
      [orders.cashed, orders.open, orders.lost, orders.won].map((order) => order!.id),
    )
    const open = await form<{ list: Order[] }>('trade/api/order/list', { status: 'open' })
    expect(open.list.map((order) => order.id)).toEqual([orders.open!.id])
    expect(open.list[0]?.cashOutOffer).toBe('4.75')
    const settled = await form<{ list: Order[]; total: number }>('trade/api/order/list', {
      status: 'settled',
      page: 2,
      pageSize: 2,
    })
    expect([settled.total, settled.list.map((order) => order.id)]).toEqual([3, [orders.won!.id]])
    const none = await form<{ total: number }>('trade/api/order/list', { startTime: Date.now() + 60_000 })
    expect(none.total).toBe(0)
  })

  it('counts open and settled orders', async () => {
    expect(await form<OrderCount>('trade/api/order/count', {})).toEqual({ open: 1, settled: 3, all: 4 })
    expect(await form<OrderCount>('trade/api/order/count', { endTime: 1 })).toEqual({
      open: 0,
      settled: 0,
      all: 0,
    })
  })

  it('sums stakes and payouts by status in trade/api/order/stat', async () => {
    const stat = await form<OrderStat>('trade/api/order/stat', {})
    v.parse(schemas.bets.stat.response, stat)
    const payout = wonPayout + 760n
    expect(stat).toMatchObject({
      currencyCode: 'USD',
      count: 4,
      stake: '43.00',
      settledStake: '38.00',
      payout: money(payout),
      net: money(payout - 3800n),
    })
    const line = (status: string) => stat.statuses.find((item) => item.status === status)
    expect(stat.statuses.map((item) => item.status)).toEqual([
      'pending',
      'rejected',
      'open',
      'won',
      'lost',
      'void',
      'pushed',
      'cashedOut',
    ])
    expect(line('won')).toEqual({ status: 'won', count: 1, stake: '10.00', payout: money(wonPayout) })
    expect(line('lost')).toEqual({ status: 'lost', count: 1, stake: '20.00', payout: '0.00' })
    expect(line('cashedOut')).toEqual({ status: 'cashedOut', count: 1, stake: '8.00', payout: '7.60' })
    expect(line('open')).toEqual({ status: 'open', count: 1, stake: '5.00', payout: '0.00' })
  })

  it('sums per currency (trade/order/sum) and per day (trade/order/sum/detail)', async () => {
    const sums = await form<OrderSum[]>('trade/order/sum', {})
    expect(sums).toEqual([
      {
        currencyCode: 'USD',
        count: 4,
        stake: '43.00',
        settledStake: '38.00',
        payout: money(wonPayout + 760n),
        net: money(wonPayout + 760n - 3800n),
      },
    ])
    const days = await form<OrderSumDay[]>('trade/order/sum/detail', { utcOffsetMinutes: 0 })
    expect(days).toEqual([{ date: new Date().toISOString().slice(0, 10), ...sums[0] }])
  })

  it('shows the balance movements newest first with the balance after each (trade/member/amount/log)', async () => {
    const log = await form<{ list: AmountLogEntry[]; total: number }>('trade/member/amount/log', {
      pageSize: 100,
    })
    v.parse(schemas.bets.amountLog.response, log)
    expect(log.list.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['bet-settle', money(wonPayout)],
      ['cash-out', '7.60'],
      ['bet-stake', '-8.00'],
      ['bet-stake', '-5.00'],
      ['bet-stake', '-20.00'],
      ['bet-stake', '-10.00'],
      ['operator-credit', '1000.00'],
    ])
    expect(log.list[0]?.balanceAfter).toBe(money(100_000n - 4300n + 760n + wonPayout))
    expect(log.list[6]?.balanceAfter).toBe('1000.00')
    expect(log.list[0]?.reference).toBe(`order:${orders.won!.id}`)
    expect(log.total).toBe(7)
    const page = await form<{ list: AmountLogEntry[] }>('trade/member/amount/log', { pageSize: 2, page: 2 })
    expect(page.list.map((entry) => entry.id)).toEqual(log.list.slice(2, 4).map((entry) => entry.id))
  })

  it('answers only members (3004 for a visitor)', async () => {
    const visitor = await newVisitor(bs.client)
    for (const path of ['trade/api/order/list', 'trade/member/amount/log', '/trade/member/stat/today']) {
      expect((await bs.client.form(path, {}, visitor)).code).toBe(codes.NOT_PERMITTED)
    }
  })
})

describe('member stats', () => {
  const today = () => new Date().toISOString().slice(0, 10)

  it('answers today, a date and the daily series', async () => {
    const expected: DayStat = {
      date: today(),
      currencyCode: 'USD',
      orderCount: 4,
      stake: '43.00',
      openCount: 1,
      settledCount: 3,
      settledStake: '38.00',
      payout: money(wonPayout + 760n),
      net: money(wonPayout + 760n - 3800n),
    }
    expect(await form<DayStat>('/trade/member/stat/today', {})).toEqual(expected)
    expect(await form<DayStat>('/trade/member/stat/date', { date: today() })).toEqual(expected)
    const daily = await form<DayStat[]>('/trade/member/stat/daily', { days: 3 })
    expect(daily.length).toBe(3)
    expect(daily[2]).toEqual(expected)
    expect(daily[0]).toMatchObject({ orderCount: 0, stake: '0.00', net: '0.00' })
    const bad = await bs.client.form('/trade/member/stat/date', { date: '2025-02-30x' }, a)
    expect([bad.code, bad.data]).toEqual([codes.INVALID_REQUEST, { field: 'date' }])
  })

  it('answers the settled totals and the win stats', async () => {
    const settle = await form<SettleStat>('/trade/member/stat/settle', {})
    expect(settle).toEqual({
      currencyCode: 'USD',
      count: 3,
      stake: '38.00',
      payout: money(wonPayout + 760n),
      net: money(wonPayout + 760n - 3800n),
      won: 1,
      lost: 1,
      void: 0,
      pushed: 0,
      cashedOut: 1,
    })
    const win = await form<WinStat>('/trade/member/win/stat', {})
    expect(win).toEqual({
      currencyCode: 'USD',
      days: 30,
      settledCount: 3,
      wonCount: 1,
      winRate: '0.3333',
      netWin: money(wonPayout + 760n - 3800n),
      biggestWin: money(wonPayout - 1000n),
      bestOdds: orders.won!.odds,
      // The won order settled last.
      currentStreak: 1,
    })
  })
})

describe('shares and the master rank', () => {
  it('shares an own order once; verify says why not twice', async () => {
    const verify = await form<ShareVerify>('trade/order/share/verify', { orderId: orders.won!.id })
    expect(verify).toEqual({ orderId: orders.won!.id, shareable: true, reason: null })
    const shared = await form<SharedOrder>('trade/order/share', { orderId: orders.won!.id, note: 'easy one' })
    v.parse(schemas.bets.share.response, shared)
    expect(shared).toMatchObject({ note: 'easy one', mine: true, sharer: { memberId: a.memberId } })
    expect(shared.order.legs[0]).toMatchObject({
      selectionId: orders.won!.legs[0]!.selectionId,
      result: 'won',
    })
    expect(await form<ShareVerify>('trade/order/share/verify', { orderId: orders.won!.id })).toEqual({
      orderId: orders.won!.id,
      shareable: false,
      reason: 'alreadyShared',
    })
    const twice = await bs.client.form('trade/order/share', { orderId: orders.won!.id }, a)
    expect([twice.code, twice.data]).toEqual([codes.INVALID_REQUEST, { field: 'orderId' }])
    await form('trade/order/share', { orderId: orders.lost!.id })
    await form('trade/order/share', { orderId: orders.open!.id })
    await form('trade/order/share', { orderId: orders.bWon!.id }, b)
  })

  it('lists everybody shared orders newest first, with their legs to copy', async () => {
    const page = await form<{ list: SharedOrder[]; total: number }>('trade/order/share/list', {}, b)
    expect(page.total).toBe(4)
    expect(page.list.map((item) => item.order.id)).toEqual(
      [orders.bWon, orders.open, orders.lost, orders.won].map((order) => order!.id),
    )
    expect(page.list.map((item) => item.mine)).toEqual([true, false, false, false])
    expect(page.list[1]?.sharer.name).toMatch(/^\w\w\*\*\*\w$/)
    expect(page.list[1]?.order).not.toHaveProperty('requestId')
  })

  it('ranks sharers by net win over their shared settled orders', async () => {
    const rank = await form<MasterRank>('trade/order/master/rank', {})
    v.parse(schemas.bets.masterRank.response, rank)
    const aNet = wonPayout - 3000n
    const bNet = bWonPayout - 3000n
    const expected = [
      { memberId: b.memberId, net: bNet, settled: 1, won: 1, rate: '1.0000' },
      { memberId: a.memberId, net: aNet, settled: 2, won: 1, rate: '0.5000' },
    ].sort((x, y) => (y.net > x.net ? 1 : y.net < x.net ? -1 : 0))
    expect(
      rank.list.map((line) => [
        line.rank,
        line.sharer.memberId,
        line.netWin,
        line.settledCount,
        line.winRate,
      ]),
    ).toEqual(
      expected.map((line, index) => [index + 1, line.memberId, money(line.net), line.settled, line.rate]),
    )
    expect([rank.days, rank.total, rank.currencyCode]).toEqual([30, 2, 'USD'])
  })

  it("answers a sharer's personal data", async () => {
    const mine = await form<SharerStats>('trade/order/share/personal/data', {})
    expect(mine).toMatchObject({
      sharer: { memberId: a.memberId },
      sharedCount: 3,
      openCount: 1,
      settledCount: 2,
      wonCount: 1,
      winRate: '0.5000',
      stake: '30.00',
      payout: money(wonPayout),
      netWin: money(wonPayout - 3000n),
    })
    expect(mine.rank).toBeGreaterThan(0)
    const theirs = await form<SharerStats>('trade/order/share/personal/data', { memberId: b.memberId }, a)
    expect(theirs).toMatchObject({ sharedCount: 1, settledCount: 1, wonCount: 1, payout: money(bWonPayout) })
  })
})

describe('a demo member in the master rank', () => {
  it('never ranks a demo member, whose own results are still answered to it', async () => {
    const visitor = await bs.client.form<TestSession>('/app/api/visitor/create', { lang: 'en' })
    const demo = await bs.client.form<TestSession>(
      '/app/api/member/create/try-play/account',
      { lang: 'en' },
      visitor.data,
    )
    expect(demo.code, demo.msg).toBe(0)
    const session = { uid: demo.data.uid, token: demo.data.token }
    const pick = pickOf(upcomingFootball(bs)[5]!, '1x2', 'home')
    const order = await placed(bs, session, { legs: [pick], stake: '10', currencyCode: 'DEMO' })
    expect(order.currencyCode).toBe('DEMO')
    await settleMarketNow(bs, pick, 'won')
    const asDemo = <T>(path: string, payload: Record<string, unknown>) =>
      bs.client.form<T>(path, payload, session).then((answer) => {
        expect(answer.code, `${path}: ${answer.msg}`).toBe(0)
        return answer.data
      })
    await asDemo('trade/order/share', { orderId: order.id })
    // The rank of the demo's own currency, the one a demo player's page asks for, has no line for it.
    const rank = await asDemo<MasterRank>('trade/order/master/rank', {})
    expect([rank.currencyCode, rank.total, rank.list]).toEqual(['DEMO', 0, []])
    const mine = await asDemo<SharerStats>('trade/order/share/personal/data', {})
    expect(mine).toMatchObject({ sharedCount: 1, settledCount: 1, wonCount: 1, rank: null })
  })
})

describe('pending, rejected and partly cashed-out orders in the stats (PROTOCOL.md section 12)', () => {
  it('counts a pending order as at stake and unsettled, a rejected one as no bet, and a partly cashed-out one with its whole stake and all it paid', async () => {
    const c = await newBettor(bs, '100')
    const [first, second] = await liveFootball(bs, 2)
    // Rejected: its market suspended in the delay; the stake went back.
    const suspended = pickOf(first!, '1x2', 'draw')
    const rejected = await placed(bs, c, { legs: [suspended], stake: '10' })
    setMarketStatus(bs, suspended, 'suspended')
    betsClock.advance(Math.max(0, (rejected.acceptAt ?? 0) - betsClock.now()) + 1)
    await acceptanceOf(bs.server.ctx).sweep()
    setMarketStatus(bs, suspended, 'open')
    // Half of a pre-match single cashed out, then the rest won.
    const pick = pickOf(upcomingFootball(bs)[0]!, '1x2', 'home')
    const partly = await placed(bs, c, { legs: [pick], stake: '20' })
    const quote = await form<{ quoteId: string }>('trade/api/order/cash/quote', { orderId: partly.id }, c)
    const half = await form<Order>(
      'trade/api/order/cash/out',
      { quoteId: quote.quoteId, fraction: '0.50', requestId: randomUUID() },
      c,
    )
    expect(half).toMatchObject({ status: 'open', stake: '10.00' })
    const cashed = BigInt(half.cashOuts![0]!.amount.replace('.', ''))
    await settleMarketNow(bs, pick, 'won')
    const won = (1000n * oddsHundredths(pick.odds)) / 100n
    // Pending: its delay ends an hour of the bets clock from now, after the test.
    betsClock.advance(3_600_000)
    const pending = await placed(bs, c, { legs: [pickOf(second!, '1x2', 'home')], stake: '5' })
    expect(pending.status).toBe('pending')
    const orders = await form<{ list: Order[] }>('trade/api/order/list', {}, c)
    expect(orders.list.map((order) => [order.id, order.status])).toEqual([
      [pending.id, 'pending'],
      [partly.id, 'won'],
      [rejected.id, 'rejected'],
    ])

    const paid = cashed + won
    const stat = await form<OrderStat>('trade/api/order/stat', {}, c)
    expect(stat).toMatchObject({
      count: 2,
      stake: '25.00',
      settledStake: '20.00',
      payout: money(paid),
      net: money(paid - 2000n),
    })
    const line = (status: string) => stat.statuses.find((item) => item.status === status)
    expect(line('pending')).toEqual({ status: 'pending', count: 1, stake: '5.00', payout: '0.00' })
    expect(line('rejected')).toEqual({ status: 'rejected', count: 1, stake: '10.00', payout: '10.00' })
    expect(line('won')).toEqual({ status: 'won', count: 1, stake: '20.00', payout: money(paid) })
    const sums = await form<OrderSum[]>('trade/order/sum', {}, c)
    expect(sums).toEqual([
      {
        currencyCode: 'USD',
        count: 2,
        stake: '25.00',
        settledStake: '20.00',
        payout: money(paid),
        net: money(paid - 2000n),
      },
    ])
    expect(await form<DayStat>('/trade/member/stat/today', {}, c)).toMatchObject({
      orderCount: 2,
      stake: '25.00',
      openCount: 1,
      settledCount: 1,
      settledStake: '20.00',
      payout: money(paid),
      net: money(paid - 2000n),
    })
    expect(await form<SettleStat>('/trade/member/stat/settle', {}, c)).toMatchObject({
      count: 1,
      stake: '20.00',
      payout: money(paid),
      won: 1,
      lost: 0,
      void: 0,
    })
    const win = await form<WinStat>('/trade/member/win/stat', {}, c)
    expect(win).toMatchObject({
      settledCount: 1,
      wonCount: 1,
      winRate: '1.0000',
      netWin: money(paid - 2000n),
      biggestWin: money(paid > 2000n ? paid - 2000n : 0n),
      currentStreak: 1,
    })
  })
})
