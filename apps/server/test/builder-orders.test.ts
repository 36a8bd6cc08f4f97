import {
  type BuilderQuote,
  codes,
  type Order,
  oddsHundredths,
  schemas,
} from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { betsClock } from '../src/bets/bets-clock'
import { settlementOf } from '../src/bets/settlement-worker'
import type { BookMatch } from '../src/matches/book'
import {
  type BetServer,
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  orderById,
  type Pick,
  pickOf,
  placed,
  placeOrder,
  settleMarketNow,
  upcomingFootball,
} from './bets-support'
import { useSharedServer } from './support/shared-server'

const bs: BetServer = useSharedServer()

afterEach(() => betsClock.reset())

type Session = { uid: string; token: string }

const builderQuote = (session: Session, matchId: number, legs: Pick[]) =>
  bs.client.flat<BuilderQuote>(
    'trade/api/order/builder/quote',
    { matchId, legs: legs.map(({ marketId, selectionId }) => ({ marketId, selectionId })) },
    session,
  )

/** A football match still to kick off with an open 1x2 and an open main total. */
function builderMatch(index: number): BookMatch {
  const matches = upcomingFootball(bs).filter((match) =>
    ['1x2', 'total'].every((type) =>
      match.markets.some((market) => market.type === type && market.main && market.status === 'open'),
    ),
  )
  return matches[index]!
}

const mainTotal = (match: BookMatch) =>
  match.markets.find((market) => market.type === 'total' && market.main)!.line

describe('bet builder (PROTOCOL.md section 12)', () => {
  it('prices legs of one match together and places them as one builder order at the quoted price', async () => {
    const bettor = await newBettor(bs, '100')
    const match = builderMatch(0)
    const legs = [pickOf(match, '1x2', 'home'), pickOf(match, 'total', 'over', mainTotal(match))]
    const answer = await builderQuote(bettor, match.id, legs)
    expect(answer.code, answer.msg).toBe(0)
    const quote = v.parse(schemas.bets.builderQuote.response, answer.data)
    expect(quote.matchId).toBe(match.id)
    expect(quote.legs.map((leg) => [leg.marketId, leg.selectionId, leg.odds])).toEqual(
      legs.map((leg) => [leg.marketId, leg.selectionId, leg.odds]),
    )
    const naive = (oddsHundredths(legs[0]!.odds) * oddsHundredths(legs[1]!.odds)) / 100n
    expect(oddsHundredths(quote.naiveOdds)).toBe(naive)
    expect(quote.expiresAt).toBeGreaterThan(betsClock.now())
    const order = await placed(bs, bettor, { legs, stake: '10', builder: { quoteId: quote.quoteId } })
    expect(order).toMatchObject({ kind: 'builder', odds: quote.odds, status: 'open', cashOutOffer: null })
    expect(order.legs).toHaveLength(2)
    expect(await balanceOf(bs, bettor.memberId)).toBe('90.00')
    // Outside a builder, two legs of one match stay refused.
    const plain = await placeOrder(bs, bettor, { legs })
    expect([plain.code, plain.data]).toEqual([codes.INVALID_REQUEST, { field: 'legs.1.matchId' }])
  })

  it('refuses incompatible and repeated legs naming the leg, and 2–6 legs only', async () => {
    const bettor = await newBettor(bs, '0')
    const match = builderMatch(1)
    const home = pickOf(match, '1x2', 'home')
    const away = pickOf(match, '1x2', 'away')
    const over = pickOf(match, 'total', 'over', mainTotal(match))
    const under = pickOf(match, 'total', 'under', mainTotal(match))
    for (const [legs, field] of [
      [[home, away], 'legs.1'],
      [[over, home, under], 'legs.2'],
      [[home, over, home], 'legs.2'],
      [[home], 'legs'],
      [[home, over, home, over, home, over, home], 'legs'],
    ] as const) {
      const answer = await builderQuote(bettor, match.id, [...legs])
      expect([answer.code, answer.data], field).toEqual([codes.INVALID_REQUEST, { field }])
    }
    const otherMatch = builderMatch(2)
    const foreign = await builderQuote(bettor, match.id, [home, pickOf(otherMatch, '1x2', 'home')])
    expect(foreign.code).toBe(codes.INVALID_REQUEST)
    expect((foreign.data as unknown as { field: string }).field).toMatch(/^legs\.1\./)
  })

  it('refuses an expired quote, another member’s quote and legs other than the quote’s (1000 naming the field)', async () => {
    const bettor = await newBettor(bs, '100')
    const other = await newBettor(bs, '100')
    const match = builderMatch(3)
    const legs = [pickOf(match, '1x2', 'away'), pickOf(match, 'total', 'under', mainTotal(match))]
    const quote = (await builderQuote(bettor, match.id, legs)).data
    const create = (session: Session, body: { legs?: Pick[] }) =>
      placeOrder(bs, session, { legs, stake: '10', builder: { quoteId: quote.quoteId }, ...body })
    const theirs = await create(other, {})
    expect([theirs.code, theirs.data]).toEqual([codes.INVALID_REQUEST, { field: 'builder.quoteId' }])
    const fewer = await create(bettor, { legs: [legs[0]!, pickOf(match, '1x2', 'draw')] })
    expect([fewer.code, fewer.data]).toEqual([codes.INVALID_REQUEST, { field: 'legs' }])
    betsClock.advance(30_001)
    const late = await create(bettor, {})
    expect([late.code, late.data]).toEqual([codes.INVALID_REQUEST, { field: 'builder.quoteId' }])
    expect(await balanceOf(bs, bettor.memberId)).toBe('100.00')
  })

  it('settles when every leg settles at the quoted price, and a void leg voids the order', async () => {
    const bettor = await newBettor(bs, '100')
    const [one, two] = [builderMatch(4), builderMatch(5)]
    const legsOf = (match: BookMatch) => [
      pickOf(match, '1x2', 'home'),
      pickOf(match, 'total', 'over', mainTotal(match)),
    ]
    const place = async (match: BookMatch) => {
      const legs = legsOf(match)
      const quote = (await builderQuote(bettor, match.id, legs)).data
      const order = await placed(bs, bettor, { legs, stake: '10', builder: { quoteId: quote.quoteId } })
      return { legs, order, quote }
    }
    const won = await place(one)
    const voided = await place(two)
    await settleMarketNow(bs, won.legs[0]!, 'won')
    expect((await orderById(bs, bettor, won.order.id)).status).toBe('open')
    await settleMarketNow(bs, won.legs[1]!, 'won')
    const back = (oddsHundredths(won.quote.odds) * 1000n) / 100n
    expect(await orderById(bs, bettor, won.order.id)).toMatchObject({
      status: 'won',
      payout: `${back / 100n}.${String(back % 100n).padStart(2, '0')}`,
    })
    await settleMarketNow(bs, voided.legs[0]!, 'won')
    await bs.server.ctx.db.query(
      "UPDATE match_selections SET status = 'settled', result = 'void' WHERE market_id = $1",
      [voided.legs[1]!.marketId],
    )
    await settlementOf(bs.server.ctx).sweep()
    const order: Order = await orderById(bs, bettor, voided.order.id)
    expect(order).toMatchObject({ status: 'void', payout: '10.00' })
    expect(await balanceOf(bs, bettor.memberId)).toBe((80 + Number(back) / 100 + 10).toFixed(2))
    await expectLedgerBalanced(bs)
  })
})
