import { randomUUID } from 'node:crypto'
import {
  type CashOutChanged,
  codes,
  type Order,
  oddsFromHundredths,
  oddsHundredths,
  schemas,
} from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  advanceFeed,
  type BetServer,
  balanceOf,
  expectLedgerBalanced,
  longestPick,
  newBettor,
  orderById,
  type Pick,
  pickOf,
  placed,
  upcomingFootball,
} from './bets-support'
import { useSharedServer } from './support/shared-server'

const bs: BetServer = useSharedServer()

const upcoming = () => upcomingFootball(bs)

function money(units: bigint): string {
  return `${units / 100n}.${String(units % 100n).padStart(2, '0')}`
}

/** stake * accepted / current * 0.95, floored (DESIGN.md section 4: an offer from current odds with a margin). */
function expectedOffer(stakeCents: bigint, accepted: string[], current: string[]): string {
  let numerator = stakeCents * 9500n
  let denominator = 10_000n
  accepted.forEach((odds, index) => {
    numerator *= oddsHundredths(odds)
    denominator *= oddsHundredths(current[index]!)
  })
  return money(numerator / denominator)
}

function moveOdds(pick: Pick, odds: string): void {
  bs.runtime.book.apply([{ kind: 'odds', ...pick, odds, status: 'open', at: bs.clock.now() }])
}

function setMarket(pick: Pick, status: 'open' | 'suspended'): void {
  bs.runtime.book.apply([
    { kind: 'market', matchId: pick.matchId, marketId: pick.marketId, status, at: bs.clock.now() },
  ])
  const market = bs.runtime.book.get(pick.matchId)!.markets.find((item) => item.id === pick.marketId)!
  for (const selection of market.selections) selection.status = status
}

const cashOut = (session: { uid: string; token: string }, payload: Record<string, unknown>) =>
  bs.client.form<Order>('trade/api/order/cash/out', payload, session)

