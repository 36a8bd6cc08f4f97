import { randomUUID } from 'node:crypto'
import {
  codes,
  type Order,
  oddsFromHundredths,
  oddsHundredths,
  type SysinitAnswer,
  schemas,
} from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { betsClock } from '../src/bets/bets-clock'
import { acceptanceOf, settlementOf } from '../src/bets/settlement-worker'
import { loadBrands } from '../src/brands/brands'
import {
  type BetServer,
  balanceOf,
  expectLedgerBalanced,
  liveFootball,
  longestPick,
  newBettor,
  type Pick,
  pickOf,
  placed,
  placeOrder,
  setMarketStatus,
  upcomingFootball,
} from './bets-support'
import { openAnswer } from './support/client'
import { useSharedServer } from './support/shared-server'
import { closeOpenedSockets, connected, next, openSocket } from './support/sockets'

const bs: BetServer = useSharedServer()

afterEach(() => {
  betsClock.reset()
  closeOpenedSockets()
})

function moveOdds(pick: Pick, odds: string): void {
  bs.runtime.book.apply([{ kind: 'odds', ...pick, odds, status: 'open', at: bs.clock.now() }])
}

/** Moves the bets clock past the order's acceptAt and runs the acceptance sweep. */
async function decideNow(order: Order): Promise<void> {
  betsClock.advance(Math.max(0, (order.acceptAt ?? 0) - betsClock.now()) + 1)
  await acceptanceOf(bs.server.ctx).sweep()
}

async function orderOf(session: { uid: string; token: string }, id: number): Promise<Order> {
  const answer = await bs.client.form<{ list: Order[] }>('trade/api/order/list', { pageSize: 100 }, session)
  expect(answer.code, answer.msg).toBe(0)
  const order = answer.data.list.find((item) => item.id === id)
  if (!order) throw new Error(`order ${id} not listed`)
  return v.parse(schemas.bets.list.response, answer.data).list.find((item) => item.id === id)!
}

