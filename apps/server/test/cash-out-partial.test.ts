import { randomUUID } from 'node:crypto'
import {
  type CashOutChanged,
  type CashOutQuote,
  codes,
  type Order,
  oddsFromHundredths,
  oddsHundredths,
  schemas,
} from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { betsClock } from '../src/bets/bets-clock'
import { acceptanceOf } from '../src/bets/settlement-worker'
import {
  type BetServer,
  balanceOf,
  expectLedgerBalanced,
  longestPick,
  newBettor,
  orderById,
  type Pick,
  pickOf,
  placed,
  settleMarketNow,
  upcomingFootball,
} from './bets-support'
import { useSharedServer } from './support/shared-server'

const bs: BetServer = useSharedServer()

afterEach(() => betsClock.reset())

type Session = { uid: string; token: string }

function moveOdds(pick: Pick, odds: string): void {
  bs.runtime.book.apply([{ kind: 'odds', ...pick, odds, status: 'open', at: bs.clock.now() }])
}

async function quoteOf(session: Session, orderId: number): Promise<CashOutQuote> {
  const answer = await bs.client.form<CashOutQuote>('trade/api/order/cash/quote', { orderId }, session)
  expect(answer.code, answer.msg).toBe(0)
  return v.parse(schemas.bets.cashQuote.response, answer.data)
}

const cashOut = (session: Session, payload: Record<string, unknown>) =>
  bs.client.form<Order>('trade/api/order/cash/out', { requestId: randomUUID(), ...payload }, session)

const autoRule = (session: Session, payload: Record<string, unknown>) =>
  bs.client.form<Order>('trade/api/order/cash/auto', payload, session)

describe('cash-out quotes and partial cash out (PROTOCOL.md section 12)', () => {
  it('quotes the offer, its fair value before the margin, the margin and a 5 s life', async () => {
    const bettor = await newBettor(bs)
    const pick = pickOf(upcomingFootball(bs)[0]!, '1x2', 'home')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    const before = betsClock.now()
    const quote = await quoteOf(bettor, order.id)
    expect(quote).toMatchObject({
      orderId: order.id,
      amount: '9.50',
      fairValue: '10.00',
      margin: '0.05',
      minFraction: '0.10',
    })
    expect(quote.expiresAt).toBeGreaterThanOrEqual(before + 5_000)
    expect(quote.expiresAt).toBeLessThanOrEqual(betsClock.now() + 5_000)
    const other = await newBettor(bs)
    const refused = await bs.client.form('trade/api/order/cash/quote', { orderId: order.id }, other)
    expect(refused.code).toBe(codes.NOT_PERMITTED)
  })

  it('pays floor(amount × fraction) and leaves the order open on the rest of the stake at the same odds', async () => {
    const bettor = await newBettor(bs, '100')
    const pick = pickOf(upcomingFootball(bs)[1]!, '1x2', 'away')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    const quote = await quoteOf(bettor, order.id)
    const requestId = randomUUID()
    const answer = await cashOut(bettor, { quoteId: quote.quoteId, fraction: '0.30', requestId })
    expect(answer.code, answer.msg).toBe(0)
    v.parse(schemas.bets.cashOut.response, answer.data)
    expect(answer.data).toMatchObject({ id: order.id, status: 'open', stake: '7.00', odds: order.odds })
    expect(answer.data.cashOuts).toEqual([{ fraction: '0.30', amount: '2.85', at: expect.any(Number) }])
    expect(answer.data.cashOutOffer).toBe('6.65')
    expect(await balanceOf(bs, bettor.memberId)).toBe('92.85')
    // The same key answers the same cash out; the quote itself has moved with the order.
    const again = await cashOut(bettor, { quoteId: quote.quoteId, fraction: '0.30', requestId })
    expect(again.data).toMatchObject({ id: order.id, stake: '7.00' })
    expect(await balanceOf(bs, bettor.memberId)).toBe('92.85')
    const moved = await cashOut(bettor, { quoteId: quote.quoteId, fraction: '0.30' })
    expect(moved.code).toBe(codes.ODDS_CHANGED)
    const data = moved.data as unknown as CashOutChanged
    expect(data).toMatchObject({ orderId: order.id, offer: '6.65', amount: '6.65', fairValue: '7.00' })
    // The new quote in the 2002 is good: the rest is cashed out whole with it.
    const rest = await cashOut(bettor, { quoteId: data.quoteId })
    expect(rest.code, rest.msg).toBe(0)
    expect(rest.data).toMatchObject({ status: 'cashedOut', payout: '6.65', stake: '7.00' })
    expect(rest.data.cashOuts?.map((item) => item.amount)).toEqual(['2.85', '6.65'])
    expect(await balanceOf(bs, bettor.memberId)).toBe('99.50')
    await expectLedgerBalanced(bs)
  })

  it('answers 2002 with a new quote when the quote expired or the offer moved', async () => {
    const bettor = await newBettor(bs, '100')
    const pick = pickOf(upcomingFootball(bs)[2]!, '1x2', 'home')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    const quote = await quoteOf(bettor, order.id)
    betsClock.advance(5_001)
    const expired = await cashOut(bettor, { quoteId: quote.quoteId, fraction: '0.50' })
    expect(expired.code).toBe(codes.ODDS_CHANGED)
    const fresh = expired.data as unknown as CashOutChanged
    expect(fresh.quoteId).not.toBe(quote.quoteId)
    expect(fresh.amount).toBe('9.50')
    moveOdds(pick, oddsFromHundredths(oddsHundredths(pick.odds) + 30n))
    const moved = await cashOut(bettor, { quoteId: fresh.quoteId, fraction: '0.50' })
    expect(moved.code).toBe(codes.ODDS_CHANGED)
    expect(Number((moved.data as unknown as CashOutChanged).amount)).toBeLessThan(9.5)
    moveOdds(pick, pick.odds)
    expect(await balanceOf(bs, bettor.memberId)).toBe('90.00')
    expect((await orderById(bs, bettor, order.id)).cashOuts).toEqual([])
  })

  it('refuses bad fields naming them, and changes nothing', async () => {
    const bettor = await newBettor(bs, '100')
    const order = await placed(bs, bettor, { legs: [pickOf(upcomingFootball(bs)[3]!, '1x2', 'home')] })
    const quote = await quoteOf(bettor, order.id)
    for (const [payload, field] of [
      [{ quoteId: quote.quoteId, fraction: '0.05' }, 'fraction'],
      [{ quoteId: quote.quoteId, fraction: '1.5' }, 'fraction'],
      [{ quoteId: quote.quoteId, fraction: '0.333' }, 'fraction'],
      [{ quoteId: 'nope', fraction: '0.5' }, 'quoteId'],
      [{ quoteId: quote.quoteId, requestId: 'x' }, 'requestId'],
    ] as const) {
      const answer = await cashOut(bettor, payload)
      expect([answer.code, answer.data], JSON.stringify(payload)).toEqual([codes.INVALID_REQUEST, { field }])
    }
    for (const [payload, field] of [
      [{ orderId: order.id, threshold: '-1' }, 'threshold'],
      [{ orderId: order.id, threshold: '5', fraction: '2' }, 'fraction'],
      [{ orderId: 'x', threshold: '5' }, 'orderId'],
    ] as const) {
      const answer = await autoRule(bettor, payload)
      expect([answer.code, answer.data], JSON.stringify(payload)).toEqual([codes.INVALID_REQUEST, { field }])
    }
    expect(await balanceOf(bs, bettor.memberId)).toBe('90.00')
  })

  it('settles an order with partial cash outs on the remaining stake only', async () => {
    const bettor = await newBettor(bs, '100')
    const pick = pickOf(upcomingFootball(bs)[4]!, '1x2', 'home')
    const order = await placed(bs, bettor, { legs: [pick], stake: '20' })
    const quote = await quoteOf(bettor, order.id)
    const half = await cashOut(bettor, { quoteId: quote.quoteId, fraction: '0.50' })
    expect(half.data).toMatchObject({ stake: '10.00', status: 'open' })
    await settleMarketNow(bs, pick, 'won')
    const settled = await orderById(bs, bettor, order.id)
    const back = (oddsHundredths(order.odds) * 1000n) / 100n
    expect(settled).toMatchObject({
      status: 'won',
      payout: `${back / 100n}.${String(back % 100n).padStart(2, '0')}`,
    })
    expect(await balanceOf(bs, bettor.memberId)).toBe((80 + 9.5 + Number(settled.payout)).toFixed(2))
    await expectLedgerBalanced(bs)
  })
})

