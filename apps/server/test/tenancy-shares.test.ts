import type { AmountLogEntry, MasterRank, Order, SharedOrder } from '@sportsbook/sdk/protocol'
import { codes } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type BetServer,
  type Bettor,
  credit,
  newBettor,
  orderBody,
  type Pick,
  pickOf,
  placed,
  settleMarketNow,
  upcomingFootball,
} from './bets-support'
import { createTestClient, type TestClient } from './support/client'
import { newMember } from './support/flows'
import { useSharedServer } from './support/shared-server'

/**
 * Shares, the master rank and the account history across brands: Apex (800000) bettor A and Copa Bet (800001)
 * bettor C each win a shared single; A never sees C's share or rank line, nor C A's.
 */
const bs: BetServer = useSharedServer()
let copa: TestClient
let a: Bettor
let quiet: Bettor
let c: Bettor
const orders: Record<string, Order> = {}

async function copaBettor(): Promise<Bettor> {
  const member = await newMember(copa)
  await credit(bs, member.user.memberId, '500', 'BRL')
  return { uid: member.uid, token: member.token, user: member.user, memberId: member.user.memberId }
}

const ok = async <T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> => {
  const envelope = await answer
  expect(envelope.code, envelope.msg).toBe(0)
  return envelope.data
}

beforeAll(async () => {
  copa = createTestClient(bs.server.url, { origin: 'http://localhost:5172' })
  a = await newBettor(bs, '100')
  quiet = await newBettor(bs, '0')
  c = await copaBettor()
  const picks: Pick[] = upcomingFootball(bs)
    .slice(0, 2)
    .map((match) => pickOf(match, '1x2', 'home'))
  orders.a = await placed(bs, a, { legs: [picks[0]!], stake: '10' })
  orders.c = await ok(
    copa.nested<Order>(
      '/trade/api/order/create',
      orderBody({ legs: [picks[1]!], stake: '20', currencyCode: 'BRL' }),
      c,
    ),
  )
  await settleMarketNow(bs, picks[0]!, 'won')
  await settleMarketNow(bs, picks[1]!, 'won')
  await ok(bs.client.form('trade/order/share', { orderId: orders.a.id }, a))
  await ok(copa.form('trade/order/share', { orderId: orders.c.id }, c))
})

describe('shares and ranks stay in their brand', () => {
  it("the share list shows only the caller's brand", async () => {
    const apexList = await ok(
      bs.client.form<{ list: SharedOrder[]; total: number }>('trade/order/share/list', {}, quiet),
    )
    expect([apexList.total, apexList.list.map((item) => item.order.id)]).toEqual([1, [orders.a!.id]])
    const copaList = await ok(
      copa.form<{ list: SharedOrder[]; total: number }>('trade/order/share/list', {}, c),
    )
    expect([copaList.total, copaList.list.map((item) => item.order.id)]).toEqual([1, [orders.c!.id]])
  })

  it("the master rank ranks only the caller's brand's sharers", async () => {
    const apexBrl = await ok(
      bs.client.form<MasterRank>('trade/order/master/rank', { currencyCode: 'BRL' }, quiet),
    )
    expect(apexBrl.total).toBe(0)
    const apexUsd = await ok(bs.client.form<MasterRank>('trade/order/master/rank', {}, quiet))
    expect(apexUsd.list.map((line) => line.sharer.memberId)).toEqual([a.memberId])
    const copaRank = await ok(copa.form<MasterRank>('trade/order/master/rank', {}, c))
    expect([copaRank.currencyCode, copaRank.list.map((line) => line.sharer.memberId)]).toEqual([
      'BRL',
      [c.memberId],
    ])
  })

  it('personal data: a member who never shared, or of another brand, is unknown (3004); the caller always has its own', async () => {
    const neverShared = await bs.client.form(
      'trade/order/share/personal/data',
      { memberId: quiet.memberId },
      a,
    )
    expect([neverShared.code, neverShared.data]).toEqual([codes.NOT_PERMITTED, null])
    const otherBrand = await bs.client.form('trade/order/share/personal/data', { memberId: c.memberId }, a)
    expect([otherBrand.code, otherBrand.data]).toEqual([codes.NOT_PERMITTED, null])
    const unknown = await bs.client.form('trade/order/share/personal/data', { memberId: 99_999_999 }, a)
    expect(unknown.code).toBe(codes.NOT_PERMITTED)
    const sharer = await ok(
      bs.client.form<{ sharer: { memberId: number } }>(
        'trade/order/share/personal/data',
        { memberId: a.memberId },
        quiet,
      ),
    )
    expect(sharer.sharer.memberId).toBe(a.memberId)
    const own = await ok(
      bs.client.form<{ sharedCount: number }>('trade/order/share/personal/data', {}, quiet),
    )
    expect(own.sharedCount).toBe(0)
  })
})

describe('the account history', () => {
  it('says what each movement was, in the request language, with its order number', async () => {
    const read = async (lang: string) => {
      const client = createTestClient(bs.server.url, { clientInfo: { lang } })
      return (await ok(client.form<{ list: AmountLogEntry[] }>('trade/member/amount/log', {}, a))).list
    }
    const english = await read('en')
    expect(english.map((entry) => [entry.kind, entry.memo, entry.reference])).toEqual([
      ['bet-settle', `Bet won (order ${orders.a!.id})`, `order:${orders.a!.id}`],
      ['bet-stake', `Bet placed (order ${orders.a!.id})`, `order:${orders.a!.id}`],
      ['operator-credit', 'Credit from the operator', ''],
    ])
    expect((await read('pt')).map((entry) => entry.memo)).toEqual([
      `Aposta ganha (n.º ${orders.a!.id})`,
      `Aposta efetuada (n.º ${orders.a!.id})`,
      'Crédito do operador',
    ])
    expect((await read('zht'))[0]?.memo).toBe(`投注贏得（注單 ${orders.a!.id}）`)
  })
})
