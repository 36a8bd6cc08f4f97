import {
  type BuilderQuote,
  type Match,
  type MemberLimits,
  type Order,
  oddsFromHundredths,
  parlayOddsHundredths,
  type RiskMarket,
  returnUnits,
} from '@sportsbook/sdk/protocol'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { betsClock } from '../src/bets/bets-clock'
import { acceptanceOf } from '../src/bets/settlement-worker'
import { toUnits } from '../src/ledger/money'
import type { BookMatch } from '../src/matches/book'
import {
  type BetServer,
  balanceOf,
  credit,
  liveFootball as liveFootballIn,
  newBettor,
  orderById,
  type Pick,
  pickOf,
  placed,
  placeOrder,
  setMarketStatus,
  upcomingFootball,
} from './bets-support'
import { startOpsServer } from './ops-support'
import { createTestClient, openAnswer, type TestSession } from './support/client'
import { newMember } from './support/flows'
import { newOperator } from './wallet-support'

let bs: BetServer
/** The same server as brand 800001's site sees it. */
let copa: BetServer
let operator: TestSession
let copaOperator: TestSession

beforeAll(async () => {
  bs = await startOpsServer({})
  copa = { ...bs, client: createTestClient(bs.server.url, { origin: 'http://localhost:5172' }) }
  operator = await newOperator(bs)
  copaOperator = await newOperator(copa)
})

afterAll(async () => {
  await bs?.server.close()
})

afterEach(() => betsClock.reset())

const cents = (text: string) => toUnits(text, 2)
const money = (units: bigint) => (Number(units) / 100).toFixed(2)
const oddsOf = (pick: Pick) => BigInt(Math.round(Number(pick.odds) * 100))

async function riskOf(session: TestSession, matchId: number, server = bs): Promise<RiskMarket[]> {
  const answer = await server.client.form<{ list: RiskMarket[] }>(
    '/app/api/internal/risk/markets',
    { matchId, pageSize: 100 },
    session,
  )
  expect(answer.code, answer.msg).toBe(0)
  return answer.data.list
}

async function setCaps(session: TestSession, fields: Record<string, string>, server = bs) {
  const answer = await server.client.form('/app/api/internal/risk/settings', fields, session)
  expect(answer.code, answer.msg).toBe(0)
  return answer.data
}

async function selectionStatus(server: BetServer, pick: Pick, session: TestSession): Promise<string> {
  const answer = await server.client.form('match/details', { matchId: pick.matchId }, session)
  expect(answer.code, answer.msg).toBe(0)
  const match = openAnswer<Match>(answer, session.token)
  const market = match.markets.find((item) => item.id === pick.marketId)
  return market!.selections.find((item) => item.id === pick.selectionId)!.status
}

describe('the risk book', () => {
  it('sums stakes, payouts and liability per selection as the orders say, a parlay on each of its legs', async () => {
    const [first, second] = upcomingFootball(bs)
    const home = pickOf(first!, '1x2', 'home')
    const away = pickOf(first!, '1x2', 'away')
    const other = pickOf(second!, '1x2', 'draw')
    const [a, b, c] = await Promise.all([newBettor(bs, '500'), newBettor(bs, '500'), newBettor(bs, '500')])
    await placed(bs, a, { legs: [home], stake: '10' })
    await placed(bs, b, { legs: [away], stake: '20' })
    const parlay = await placed(bs, c, { legs: [home, other], stake: '5' })

    const homeReturn = returnUnits(cents('10'), oddsOf(home)) + cents(parlay.potentialReturn)
    const awayReturn = returnUnits(cents('20'), oddsOf(away))
    const marketStakes = cents('35')
    const [market, ...rest] = await riskOf(operator, first!.id)
    expect(rest).toEqual([])
    expect(market).toMatchObject({
      matchId: first!.id,
      marketId: home.marketId,
      currencyCode: 'USD',
      stakes: money(marketStakes),
      orders: 3,
    })
    const bySelection = new Map(market!.selections.map((selection) => [selection.selectionId, selection]))
    expect(bySelection.get(home.selectionId)).toMatchObject({
      stakes: money(cents('15')),
      potentialPayout: money(homeReturn),
      liability: money(homeReturn - marketStakes),
      orders: 2,
      suspended: false,
    })
    expect(bySelection.get(away.selectionId)).toMatchObject({
      stakes: money(cents('20')),
      potentialPayout: money(awayReturn),
      liability: money(awayReturn - marketStakes),
      orders: 1,
    })
    const [worst] = [homeReturn, awayReturn].sort((a, b) => (a > b ? -1 : 1))
    expect(market!.liability).toBe(money(worst! - marketStakes))
    // The parlay's other market counts it too; another brand's operator sees none of it.
    const [parlayMarket] = await riskOf(operator, second!.id)
    expect(parlayMarket!.selections).toEqual([
      expect.objectContaining({ selectionId: other.selectionId, stakes: '5.00', orders: 1 }),
    ])
    expect(await riskOf(copaOperator, first!.id, copa)).toEqual([])
  })
})

