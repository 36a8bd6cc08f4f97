import { type Match, type MemberLimits, type RiskMarket, returnUnits } from '@sportsbook/sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toUnits } from '../src/ledger/money'
import {
  type BetServer,
  balanceOf,
  credit,
  newBettor,
  type Pick,
  pickOf,
  placed,
  placeOrder,
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