describe('cash out', () => {
  it('quotes an offer from the current odds less the margin, in the quote and in the order list', async () => {
    const bettor = await newBettor(bs)
    // Its price is shortened below: the match's longest stays a price (a favourite's may be near 1.01).
    const pick = longestPick(upcoming()[0]!, '1x2')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    expect(order.cashOutOffer).toBe('9.50')
    const quote = await cashOut(bettor, { orderId: order.id, quote: true })
    expect(quote.code, quote.msg).toBe(0)
    v.parse(schemas.bets.cashOut.response, quote.data)
    expect(quote.data).toMatchObject({ id: order.id, status: 'open', cashOutOffer: '9.50' })
    const shorter = oddsFromHundredths(oddsHundredths(pick.odds) - 10n)
    moveOdds(pick, shorter)
    const moved = expectedOffer(1000n, [pick.odds], [shorter])
    expect((await orderById(bs, bettor, order.id)).cashOutOffer).toBe(moved)
    expect(Number(moved)).toBeGreaterThan(9.5)
    moveOdds(pick, pick.odds)
  })

  it('pays the accepted offer: the order ends cashedOut and the ledger moves it, once per requestId', async () => {
    const bettor = await newBettor(bs)
    const pick = pickOf(upcoming()[1]!, '1x2', 'away')
    const order = await placed(bs, bettor, { legs: [pick], stake: '20' })
    const pushed: Order[] = []
    const off = bs.server.ctx.bus.on('order', ({ order: item }) => pushed.push(item as Order))
    const requestId = randomUUID()
    const answer = await cashOut(bettor, { orderId: order.id, requestId, amount: '19.00' })
    off()
    expect(answer.code, answer.msg).toBe(0)
    expect(answer.data).toMatchObject({
      id: order.id,
      status: 'cashedOut',
      payout: '19.00',
      cashOutOffer: null,
    })
    expect(answer.data.settledAt).toBeGreaterThan(0)
    expect(pushed.map((item) => [item.id, item.status])).toEqual([[order.id, 'cashedOut']])
    expect(await balanceOf(bs, bettor.memberId)).toBe('999.00')
    expect(await balanceOf(bs, bettor.memberId, 'USD', 'escrow')).toBe('0.00')

    const replay = await cashOut(bettor, { orderId: order.id, requestId, amount: '19.00' })
    expect(replay.code).toBe(0)
    expect(replay.data).toMatchObject({ id: order.id, status: 'cashedOut', payout: '19.00' })
    const conflict = await cashOut(bettor, { orderId: order.id, requestId, amount: '18.00' })
    expect(conflict.code).toBe(codes.IDEMPOTENCY_CONFLICT)
    const again = await cashOut(bettor, { orderId: order.id, requestId: randomUUID(), amount: '19.00' })
    expect(again.code).toBe(codes.MARKET_UNAVAILABLE)
    expect(await balanceOf(bs, bettor.memberId)).toBe('999.00')
    await expectLedgerBalanced(bs)
  })

  it('answers 2002 with the current offer when the offer moved, and places nothing', async () => {
    const bettor = await newBettor(bs)
    const pick = pickOf(upcoming()[2]!, '1x2', 'home')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    const longer = oddsFromHundredths(oddsHundredths(pick.odds) + 20n)
    moveOdds(pick, longer)
    const answer = await cashOut(bettor, { orderId: order.id, requestId: randomUUID(), amount: '9.50' })
    expect(answer.code).toBe(codes.ODDS_CHANGED)
    const data = answer.data as unknown as CashOutChanged
    // The offer now, and a quote of it (PROTOCOL.md section 12), as a quoted cash out's 2002 has.
    const offer = expectedOffer(1000n, [pick.odds], [longer])
    expect(data).toMatchObject({ orderId: order.id, offer, amount: offer, quoteId: expect.any(String) })
    expect(v.parse(schemas.bets.cashQuote.response, data)).toMatchObject({ orderId: order.id, amount: offer })
    expect((await orderById(bs, bettor, order.id)).status).toBe('open')
    const accepted = await cashOut(bettor, { orderId: order.id, requestId: randomUUID(), amount: data.offer })
    expect(accepted.code, accepted.msg).toBe(0)
    expect(accepted.data.payout).toBe(data.offer)
    moveOdds(pick, pick.odds)
  })

  it('offers a parlay from every open leg', async () => {
    const bettor = await newBettor(bs)
    const [a, b] = upcoming().slice(3)
    const legs = [longestPick(a!, '1x2'), pickOf(b!, 'total', 'under')]
    const order = await placed(bs, bettor, { legs, stake: '10' })
    const current = [oddsFromHundredths(oddsHundredths(legs[0]!.odds) - 5n), legs[1]!.odds]
    moveOdds(legs[0]!, current[0]!)
    const quote = await cashOut(bettor, { orderId: order.id, quote: true })
    expect(quote.data.cashOutOffer).toBe(expectedOffer(1000n, [legs[0]!.odds, legs[1]!.odds], current))
    moveOdds(legs[0]!, legs[0]!.odds)
  })

  it('answers 2003 while a leg market is suspended, and offers nothing then', async () => {
    const bettor = await newBettor(bs)
    const pick = pickOf(upcoming()[5]!, 'handicap', 'home')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    setMarket(pick, 'suspended')
    const quote = await cashOut(bettor, { orderId: order.id, quote: true })
    expect(quote.data.cashOutOffer).toBeNull()
    const answer = await cashOut(bettor, { orderId: order.id, requestId: randomUUID(), amount: '9.50' })
    expect(answer.code).toBe(codes.MARKET_UNAVAILABLE)
    setMarket(pick, 'open')
    const reopened = await cashOut(bettor, { orderId: order.id, requestId: randomUUID(), amount: '9.50' })
    expect(reopened.code, reopened.msg).toBe(0)
  })

  it('needs requestId and amount unless quoting (1000)', async () => {
    const bettor = await newBettor(bs)
    const pick = pickOf(upcoming()[6]!, '1x2', 'draw')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    expect((await cashOut(bettor, { orderId: order.id, amount: '9.50' })).data).toEqual({
      field: 'requestId',
    })
    expect((await cashOut(bettor, { orderId: order.id, requestId: randomUUID() })).data).toEqual({
      field: 'amount',
    })
    const scale = await cashOut(bettor, { orderId: order.id, requestId: randomUUID(), amount: '9.505' })
    expect([scale.code, scale.data]).toEqual([codes.INVALID_REQUEST, { field: 'amount' }])
  })

  it("refuses another member's order with 3004, like an unknown one", async () => {
    const owner = await newBettor(bs)
    const other = await newBettor(bs)
    const pick = pickOf(upcoming()[7]!, '1x2', 'home')
    const order = await placed(bs, owner, { legs: [pick], stake: '10' })
    for (const orderId of [order.id, 999_999_999]) {
      expect((await cashOut(other, { orderId, quote: true })).code).toBe(codes.NOT_PERMITTED)
      const take = await cashOut(other, { orderId, requestId: randomUUID(), amount: '9.50' })
      expect(take.code).toBe(codes.NOT_PERMITTED)
      expect((await bs.client.form('trade/order/share/verify', { orderId }, other)).code).toBe(
        codes.NOT_PERMITTED,
      )
      expect((await bs.client.form('trade/order/share', { orderId }, other)).code).toBe(codes.NOT_PERMITTED)
    }
    const theirs = await bs.client.form<{ total: number }>('trade/api/order/list', {}, other)
    expect(theirs.data.total).toBe(0)
    expect((await orderById(bs, owner, order.id)).status).toBe('open')
  })

  it('leaves a cashed-out order alone when its match settles', async () => {
    const bettor = await newBettor(bs)
    const match = upcoming()[8]!
    const pick = pickOf(match, '1x2', 'home')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    const answer = await cashOut(bettor, { orderId: order.id, requestId: randomUUID(), amount: '9.50' })
    expect(answer.code, answer.msg).toBe(0)
    const plan = bs.simulator.plan(match.id)!
    await advanceFeed(bs, Math.max(plan.end, plan.cancelAt ?? 0) + 1000)
    const after = await orderById(bs, bettor, order.id)
    expect([after.status, after.payout]).toEqual(['cashedOut', '9.50'])
    expect(after.legs[0]?.result).not.toBeNull()
    expect(await balanceOf(bs, bettor.memberId)).toBe('999.50')
    await expectLedgerBalanced(bs)
  })
})
