import { randomUUID } from 'node:crypto'
import { codes } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { type BetServer, newBettor, openMatches, placed, placeOrder } from './bets-support'
import { createTestClient, pwdOf, type TestSession } from './support/client'
import { login, uniqueAccount } from './support/flows'
import { useSharedServer } from './support/shared-server'

/**
 * Order create may answer from a session its node read a moment ago (SessionStore.remember, a node alone): every
 * way a session ends or is refused must still refuse the next order at once.
 */
const bs: BetServer = useSharedServer()

function anOpenPick() {
  const match = openMatches(bs, (item) => item.status === 'upcoming')[0]!
  const market = match.markets.find((item) => item.status === 'open' && item.main)!
  const selection = market.selections.find((item) => item.status === 'open')!
  return { matchId: match.id, marketId: market.id, selectionId: selection.id, odds: selection.odds }
}

const order = () => ({ legs: [anOpenPick()], stake: '1', acceptOdds: 'any' as const })

describe('orders on a remembered session', () => {
  it('after logout the next order is 403', async () => {
    const bettor = await newBettor(bs, '10')
    await placed(bs, bettor, order())
    expect((await bs.client.form('/app/api/member/logout', {}, bettor)).code).toBe(0)
    expect((await placeOrder(bs, bettor, order())).code).toBe(codes.FORBIDDEN)
  })

  it("a password change ends the member's other sessions: their next order is 403, the caller's goes through", async () => {
    const bettor = await newBettor(bs, '10')
    const account = bettor.user.account!
    const other = (await login(bs.client, account, 'secret123')).data
    await placed(bs, other, order())
    await placed(bs, bettor, order())
    const changed = await bs.client.form(
      '/app/api/member/pwd/edit',
      { pwd: pwdOf('newpass99'), oldPwd: pwdOf('secret123') },
      bettor,
    )
    expect(changed.code).toBe(0)
    expect((await placeOrder(bs, other, order())).code).toBe(codes.FORBIDDEN)
    await placed(bs, bettor, order())
  })

  it("another brand's site is refused the token even right after an order on its own", async () => {
    const bettor = await newBettor(bs, '10')
    await placed(bs, bettor, order())
    const copa = createTestClient(bs.server.url, { origin: 'http://localhost:5172' })
    const answer = await copa.nested(
      '/trade/api/order/create',
      { ...order(), requestId: randomUUID(), currencyCode: 'USD' },
      bettor,
    )
    expect(answer.code).toBe(codes.FORBIDDEN)
  })

  it("a visitor's order is 3004; once it registers, its visitor session is 403", async () => {
    const visitor = (await bs.client.form<TestSession>('/app/api/visitor/create', { lang: 'en' })).data
    expect((await placeOrder(bs, visitor, order())).code).toBe(codes.NOT_PERMITTED)
    const registered = await bs.client.form(
      '/app/api/member/create/account',
      { account: uniqueAccount(), pwd: pwdOf('secret123'), promoteCode: '', lang: 'en' },
      visitor,
    )
    expect(registered.code).toBe(0)
    expect((await placeOrder(bs, visitor, order())).code).toBe(codes.FORBIDDEN)
  })
})