describe('caps', () => {
  it('refuses an order whose return passes maxPayoutPerOrder with 2004 and data.max, changing nothing', async () => {
    const pick = pickOf(upcomingFootball(bs)[2]!, '1x2', 'home')
    const bettor = await newBettor(bs, '1000')
    await setCaps(operator, { currencyCode: 'USD', maxPayoutPerOrder: '100' })
    const answer = await placeOrder(bs, bettor, { legs: [pick], stake: '100' })
    expect(answer.code).toBe(2004)
    const max = (cents('100') * 100n) / oddsOf(pick)
    expect(answer.data).toMatchObject({ max: money(max), maxPayout: '100.00', currencyCode: 'USD' })
    expect(await balanceOf(bs, bettor.memberId)).toBe('1000.00')
    await placed(bs, bettor, { legs: [pick], stake: money(max) })
    await setCaps(operator, { currencyCode: 'USD', maxPayoutPerOrder: '' })
  })

  it('refuses an order past maxLiabilityPerSelection with data.max, then suspends the selection at it for that brand only', async () => {
    const match = upcomingFootball(bs)[3]!
    const pick = pickOf(match, '1x2', 'home')
    const bettor = await newBettor(bs, '1000')
    await placed(bs, bettor, { legs: [pick], stake: '10' })
    const before = returnUnits(cents('10'), oddsOf(pick)) - cents('10')
    const cap = before + cents('5')
    await setCaps(operator, { currencyCode: 'USD', maxLiabilityPerSelection: money(cap) })

    const refused = await placeOrder(bs, bettor, { legs: [pick], stake: '50' })
    expect(refused.code).toBe(2004)
    const max = (cents('5') * 100n) / (oddsOf(pick) - 100n)
    expect(refused.data).toMatchObject({ max: money(max) })
    expect(await balanceOf(bs, bettor.memberId)).toBe('990.00')
    expect(await selectionStatus(bs, pick, bettor)).toBe('open')

    // Down to the cap itself: the selection is suspended for brand 800000, open for brand 800001.
    await setCaps(operator, { currencyCode: 'USD', maxLiabilityPerSelection: money(before) })
    expect(await selectionStatus(bs, pick, bettor)).toBe('suspended')
    const [market] = await riskOf(operator, match.id)
    expect(market!.selections.find((item) => item.selectionId === pick.selectionId)?.suspended).toBe(true)
    const again = await placeOrder(bs, bettor, { legs: [pick], stake: '1' })
    expect(again.code).toBe(2003)

    const copaPlayer = await newMember(copa.client)
    await credit(bs, copaPlayer.user.memberId, '100', 'BRL')
    expect(await selectionStatus(copa, pick, copaPlayer)).toBe('open')
    await placed(copa, copaPlayer, { legs: [pick], stake: '10', currencyCode: 'BRL' })

    // A bet on another selection of the market lowers the home liability: open again.
    const away = pickOf(match, '1x2', 'away')
    await placed(bs, await newBettor(bs, '100'), { legs: [away], stake: '2' })
    expect(await selectionStatus(bs, pick, bettor)).toBe('open')
    await setCaps(operator, { currencyCode: 'USD', maxLiabilityPerSelection: '' })
  })

  it('reads the caps back per currency, and refuses bad input naming the field with nothing changed', async () => {
    await setCaps(operator, { currencyCode: 'USDT', maxPayoutPerOrder: '250.5' })
    const bad = [
      [{ currencyCode: 'USD', maxPayoutPerOrder: '-5' }, 'maxPayoutPerOrder'],
      [{ currencyCode: 'USD', maxLiabilityPerSelection: '1.234' }, 'maxLiabilityPerSelection'],
      [{ currencyCode: 'XYZ', maxPayoutPerOrder: '5' }, 'currencyCode'],
      [{ currencyCode: 'DEMO', maxPayoutPerOrder: '5' }, 'currencyCode'],
    ] as const
    for (const [fields, field] of bad) {
      const answer = await bs.client.form('/app/api/internal/risk/settings', fields, operator)
      expect(answer.code, field).toBe(1000)
      expect(answer.data).toEqual({ field })
    }
    const list = await bs.client.form<{ currencyCode: string; maxPayoutPerOrder: string | null }[]>(
      '/app/api/internal/risk/settings/list',
      {},
      operator,
    )
    expect(list.code).toBe(0)
    expect(list.data.map((item) => [item.currencyCode, item.maxPayoutPerOrder])).toEqual([
      ['USD', null],
      ['USDT', '250.5000'],
      ['BRL', null],
    ])
    // Brand 800002 has no BRL; its caps are its own.
    const jade = { ...bs, client: createTestClient(bs.server.url, { origin: 'http://localhost:5173' }) }
    const jadeOperator = await newOperator(jade)
    const refused = await jade.client.form(
      '/app/api/internal/risk/settings',
      { currencyCode: 'BRL', maxPayoutPerOrder: '5' },
      jadeOperator,
    )
    expect(refused.code).toBe(1000)
    const jadeList = await jade.client.form<{ maxPayoutPerOrder: string | null }[]>(
      '/app/api/internal/risk/settings/list',
      {},
      jadeOperator,
    )
    expect(jadeList.data.every((item) => item.maxPayoutPerOrder === null)).toBe(true)
  })

  it('is for operators only', async () => {
    const player = await newBettor(bs, '0')
    for (const path of ['/app/api/internal/risk/markets', '/app/api/internal/risk/settings/list']) {
      expect((await bs.client.form(path, {}, player)).code).toBe(3004)
    }
  })
})