describe('in-play delay (PROTOCOL.md section 12)', () => {
  it('answers a live order pending with acceptAt and the stake held, then accepts it when nothing happened', async () => {
    const [match] = await liveFootball(bs, 4)
    const bettor = await newBettor(bs, '100')
    const pick = pickOf(match!, '1x2', 'home')
    const socket = await connected(openSocket(bs.server.url, 'main', bettor))
    const before = betsClock.now()
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    v.parse(schemas.bets.create.response, order)
    expect(order).toMatchObject({ status: 'pending', rejectReason: null, cashOutOffer: null, payout: null })
    expect(order.acceptAt).toBeGreaterThanOrEqual(before + 5_000)
    expect(order.acceptAt).toBeLessThanOrEqual(betsClock.now() + 5_000)
    expect(await balanceOf(bs, bettor.memberId)).toBe('90.00')
    // Not due yet: a sweep leaves it pending; nothing of it can be cashed out.
    await acceptanceOf(bs.server.ctx).sweep()
    expect((await orderOf(bettor, order.id)).status).toBe('pending')
    const quote = await bs.client.form('trade/api/order/cash/quote', { orderId: order.id }, bettor)
    expect([quote.code, quote.data]).toEqual([codes.NOT_ALLOWED_IN_STATE, { status: 'pending' }])
    const cash = await bs.client.form(
      'trade/api/order/cash/out',
      { orderId: order.id, requestId: randomUUID(), amount: '9.50' },
      bettor,
    )
    expect(cash.code).toBe(codes.NOT_ALLOWED_IN_STATE)
    const pushed = next<{ id: number; status: string }>(socket, 'order', (item) => item.id === order.id)
    await decideNow(order)
    expect(await pushed).toMatchObject({ id: order.id, status: 'open' })
    const accepted = await orderOf(bettor, order.id)
    expect(accepted).toMatchObject({ status: 'open', odds: pick.odds, stake: '10.00', rejectReason: null })
    expect(accepted.cashOutOffer).not.toBeNull()
    expect(await balanceOf(bs, bettor.memberId)).toBe('90.00')
    // Decided once: another sweep changes nothing.
    expect(await acceptanceOf(bs.server.ctx).sweep()).toBe(0)
    await expectLedgerBalanced(bs)
  })

  it('rejects for a goal in the window and returns the stake in the same transaction', async () => {
    const [match] = await liveFootball(bs, 4)
    const bettor = await newBettor(bs, '100')
    const order = await placed(bs, bettor, { legs: [pickOf(match!, '1x2', 'away')], stake: '25' })
    expect(await balanceOf(bs, bettor.memberId)).toBe('75.00')
    bs.clock.advance(1_000)
    const book = bs.runtime.book.get(match!.id)!
    bs.runtime.book.apply([
      {
        kind: 'incident',
        incident: {
          id: match!.id * 128 + 120,
          matchId: match!.id,
          type: 'goal',
          team: 'home',
          period: '2H',
          seconds: 3_000,
          at: bs.clock.now(),
          score: { home: book.score.home + 1, away: book.score.away },
        },
      },
    ])
    await decideNow(order)
    const rejected = await orderOf(bettor, order.id)
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'matchEvent', payout: '25.00' })
    expect(await balanceOf(bs, bettor.memberId)).toBe('100.00')
    const [stakeBack] = await bs.server.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE order_id = $1 AND kind = 'bet-settle'",
      [order.id],
    )
    expect(stakeBack?.n).toBe(1)
    await expectLedgerBalanced(bs)
  })

  it('rejects when a leg market was suspended in the window, even if it reopened, and when it is suspended at the end', async () => {
    const [first, second] = await liveFootball(bs, 4)
    const bettor = await newBettor(bs, '100')
    const reopened = pickOf(first!, '1x2', 'draw')
    const one = await placed(bs, bettor, { legs: [reopened], stake: '10' })
    bs.clock.advance(1_000)
    setMarketStatus(bs, reopened, 'suspended')
    setMarketStatus(bs, reopened, 'open')
    const still = pickOf(second!, '1x2', 'draw')
    const two = await placed(bs, bettor, { legs: [still], stake: '10' })
    setMarketStatus(bs, still, 'suspended')
    await decideNow(two)
    expect(await orderOf(bettor, one.id)).toMatchObject({ status: 'rejected', rejectReason: 'suspended' })
    expect(await orderOf(bettor, two.id)).toMatchObject({ status: 'rejected', rejectReason: 'suspended' })
    setMarketStatus(bs, still, 'open')
    expect(await balanceOf(bs, bettor.memberId)).toBe('100.00')
    await expectLedgerBalanced(bs)
  })

  it('rejects a price fallen against the policy, honours a better one, and takes a lower one under any', async () => {
    const [a, b, c] = await liveFootball(bs, 4)
    const bettor = await newBettor(bs, '100')
    // The two whose prices fall take their match's longest: a live favourite's price may be near 1.01.
    const worse = longestPick(a!, '1x2')
    const better = pickOf(b!, '1x2', 'home')
    const anyPick = longestPick(c!, '1x2')
    const refused = await placed(bs, bettor, { legs: [worse], stake: '10', acceptOdds: 'higher' })
    const improved = await placed(bs, bettor, { legs: [better], stake: '10', acceptOdds: 'exact' })
    const taken = await placed(bs, bettor, { legs: [anyPick], stake: '10', acceptOdds: 'any' })
    const lower = (odds: string) => oddsFromHundredths(oddsHundredths(odds) - 5n)
    const higher = oddsFromHundredths(oddsHundredths(better.odds) + 20n)
    moveOdds(worse, lower(worse.odds))
    moveOdds(better, higher)
    moveOdds(anyPick, lower(anyPick.odds))
    await decideNow(taken)
    expect(await orderOf(bettor, refused.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'oddsChanged',
    })
    const won = await orderOf(bettor, improved.id)
    expect(won).toMatchObject({ status: 'open', odds: higher })
    expect(won.legs[0]?.odds).toBe(higher)
    expect(won.potentialReturn).toBe((Number(higher) * 10).toFixed(2))
    expect(await orderOf(bettor, taken.id)).toMatchObject({ status: 'open', odds: lower(anyPick.odds) })
    moveOdds(worse, worse.odds)
    moveOdds(better, better.odds)
    moveOdds(anyPick, anyPick.odds)
    expect(await balanceOf(bs, bettor.memberId)).toBe('80.00')
    await expectLedgerBalanced(bs)
  })

  it('answers a retried create with the same order whatever its status; a pre-match order is open at once', async () => {
    const [match] = await liveFootball(bs, 4)
    const bettor = await newBettor(bs, '100')
    const requestId = randomUUID()
    const pick = pickOf(match!, '1x2', 'home')
    const first = await placed(bs, bettor, { requestId, legs: [pick], stake: '10' })
    const again = await placed(bs, bettor, { requestId, legs: [pick], stake: '10' })
    expect(again).toMatchObject({ id: first.id, status: 'pending', acceptAt: first.acceptAt })
    await decideNow(first)
    const after = await placed(bs, bettor, { requestId, legs: [pick], stake: '10' })
    expect(after).toMatchObject({ id: first.id, status: 'open' })
    const other = await placeOrder(bs, bettor, { requestId, legs: [pick], stake: '11' })
    expect(other.code).toBe(codes.IDEMPOTENCY_CONFLICT)
    const prematch = await placed(bs, bettor, { legs: [pickOf(upcomingFootball(bs)[0]!, '1x2', 'home')] })
    expect(prematch).toMatchObject({ status: 'open', acceptAt: null })
    expect(await balanceOf(bs, bettor.memberId)).toBe('80.00')
  })

  it('decides after a restart the pending orders that fell due while it was down, once', async () => {
    const live = await liveFootball(bs, 4)
    const bettor = await newBettor(bs, '100')
    const settlement = settlementOf(bs.server.ctx)
    await settlement.acceptance.stop()
    const orders: Order[] = []
    for (const match of live.slice(0, 3)) {
      orders.push(await placed(bs, bettor, { legs: [pickOf(match, '1x2', 'home')], stake: '5' }))
    }
    betsClock.advance(10_000)
    const restarted = await settlement.restartAcceptance()
    await restarted.idle()
    for (const order of orders) expect((await orderOf(bettor, order.id)).status).toBe('open')
    const [pending] = await bs.server.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE status = 'pending' AND member_id = $1",
      [bettor.memberId],
    )
    expect(pending?.n).toBe(0)
    expect(await restarted.sweep()).toBe(0)
    await expectLedgerBalanced(bs)
  })

  it('serves the brand its delays in sysinit; BRANDS may set them per sport and refuses a bad one naming it', async () => {
    const answer = openAnswer<SysinitAnswer>(await bs.client.get('api/sysinit'))
    expect(answer.betting).toEqual({ liveDelayMs: { '1': 5000, '2': 3000 } })
    const brand = (betting: unknown) =>
      JSON.stringify([{ productNo: 800000, name: 'Apex', currencies: ['USD'], betting }])
    expect(loadBrands(brand({ liveDelayMs: { '2': 0 } })).get(800000)?.betting).toEqual({
      liveDelayMs: { '1': 5000, '2': 0 },
    })
    expect(() => loadBrands(brand({ liveDelayMs: { '1': -1 } }))).toThrow(
      /BRANDS\[0\]\.betting\.liveDelayMs\.1/,
    )
    expect(() => loadBrands(brand([]))).toThrow(/betting is not an object/)
  })
})
