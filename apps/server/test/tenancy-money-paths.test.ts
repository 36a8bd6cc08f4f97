import { randomUUID } from 'node:crypto'
import type { LaunchAnswer, PeerBank } from '@sportsbook/sdk/protocol'
import { codes } from '@sportsbook/sdk/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BookMatch } from '../src/matches/book'
import { type BetServer, type Bettor, balanceOf, credit, upcomingFootball } from './bets-support'
import { betOnBank, openBank } from './market-support'
import { createTestClient, type TestClient } from './support/client'
import { newMember } from './support/flows'
import { useSharedServer } from './support/shared-server'

/**
 * The market's and the games' money paths take only currencies of the member's own brand (src/requests/
 * member-currency.ts): Copa Bet (800001, Origin :5172) holds BRL and USDT, Apex Sports (800000, :5171) USD too.
 * Each Copa member here also holds USD, credited by hand, so only the brand's rule refuses it, never the balance.
 */
const bs: BetServer = useSharedServer()
let apex: TestClient
let copa: TestClient
let match: BookMatch

beforeAll(async () => {
  apex = createTestClient(bs.server.url, { origin: 'http://localhost:5171' })
  copa = createTestClient(bs.server.url, { origin: 'http://localhost:5172' })
  const [first] = upcomingFootball(bs)
  if (!first) throw new Error('no upcoming football match')
  match = first
}, 120_000)

async function memberOf(client: TestClient, ...currencies: string[]): Promise<Bettor> {
  const member = await newMember(client)
  for (const currency of currencies) await credit(bs, member.user.memberId, '500', currency)
  return { uid: member.uid, token: member.token, user: member.user, memberId: member.user.memberId }
}

const openBankIn = (client: TestClient, banker: Bettor, currencyCode: string) =>
  openBank(client, banker, match, { currencyCode })

const bet = (client: TestClient, gambler: Bettor, bank: PeerBank) => betOnBank(client, gambler, bank, '5')

describe("money paths in another brand's currency", () => {
  it("a bank opens only in a currency of its banker's brand (1000 currencyCode), moving nothing", async () => {
    const banker = await memberOf(copa, 'USD', 'BRL')
    const refused = await openBankIn(copa, banker, 'USD')
    expect(refused).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
    expect(await balanceOf(bs, banker.memberId, 'USD')).toBe('500.00')
    const opened = await openBankIn(copa, banker, 'BRL')
    expect(opened.code, opened.msg).toBe(0)
    expect(await balanceOf(bs, banker.memberId, 'BRL')).toBe('400.00')
  })

  it("a bank of another brand takes no bet (3001); nor does a bank in a currency the gambler's brand does not hold", async () => {
    const bank = (await openBankIn(apex, await memberOf(apex, 'USD'), 'USD')).data
    const gambler = await memberOf(copa, 'USD')
    expect((await bet(copa, gambler, bank)).code).toBe(codes.OPENING_NOT_FOUND)
    // A USD bank within Copa's brand, as one opened before the brand's currencies were bound (or changed) left it.
    await bs.server.ctx.db.query('UPDATE banks SET product_no = 800001 WHERE id = $1', [bank.id])
    expect(await bet(copa, gambler, bank)).toMatchObject({
      code: codes.INVALID_REQUEST,
      data: { field: 'bankId' },
    })
    expect(await balanceOf(bs, gambler.memberId, 'USD')).toBe('500.00')
    await bs.server.ctx.db.query('UPDATE banks SET product_no = 800000 WHERE id = $1', [bank.id])
    const apexGambler = await memberOf(apex, 'USD')
    expect((await bet(apex, apexGambler, bank)).code).toBe(0)
  })

  it("money moves into and out of a game wallet only in the brand's currencies (1000 currencyCode)", async () => {
    const player = await memberOf(copa, 'USD', 'BRL')
    const play = (currencyCode: string) =>
      copa.form<LaunchAnswer>(
        'game/play',
        { gameId: 101, currencyCode, amount: '10', requestId: randomUUID() },
        player,
      )
    expect(await play('USD')).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
    const withdraw = await copa.form(
      '/game/balance/withdraw',
      { provider: 'house', amount: '1', currencyCode: 'USD', requestId: randomUUID() },
      player,
    )
    expect(withdraw).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
    expect(await balanceOf(bs, player.memberId, 'USD')).toBe('500.00')
    const launched = await play('BRL')
    expect(launched.code, launched.msg).toBe(0)
    expect(launched.data.balance).toMatchObject({ currencyCode: 'BRL', amount: '10.00' })
  })
})