describe('stake factor', () => {
  it("scales the member's maximum stakes, for the operator's own brand only", async () => {
    const bettor = await newBettor(bs, '5000')
    const limitsOf = async () => {
      const answer = await bs.client.form<MemberLimits>('/trade/member/limits', {}, bettor)
      expect(answer.code).toBe(0)
      return answer.data
    }
    const before = await limitsOf()
    const refused = await copa.client.form(
      '/app/api/internal/member/stake-factor',
      { memberId: bettor.memberId, factor: '0.5' },
      copaOperator,
    )
    expect(refused.code).toBe(3004)
    for (const factor of ['1.5', '0', '0.001', 'half']) {
      const bad = await bs.client.form(
        '/app/api/internal/member/stake-factor',
        { memberId: bettor.memberId, factor },
        operator,
      )
      expect(bad.code, factor).toBe(1000)
      expect(bad.data).toEqual({ field: 'factor' })
    }
    expect(await limitsOf()).toEqual(before)

    const set = await bs.client.form(
      '/app/api/internal/member/stake-factor',
      { memberId: bettor.memberId, factor: '0.29' },
      operator,
    )
    expect(set).toMatchObject({ code: 0, data: { memberId: bettor.memberId, factor: '0.29' } })
    const after = await limitsOf()
    const scaled = (max: string) => money(((cents(max) * 29n) / 100n / 100n) * 100n)
    expect(after.default.max).toBe(scaled(before.default.max))
    expect(after.default.min).toBe(before.default.min)

    const pick = pickOf(upcomingFootball(bs)[4]!, '1x2', 'home')
    const over = await placeOrder(bs, bettor, { legs: [pick], stake: before.default.max })
    expect(over.code).toBe(2004)
  })
})

async function riskOrders(selectionId: number) {
  const answer = await bs.client.form<{ list: { orderId: number; kind: string }[] }>(
    '/app/api/internal/risk/orders',
    { selectionId, pageSize: 100 },
    operator,
  )
  expect(answer.code, answer.msg).toBe(0)
  return answer.data.list
}

const selectionOf = (markets: RiskMarket[], pick: Pick) =>
  markets
    .find((market) => market.marketId === pick.marketId)
    ?.selections.find((selection) => selection.selectionId === pick.selectionId)

