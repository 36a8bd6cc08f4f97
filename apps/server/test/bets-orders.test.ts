import { randomUUID } from 'node:crypto'
import {
  codes,
  type OddsChanged,
  oddsFromHundredths,
  oddsHundredths,
  parlayOddsHundredths,
  type StakeLimit,
  schemas,
  type UserInfo,
} from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  type BetServer,
  balanceOf,
  expectLedgerBalanced,
  newBettor,
  orderBody,
  pickOf,
  placed,
  placeOrder,
  upcomingFootball,
} from './bets-support'
import { newVisitor } from './support/flows'
import { useSharedServer } from './support/shared-server'

const bs: BetServer = useSharedServer()

const shift = (odds: string, hundredths: bigint) => oddsFromHundredths(oddsHundredths(odds) + hundredths)

describe('order create', () => {
  it('places a single: the answer is the order and the stake leaves the balance for the open bets', async () => {
    const bettor = await newBettor(bs)
    const [match] = upcomingFootball(bs)
    const pick = pickOf(match!, '1x2', 'home')
    const order = await placed(bs, bettor, { legs: [pick], stake: '25.50' })
    v.parse(schemas.bets.create.response, order)
    expect(order).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: '25.50',
      odds: pick.odds,
      currencyCode: 'USD',
      acceptOdds: 'exact',
      payout: null,
      settledAt: null,
      freeBet: false,
      shared: false,
    })
    const potential = (2550n * oddsHundredths(pick.odds)) / 100n
    expect(order.potentialReturn).toBe(`${potential / 100n}.${String(potential % 100n).padStart(2, '0')}`)
    expect(order.legs[0]).toMatchObject({
      ...pick,
      result: null,
      marketType: '1x2',
      selectionName: 'home',
      sportType: 1,
    })
    expect(order.legs[0]?.homeName).not.toBe('')
    expect(await balanceOf(bs, bettor.memberId)).toBe('974.50')
    expect(await balanceOf(bs, bettor.memberId, 'USD', 'escrow')).toBe('25.50')
    await expectLedgerBalanced(bs)
  })

  it('places a parlay at the product of its legs rounded down to 2 decimals', async () => {
    const bettor = await newBettor(bs)
    const [a, b, c] = upcomingFootball(bs)
    const legs = [pickOf(a!, '1x2', 'away'), pickOf(b!, 'total', 'over'), pickOf(c!, '1x2', 'draw')]
    const order = await placed(bs, bettor, { legs, stake: '10' })
    const exact = legs.reduce((product, leg) => product * BigInt(oddsHundredths(leg.odds)), 1n)
    expect(order.kind).toBe('parlay')
    expect(order.odds).toBe(oddsFromHundredths(exact / 10_000n))
    expect(order.odds).toBe(
      oddsFromHundredths(parlayOddsHundredths(legs.map((leg) => oddsHundredths(leg.odds)))),
    )
    const potential = (1000n * oddsHundredths(order.odds)) / 100n
    expect(order.potentialReturn).toBe(`${potential / 100n}.${String(potential % 100n).padStart(2, '0')}`)
    expect(order.legs.map((leg) => leg.selectionId)).toEqual(legs.map((leg) => leg.selectionId))
    expect(await balanceOf(bs, bettor.memberId)).toBe('990.00')
    await expectLedgerBalanced(bs)
  })

  it('refuses a visitor (3004): only members bet', async () => {
    const visitor = await newVisitor(bs.client)
    const [match] = upcomingFootball(bs)
    const answer = await placeOrder(bs, visitor, { legs: [pickOf(match!, '1x2', 'home')] })
    expect(answer.code).toBe(codes.NOT_PERMITTED)
  })

  it('answers 2001 when the balance is short, and places nothing', async () => {
    const bettor = await newBettor(bs, '5')
    const [match] = upcomingFootball(bs)
    const answer = await placeOrder(bs, bettor, { legs: [pickOf(match!, '1x2', 'home')], stake: '5.01' })
    expect(answer.code).toBe(codes.INSUFFICIENT_BALANCE)
    expect(await balanceOf(bs, bettor.memberId)).toBe('5.00')
    const list = await bs.client.form<{ total: number }>('trade/api/order/list', {}, bettor)
    expect(list.data.total).toBe(0)
  })

  it('applies the odds policy: exact refuses any change, higher takes equal or better, any takes all', async () => {
    const bettor = await newBettor(bs)
    const [match] = upcomingFootball(bs)
    const pick = pickOf(match!, '1x2', 'away')
    const better = { ...pick, odds: shift(pick.odds, -5n) } // the book now pays more than the slip showed
    const worse = { ...pick, odds: shift(pick.odds, 5n) } // the book now pays less

    for (const [policy, leg] of [
      ['exact', better],
      ['exact', worse],
      ['higher', worse],
    ] as const) {
      const answer = await placeOrder(bs, bettor, { acceptOdds: policy, legs: [leg] })
      expect(answer.code, `${policy} ${leg.odds}`).toBe(codes.ODDS_CHANGED)
      const data = answer.data as unknown as OddsChanged
      expect(data.odds).toBe(pick.odds)
      expect(data.legs).toEqual([{ ...pick, status: 'open' }])
    }
    const higher = await placed(bs, bettor, { acceptOdds: 'higher', legs: [better] })
    expect(higher.odds).toBe(pick.odds)
    const anyWorse = await placed(bs, bettor, { acceptOdds: 'any', legs: [worse] })
    expect(anyWorse.legs[0]?.odds).toBe(pick.odds)
    const exact = await placed(bs, bettor, { acceptOdds: 'exact', legs: [pick] })
    expect(exact.odds).toBe(pick.odds)
    expect(await balanceOf(bs, bettor.memberId)).toBe('970.00')
  })

  it('answers 2004 outside the stake limits, with data.min and data.max', async () => {
    const bettor = await newBettor(bs, '20000')
    const [match] = upcomingFootball(bs)
    const pick = pickOf(match!, '1x2', 'home')
    const low = await placeOrder(bs, bettor, { legs: [pick], stake: '0.99' })
    expect(low.code).toBe(codes.STAKE_OUT_OF_LIMITS)
    expect(low.data).toMatchObject({ min: '1.00', currencyCode: 'USD' })
    const max = (low.data as unknown as StakeLimit).max
    const high = await placeOrder(bs, bettor, { legs: [pick], stake: shift(max, 1n) })
    expect(high.code).toBe(codes.STAKE_OUT_OF_LIMITS)
    await placed(bs, bettor, { legs: [pick], stake: max })
    // The maximum keeps stake * odds within the limits' maximum payout (50,000 USD).
    expect(Number(max) * Number(pick.odds)).toBeLessThanOrEqual(50_000)
  })

  it('answers /trade/api/order/amount/limit with the range of the legs in a currency', async () => {
    const bettor = await newBettor(bs)
    const [a, b] = upcomingFootball(bs)
    const legs = [pickOf(a!, '1x2', 'home'), pickOf(b!, 'handicap', 'away')]
    const answer = await bs.client.nested<StakeLimit>(
      '/trade/api/order/amount/limit',
      { currencyCode: 'USD', legs: legs.map(({ odds: _odds, ...leg }) => leg) },
      bettor,
    )
    expect(answer.code, answer.msg).toBe(0)
    v.parse(schemas.bets.amountLimit.response, answer.data)
    expect(answer.data.min).toBe('1.00')
    expect(answer.data.maxPayout).toBe('50000.00')
    expect(answer.data.odds).toBe(
      oddsFromHundredths(parlayOddsHundredths(legs.map((leg) => oddsHundredths(leg.odds)))),
    )
    const byPayout = (5_000_000n * 100n) / oddsHundredths(answer.data.odds)
    expect(oddsHundredths(answer.data.max) <= 500_000n && oddsHundredths(answer.data.max) <= byPayout).toBe(
      true,
    )
  })

  it('is idempotent by requestId: the same body answers the same order, another body 2005', async () => {
    const bettor = await newBettor(bs)
    const [match] = upcomingFootball(bs)
    const pick = pickOf(match!, '1x2', 'home')
    const requestId = randomUUID()
    const first = await placed(bs, bettor, { requestId, legs: [pick], stake: '10' })
    const again = await placed(bs, bettor, { requestId, legs: [pick], stake: '10.00' })
    expect(again.id).toBe(first.id)
    const other = await placeOrder(bs, bettor, { requestId, legs: [pick], stake: '11' })
    expect(other.code).toBe(codes.IDEMPOTENCY_CONFLICT)
    expect(await balanceOf(bs, bettor.memberId)).toBe('990.00')
    // Keys are per member: another member may use the same one.
    const second = await newBettor(bs)
    const theirs = await placed(bs, second, { requestId, legs: [pick], stake: '10' })
    expect(theirs.id).not.toBe(first.id)
  })

  it('answers 1000 naming the bad field', async () => {
    const bettor = await newBettor(bs)
    const [a, b] = upcomingFootball(bs)
    const pick = pickOf(a!, '1x2', 'home')
    const other = pickOf(b!, '1x2', 'home')
    const sameMatch = pickOf(a!, 'total', 'over')
    const cases: [Record<string, unknown>, string][] = [
      [{ ...orderBody({ legs: [pick] }), requestId: 'not-a-uuid' }, 'requestId'],
      [{ ...orderBody({ legs: [pick] }), stake: '-1' }, 'stake'],
      [{ ...orderBody({ legs: [pick] }), stake: 10 }, 'stake'],
      [{ ...orderBody({ legs: [pick] }), stake: '1.001' }, 'stake'],
      [{ ...orderBody({ legs: [pick] }), acceptOdds: 'sometimes' }, 'acceptOdds'],
      [{ ...orderBody({ legs: [] }) }, 'legs'],
      [{ ...orderBody({ legs: Array.from({ length: 11 }, () => other) }) }, 'legs'],
      [{ ...orderBody({ legs: [{ ...pick, odds: '1.955' }] }) }, 'legs.0.odds'],
      [{ ...orderBody({ legs: [pick, sameMatch] }) }, 'legs.1.matchId'],
      [{ ...orderBody({ legs: [pick] }), currencyCode: 'DEMO' }, 'currencyCode'],
      [{ ...orderBody({ legs: [pick] }), currencyCode: 'XYZ' }, 'currencyCode'],
    ]
    for (const [body, field] of cases) {
      const answer = await bs.client.nested('/trade/api/order/create', body, bettor)
      expect(answer.code, field).toBe(codes.INVALID_REQUEST)
      expect(answer.data, field).toEqual({ field })
    }
    expect(await balanceOf(bs, bettor.memberId)).toBe('1000.00')
  })

  it('lets a demo member bet demo money only', async () => {
    const visitor = await newVisitor(bs.client)
    const demo = (await bs.client.form<UserInfo>('/app/api/member/create/try-play/account', {}, visitor)).data
    const [match] = upcomingFootball(bs)
    const pick = pickOf(match!, '1x2', 'home')
    const real = await placeOrder(bs, demo, { legs: [pick], currencyCode: 'USD' })
    expect(real.code).toBe(codes.INVALID_REQUEST)
    const order = await placed(bs, demo, { legs: [pick], currencyCode: 'DEMO', stake: '100' })
    expect(order.currencyCode).toBe('DEMO')
    expect(await balanceOf(bs, demo.memberId, 'DEMO')).toBe('9900.00')
    await expectLedgerBalanced(bs)
  })

  it('answers 2003 for a suspended market and for a selection the book does not have', async () => {
    const bettor = await newBettor(bs)
    const [match, later] = upcomingFootball(bs)
    const pick = pickOf(match!, 'total', 'under')
    const at = bs.clock.now()
    bs.runtime.book.apply([
      { kind: 'market', matchId: pick.matchId, marketId: pick.marketId, status: 'suspended', at },
    ])
    const market = bs.runtime.book.get(pick.matchId)!.markets.find((item) => item.id === pick.marketId)!
    for (const selection of market.selections) selection.status = 'suspended'
    const suspended = await placeOrder(bs, bettor, { legs: [pick] })
    expect(suspended.code).toBe(codes.MARKET_UNAVAILABLE)
    for (const selection of market.selections) selection.status = 'open'
    market.status = 'open'

    const pre = pickOf(later!, '1x2', 'home')
    const unknown = await placeOrder(bs, bettor, { legs: [{ ...pre, selectionId: pre.selectionId + 3 }] })
    expect(unknown.code).toBe(codes.MARKET_UNAVAILABLE)
    expect(await balanceOf(bs, bettor.memberId)).toBe('1000.00')
  })
})

describe('order create on a finished match', () => {
  it('answers 2003 once the match is over, and 2003 for a pre-match price after kick-off', async () => {
    const bettor = await newBettor(bs)
    const [match] = upcomingFootball(bs)
    const pick = pickOf(match!, '1x2', 'home')
    // The feed clock passes the kick-off before the book hears of it.
    bs.clock.set(match!.startTime + 1000)
    expect(bs.runtime.book.get(match!.id)?.status).toBe('upcoming')
    const stale = await placeOrder(bs, bettor, { legs: [pick] })
    expect(stale.code).toBe(codes.MARKET_UNAVAILABLE)
    const plan = bs.simulator.plan(match!.id)!
    bs.clock.set(Math.max(plan.end, plan.cancelAt ?? 0) + 1000)
    bs.simulator.tick()
    expect(['finished', 'cancelled']).toContain(bs.runtime.book.get(match!.id)?.status)
    const finished = await placeOrder(bs, bettor, { legs: [pick], acceptOdds: 'any' })
    expect(finished.code).toBe(codes.MARKET_UNAVAILABLE)
    expect(await balanceOf(bs, bettor.memberId)).toBe('1000.00')
  })
})
