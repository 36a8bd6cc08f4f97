import { randomUUID } from 'node:crypto'
import { codes, type Order, type StakeLimit } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  type BetServer,
  type Bettor,
  balanceOf,
  credit,
  orderBody,
  pickOf,
  upcomingFootball,
} from './bets-support'
import { createTestClient, type TestClient } from './support/client'
import { newMember } from './support/flows'
import { useSharedServer } from './support/shared-server'

/**
 * Bets take only currencies of the member's own brand (src/requests/member-currency.ts): Copa Bet (800001, Origin
 * :5172) holds BRL and USDT, Jade Arena (800002, :5173) USD and USDT. Each member here also holds a currency only
 * another brand has, credited by hand, so only the brand's rule refuses it, never the balance.
 */
const bs: BetServer = useSharedServer()
let copa: TestClient
let jade: TestClient

beforeAll(async () => {
  copa = createTestClient(bs.server.url, { origin: 'http://localhost:5172' })
  jade = createTestClient(bs.server.url, { origin: 'http://localhost:5173' })
}, 120_000)

async function memberOf(client: TestClient, ...currencies: string[]): Promise<Bettor> {
  const member = await newMember(client)
  for (const currency of currencies) await credit(bs, member.user.memberId, '500', currency)
  return { uid: member.uid, token: member.token, user: member.user, memberId: member.user.memberId }
}

function bet(client: TestClient, bettor: Bettor, currencyCode: string, requestId = randomUUID()) {
  const pick = pickOf(upcomingFootball(bs)[0]!, '1x2', 'home')
  return client.nested<Order>(
    '/trade/api/order/create',
    orderBody({ requestId, legs: [pick], stake: '10', currencyCode, acceptOdds: 'any' }),
    bettor,
  )
}

describe("bets in another brand's currency", () => {
  it('a Copa member cannot bet USD, which only other brands hold (1000 currencyCode); BRL is its own', async () => {
    const bettor = await memberOf(copa, 'USD', 'BRL')
    const requestId = randomUUID()
    const refused = await bet(copa, bettor, 'USD', requestId)
    expect(refused).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
    expect(await balanceOf(bs, bettor.memberId, 'USD')).toBe('500.00')
    // A refused request stored nothing: its key places the bet in the brand's own currency.
    const placed = await bet(copa, bettor, 'BRL', requestId)
    expect(placed.code, placed.msg).toBe(0)
    expect(placed.data.currencyCode).toBe('BRL')
    expect(await balanceOf(bs, bettor.memberId, 'BRL')).toBe('490.00')
    expect(await balanceOf(bs, bettor.memberId, 'USD')).toBe('500.00')
  })

  it('a Jade member cannot bet BRL, nor ask its stake limits or free bets in it; USD is its own', async () => {
    const bettor = await memberOf(jade, 'BRL', 'USD')
    expect(await bet(jade, bettor, 'BRL')).toMatchObject({
      code: codes.INVALID_REQUEST,
      data: { field: 'currencyCode' },
    })
    const pick = pickOf(upcomingFootball(bs)[0]!, '1x2', 'home')
    const limit = await jade.nested<StakeLimit>(
      '/trade/api/order/amount/limit',
      { currencyCode: 'BRL', legs: [pick] },
      bettor,
    )
    expect(limit).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
    const freeBets = await jade.form('trade/activity/limit', { currencyCode: 'BRL' }, bettor)
    expect(freeBets).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
    expect(await balanceOf(bs, bettor.memberId, 'BRL')).toBe('500.00')
    const own = await bet(jade, bettor, 'USD')
    expect(own.code, own.msg).toBe(0)
    expect(await balanceOf(bs, bettor.memberId, 'USD')).toBe('490.00')
  })
})