describe('builder orders in the book', () => {
  it('counts a builder once on each leg: its one return on each selection, its stake once in each market', async () => {
    const open = (item: BookMatch, type: string, main: boolean) =>
      item.markets.some(
        (market) => market.type === type && (!main || market.main) && market.status === 'open',
      )
    // A match no other story of the file bet on (they take the first four).
    const match = upcomingFootball(bs)
      .slice(4)
      .find(
        (item) =>
          open(item, '1x2', true) && open(item, 'total', true) && open(item, 'bothTeamsToScore', false),
      )!
    const mainTotal = match.markets.find((market) => market.type === 'total' && market.main)!.line
    const legs = [
      pickOf(match, '1x2', 'home'),
      pickOf(match, 'total', 'over', mainTotal),
      pickOf(match, 'bothTeamsToScore', 'yes'),
    ]
    const bettor = await newBettor(bs, '100')
    const quote = await bs.client.flat<BuilderQuote>(
      'trade/api/order/builder/quote',
      { matchId: match.id, legs: legs.map(({ marketId, selectionId }) => ({ marketId, selectionId })) },
      bettor,
    )
    expect(quote.code, quote.msg).toBe(0)
    const builder = await placed(bs, bettor, { legs, stake: '10', builder: { quoteId: quote.data.quoteId } })
    expect(builder.kind).toBe('builder')
    const single = await placed(bs, await newBettor(bs, '100'), { legs: [legs[0]!], stake: '4' })

    const markets = await riskOf(operator, match.id)
    expect(markets.map((market) => market.marketId).sort()).toEqual(legs.map((leg) => leg.marketId).sort())
    const builderReturn = cents(builder.potentialReturn)
    const homeReturn = builderReturn + cents(single.potentialReturn)
    expect(selectionOf(markets, legs[0]!)).toMatchObject({
      stakes: '14.00',
      potentialPayout: money(homeReturn),
      liability: money(homeReturn - cents('14')),
      orders: 2,
    })
    for (const leg of legs.slice(1)) {
      expect(selectionOf(markets, leg)).toMatchObject({
        stakes: '10.00',
        potentialPayout: money(builderReturn),
        liability: money(builderReturn - cents('10')),
        orders: 1,
      })
    }
    expect((await riskOrders(legs[1]!.selectionId)).map((order) => [order.orderId, order.kind])).toEqual([
      [builder.id, 'builder'],
    ])
  })
})