describe('automatic cash out (PROTOCOL.md section 12)', () => {
  it('sets, shows and removes a rule; fires once when the offer reaches it, at the offer then, with the key auto:<id>:1', async () => {
    const bettor = await newBettor(bs, '100')
    // Its price is shortened by a fifth below: the match's longest stays a price (a favourite's may be near 1.2).
    const pick = longestPick(upcomingFootball(bs)[5]!, '1x2')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    const set = await autoRule(bettor, { orderId: order.id, threshold: '11.00', fraction: '0.50' })
    expect(set.code, set.msg).toBe(0)
    expect(set.data.autoCashOut).toEqual({ threshold: '11.00', fraction: '0.50' })
    expect((await orderById(bs, bettor, order.id)).autoCashOut).toEqual({
      threshold: '11.00',
      fraction: '0.50',
    })
    const removed = await autoRule(bettor, { orderId: order.id, threshold: '' })
    expect(removed.data.autoCashOut).toBeNull()
    await autoRule(bettor, { orderId: order.id, threshold: '11.00', fraction: '0.50' })
    // Nothing due at 9.50; the price shortens so the offer passes 11.00 (the player is not online: no socket).
    await acceptanceOf(bs.server.ctx).sweep()
    expect((await orderById(bs, bettor, order.id)).cashOuts).toEqual([])
    const shorter = oddsFromHundredths((oddsHundredths(pick.odds) * 80n) / 100n)
    moveOdds(pick, shorter)
    await acceptanceOf(bs.server.ctx).idle()
    await acceptanceOf(bs.server.ctx).sweep()
    const fired = await orderById(bs, bettor, order.id)
    expect(fired.cashOuts).toHaveLength(1)
    const offerThen = (10 * 0.95 * Number(pick.odds)) / Number(shorter)
    expect(Number(fired.cashOuts![0]!.amount)).toBeCloseTo(Math.floor(offerThen * 100 * 0.5) / 100, 2)
    expect(fired).toMatchObject({ status: 'open', stake: '5.00', autoCashOut: null })
    const [key] = await bs.server.ctx.db.query<{ request_id: string }>(
      'SELECT request_id FROM order_cash_outs WHERE order_id = $1',
      [order.id],
    )
    expect(key?.request_id).toBe(`auto:${order.id}:1`)
    moveOdds(pick, pick.odds)
    await expectLedgerBalanced(bs)
  })
})
