import { randomUUID } from 'node:crypto'
import { type CashOutChanged, type CashOutQuote, codes, type Order } from '@sportsbook/sdk/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { startAcceptance } from '../src/bets/acceptance-worker'
import { autoCashOutOnce } from '../src/bets/auto-cash-out'
import { betsClock } from '../src/bets/bets-clock'
import { acceptanceOf } from '../src/bets/settlement-worker'
import type { BookMatch } from '../src/matches/book'
import {
  advanceFeed,
  type BetServer,
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  openMatches,
  orderById,
  pickOf,
  placed,
  upcomingFootball,
} from './bets-support'
import { useSharedServer } from './support/shared-server'

const bs: BetServer = useSharedServer()

afterEach(() => betsClock.reset())

type Session = { uid: string; token: string }

const cents = (text: string) => Math.round(Number(text) * 100)

async function quoteOf(session: Session, orderId: number): Promise<CashOutQuote> {
  const answer = await bs.client.form<CashOutQuote>('trade/api/order/cash/quote', { orderId }, session)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

/** Partial cash outs of `fraction`, retried with the 2002's new quote until one pays (or `tries` run out). */
async function cashOutShare(
  session: Session,
  first: string,
  fraction: string,
  tries = 40,
): Promise<Order | null> {
  let quoteId = first
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const answer = await bs.client.form<Order>(
      'trade/api/order/cash/out',
      { quoteId, fraction, requestId: randomUUID() },
      session,
    )
    if (answer.code === 0) return answer.data
    expect(answer.code, answer.msg).toBe(codes.ODDS_CHANGED)
    quoteId = (answer.data as unknown as CashOutChanged).quoteId!
  }
  return null
}

describe('cash out under concurrency (PostgreSQL runs them at once)', () => {
  it('20 partial cash outs of one order at once never pay more than the order: paid plus the rest stays within the offer', async () => {
    const bettor = await newBettor(bs, '1000')
    const order = await placed(bs, bettor, {
      legs: [pickOf(upcomingFootball(bs)[0]!, '1x2', 'home')],
      stake: '100',
    })
    const quote = await quoteOf(bettor, order.id)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cashOutShare(bettor, quote.quoteId, '0.10')),
    )
    const paidNow = answers.filter((answer) => answer !== null).length
    expect(paidNow).toBeGreaterThan(1)
    const after = await orderById(bs, bettor, order.id)
    const paid = (after.cashOuts ?? []).reduce((sum, item) => sum + cents(item.amount), 0)
    expect(after.cashOuts).toHaveLength(paidNow)
    const rest = after.status === 'open' ? cents(after.cashOutOffer ?? '0') : 0
    expect(paid + rest).toBeLessThanOrEqual(cents(quote.amount))
    expect(paid).toBeLessThanOrEqual(cents(quote.amount))
    const [stakes] = await bs.server.ctx.db.query<{ out: string }>(
      'SELECT COALESCE(sum(stake), 0)::text AS out FROM order_cash_outs WHERE order_id = $1',
      [order.id],
    )
    expect(cents(stakes!.out) + cents(after.stake)).toBe(10_000)
    expect(cents(await balanceOf(bs, bettor.memberId))).toBe(90_000 + paid)
    await expectLedgerBalanced(bs)
  })

  it('fires an automatic cash out once when several nodes and a manual cash out race for it', async () => {
    const bettor = await newBettor(bs, '1000')
    const ctx = bs.server.ctx
    const runtime = bs.runtime
    const orders: Order[] = []
    for (const match of upcomingFootball(bs).slice(1, 4)) {
      orders.push(await placed(bs, bettor, { legs: [pickOf(match, '1x2', 'away')], stake: '10' }))
    }
    // Rules already due (written as a rule set before the price moved): only the evaluations below fire them.
    await ctx.db.query(
      'UPDATE orders SET auto_cash_out_threshold = 1, auto_cash_out_fraction = 1 WHERE id = ANY($1::bigint[])',
      [orders.map((order) => order.id)],
    )
    const [first, second, third] = orders as [Order, Order, Order]
    const manualQuote = await quoteOf(bettor, second.id)
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => autoCashOutOnce(ctx, runtime, first.id)),
      ...Array.from({ length: 4 }, () => autoCashOutOnce(ctx, runtime, second.id)),
      bs.client.form<Order>(
        'trade/api/order/cash/out',
        { quoteId: manualQuote.quoteId, requestId: randomUUID() },
        bettor,
      ),
      acceptanceOf(ctx).sweep(),
      acceptanceOf(ctx).evaluate([third.legs[0]!.matchId]),
    ])
    expect(results.slice(0, 8).filter((item) => item !== null)).toHaveLength(1)
    for (const order of orders) {
      const after = await orderById(bs, bettor, order.id)
      expect(after).toMatchObject({ status: 'cashedOut', autoCashOut: null })
      expect(after.cashOuts).toHaveLength(1)
    }
    const rows = await ctx.db.query<{ order_id: number; request_id: string }>(
      'SELECT order_id, request_id FROM order_cash_outs WHERE order_id = ANY($1::bigint[]) ORDER BY order_id',
      [orders.map((order) => order.id)],
    )
    expect(rows).toHaveLength(3)
    expect(rows[0]!.request_id).toBe(`auto:${first.id}:1`)
    expect(rows[2]!.request_id).toBe(`auto:${third.id}:1`)
    await expectLedgerBalanced(bs)
  })

  it('two nodes sweeping the same due pending orders decide each once', async () => {
    const ctx = bs.server.ctx
    const live = (match: BookMatch) =>
      match.sportType === 1 &&
      match.status === 'live' &&
      match.markets.some((market) => market.type === '1x2' && market.status === 'open')
    let matches = openMatches(bs, live)
    if (matches.length < 3) {
      await advanceFeed(bs, upcomingFootball(bs)[0]!.startTime + 60_000)
      matches = openMatches(bs, live)
    }
    const bettor = await newBettor(bs, '1000')
    const orders: Order[] = []
    for (let index = 0; index < 12; index += 1) {
      const match = matches[index % 3]!
      orders.push(await placed(bs, bettor, { legs: [pickOf(match, '1x2', 'home')], stake: '5' }))
    }
    const pushed: number[] = []
    const off = ctx.bus.on('order', ({ order }) => pushed.push((order as Order).id))
    const otherNode = startAcceptance(ctx, bs.runtime, { sweepMs: 3_600_000 })
    await otherNode.idle()
    betsClock.advance(10_000)
    await Promise.all([
      acceptanceOf(ctx).sweep(),
      otherNode.sweep(),
      acceptanceOf(ctx).sweep(),
      otherNode.sweep(),
    ])
    await otherNode.stop()
    off()
    const ids = orders.map((order) => order.id)
    expect(pushed.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort())
    const [left] = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::bigint[]) AND status = 'pending'",
      [ids],
    )
    expect(left?.n).toBe(0)
    await expectLedgerBalanced(bs)
  })
})