describe('pending orders in the book, and the better price at acceptance (PROTOCOL.md section 12)', () => {
  const liveFootball = () => liveFootballIn(bs, 3)
  const setMarket = (pick: Pick, status: 'open' | 'suspended') => setMarketStatus(bs, pick, status)

  const moveOdds = (pick: Pick, odds: string) =>
    bs.runtime.book.apply([{ kind: 'odds', ...pick, odds, status: 'open', at: bs.clock.now() }])

  async function decideNow(...orders: Order[]): Promise<void> {
    const due = Math.max(...orders.map((order) => order.acceptAt ?? 0))
    betsClock.advance(Math.max(0, due - betsClock.now()) + 1)
    await acceptanceOf(bs.server.ctx).sweep()
  }

  it('counts a pending order at its placed return: the cap holds for it, and its rejection opens the selection again', async () => {
    const [match] = await liveFootball()
    const pick = pickOf(match!, '1x2', 'draw')
    const bettor = await newBettor(bs, '100')
    const order = await placed(bs, bettor, { legs: [pick], stake: '10' })
    expect(order.status).toBe('pending')
    const growth = cents(order.potentialReturn) - cents('10')
    const [market] = await riskOf(operator, match!.id)
    expect(selectionOf([market!], pick)).toMatchObject({
      stakes: '10.00',
      potentialPayout: order.potentialReturn,
      orders: 1,
    })
    expect((await riskOrders(pick.selectionId)).map((item) => item.orderId)).toEqual([order.id])
    // At the cap with the pending order in it: suspended for the brand, and no second order passes.
    await setCaps(operator, { currencyCode: 'USD', maxLiabilityPerSelection: money(growth) })
    expect(await selectionStatus(bs, pick, bettor)).toBe('suspended')
    expect((await placeOrder(bs, await newBettor(bs, '100'), { legs: [pick], stake: '1' })).code).toBe(2003)
    // Rejected (its market suspended in the delay): it leaves the book, and the selection opens again.
    setMarket(pick, 'suspended')
    await decideNow(order)
    setMarket(pick, 'open')
    expect(await orderById(bs, bettor, order.id)).toMatchObject({ status: 'rejected' })
    expect(selectionOf(await riskOf(operator, match!.id), pick)).toBeUndefined()
    await expect.poll(() => selectionStatus(bs, pick, bettor)).toBe('open')
    await setCaps(operator, { currencyCode: 'USD', maxLiabilityPerSelection: '' })
  })

  it("takes a better price only within the brand's payout and liability caps, else keeps the placed odds", async () => {
    // The liability cap is the brand's for every selection: the order held by it takes the longest price of the
    // three, so the cap it sets stays above what the unbound order's better price adds.
    const picks = (await liveFootball())
      .slice(0, 3)
      .map((match) => pickOf(match, '1x2', 'home'))
      .sort((a, b) => Number(oddsOf(b) - oddsOf(a)))
    const [liable, capped, free] = picks as [Pick, Pick, Pick]
    const bettor = await newBettor(bs, '300')
    const byPayout = await placed(bs, bettor, { legs: [capped], stake: '10', acceptOdds: 'exact' })
    const byLiability = await placed(bs, bettor, { legs: [liable], stake: '10', acceptOdds: 'exact' })
    // A stake of 1: its return at the better price stays far below the payout cap, its liability below the other.
    const unbound = await placed(bs, bettor, { legs: [free], stake: '1', acceptOdds: 'exact' })
    // The payout cap at the placed return; the liability cap at the book's liability with the order in it.
    await setCaps(operator, {
      currencyCode: 'USD',
      maxPayoutPerOrder: byPayout.potentialReturn,
      maxLiabilityPerSelection: money(cents(byLiability.potentialReturn) - cents('10')),
    })
    const better = (pick: Pick) => oddsFromHundredths(oddsOf(pick) + 50n)
    try {
      for (const pick of picks) moveOdds(pick, better(pick))
      await decideNow(byPayout, byLiability, unbound)
      expect(await orderById(bs, bettor, byPayout.id)).toMatchObject({
        status: 'open',
        odds: capped.odds,
        potentialReturn: byPayout.potentialReturn,
      })
      expect(await orderById(bs, bettor, byLiability.id)).toMatchObject({ status: 'open', odds: liable.odds })
      // Within every cap, the better price is the player's.
      expect(await orderById(bs, bettor, unbound.id)).toMatchObject({ status: 'open', odds: better(free) })
    } finally {
      for (const pick of picks) moveOdds(pick, pick.odds)
      await setCaps(operator, { currencyCode: 'USD', maxPayoutPerOrder: '', maxLiabilityPerSelection: '' })
    }
  })

  it("reads the brand's caps again inside the acceptance's transaction when it no longer remembers them", async () => {
    // Through the database itself, that read would wait forever for the acceptance's own transaction on PGlite's
    // one connection; every later request would wait behind it.
    const [match] = await liveFootball()
    const pick = pickOf(match!, '1x2', 'away')
    const bettor = await newBettor(bs, '100')
    const order = await placed(bs, bettor, { legs: [pick], stake: '2', acceptOdds: 'exact' })
    expect(order.status).toBe('pending')
    const better = oddsFromHundredths(oddsOf(pick) + 50n)
    moveOdds(pick, better)
    try {
      bs.server.ctx.app.risk.settings.forget(800000, 'USD')
      await decideNow(order)
      expect(await orderById(bs, bettor, order.id)).toMatchObject({ status: 'open', odds: better })
    } finally {
      moveOdds(pick, pick.odds)
    }
  })

  it("keeps the placed odds when the better price would pass the member's maximum payout", async () => {
    const limits = await bs.client.form<MemberLimits>('/trade/member/limits', {}, await newBettor(bs, '0'))
    const maxPayout = cents(limits.data.maxPayout)
    // A live parlay of the longest 1X2 prices at 10.00 or more: a stake within the market's maximum reaches the
    // maximum payout.
    const legs: Pick[] = []
    for (const match of await liveFootball()) {
      if (legs.length > 0 && parlayOddsHundredths(legs.map(oddsOf)) >= 1000n) break
      const market = match.markets.find((item) => item.type === '1x2')!
      const longest = [...market.selections].sort((a, b) => Number(a.odds) - Number(b.odds)).at(-1)!
      legs.push(pickOf(match, '1x2', longest.name))
    }
    const odds = parlayOddsHundredths(legs.map(oddsOf))
    expect(odds).toBeGreaterThanOrEqual(1000n)
    const stake = (maxPayout * 100n) / odds
    const bettor = await newBettor(bs, '5000')
    const order = await placed(bs, bettor, { legs, stake: money(stake), acceptOdds: 'higher' })
    expect(order.status).toBe('pending')
    const better = oddsFromHundredths(oddsOf(legs[0]!) + 50n)
    moveOdds(legs[0]!, better)
    await decideNow(order)
    const decided = await orderById(bs, bettor, order.id)
    expect(decided).toMatchObject({
      status: 'open',
      odds: order.odds,
      potentialReturn: order.potentialReturn,
    })
    expect(decided.legs.map((leg) => leg.odds)).toEqual(legs.map((leg) => leg.odds))
    moveOdds(legs[0]!, legs[0]!.odds)
  })
})
