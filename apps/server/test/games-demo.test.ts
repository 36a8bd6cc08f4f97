import { randomUUID } from 'node:crypto'
import {
  codes,
  type DiceRollAnswer,
  type GameRoundDetail,
  type GameWalletEntry,
  type LaunchAnswer,
  type LaunchProvider,
  type UserInfo,
} from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { crashTimeOf, latestRound } from '../src/games/house/crash/crash-rounds'
import {
  accountBalance,
  bettingRound,
  crashByHand,
  house,
  newPlayer,
  type Player,
  walletOf,
} from './games-support'

/**
 * A demo is for trying the product (PROTOCOL.md sections 6 and 10: the games are M): a demo member launches and
 * plays the house games with demo money, through its demo game wallet, and real money never moves, neither its
 * own (it holds none) nor that of the member who started it. Real currencies stay refused to it (1000), as do
 * the market's R paths (3004).
 */
const hand = crashByHand()

/** A registered member with 100 USD and the demo member it starts (10,000 DEMO). */
async function demoOf(): Promise<{ parent: Player; demo: Player }> {
  const parent = await newPlayer(hand.server, hand.client, '100')
  const answer = await hand.client.form<UserInfo>('/app/api/member/create/try-play/account', {}, parent)
  expect(answer.code, answer.msg).toBe(0)
  const demo = {
    uid: answer.data.uid,
    token: answer.data.token,
    user: answer.data,
    memberId: answer.data.memberId,
  }
  return { parent, demo }
}

async function demoLaunch(demo: Player, gameId: number, amount: string) {
  const answer = await hand.client.form<LaunchAnswer>(
    'game/play',
    { gameId, currencyCode: 'DEMO', amount, requestId: randomUUID() },
    demo,
  )
  expect(answer.code, answer.msg).toBe(0)
  return { answer: answer.data, session: new URL(answer.data.url).searchParams.get('session') ?? '' }
}

/** The currencies of every ledger account the member has. */
async function currenciesOf(memberId: number): Promise<string[]> {
  const rows = await hand.server.ctx.db.query<{ currency_code: string }>(
    'SELECT DISTINCT currency_code FROM ledger_accounts WHERE member_id = $1 ORDER BY currency_code',
    [memberId],
  )
  return rows.map((row) => row.currency_code)
}

/** The house's own account in `currency` (what the operator's books count). */
async function houseBalance(currency: string): Promise<string> {
  const [row] = await hand.server.ctx.db.query<{ balance: string }>(
    `SELECT COALESCE(sum(balance), 0)::text AS balance FROM ledger_accounts WHERE kind = 'house' AND currency_code = $1`,
    [currency],
  )
  return row?.balance ?? '0'
}

describe('a demo member plays the house games with demo money', () => {
  it('launches dice with DEMO, rolls and withdraws, and no real money moves', async () => {
    const { parent, demo } = await demoOf()
    expect(demo.user.pUid).toBeGreaterThan(0)
    const providers = await hand.client.form<LaunchProvider[]>('game/launch/list', {}, demo)
    expect(providers.data[0]).toMatchObject({ provider: 'house', currencyCodes: ['DEMO'] })

    const { answer, session } = await demoLaunch(demo, 101, '100')
    expect(answer.balance).toEqual({
      provider: 'house',
      currencyCode: 'DEMO',
      amount: '100.00',
      frozen: '0.00',
    })
    expect(await accountBalance(hand.server, demo.memberId, 'member', '', 'DEMO')).toBe('9900.00')

    const rolled = await house<DiceRollAnswer>(hand.server, 'dice/roll', {
      session,
      stake: '5',
      target: '50',
      direction: 'under',
      requestId: randomUUID(),
    })
    expect(rolled.code, rolled.msg).toBe(0)
    expect(rolled.data).toMatchObject({ currencyCode: 'DEMO', stake: '5.00' })
    const left = rolled.data.status === 'won' ? (95 + Number(rolled.data.payout)).toFixed(2) : '95.00'
    expect(rolled.data.balance.amount).toBe(left)

    const back = await hand.client.form<GameWalletEntry[]>(
      '/game/balance/one-click/withdraw',
      { requestId: randomUUID() },
      demo,
    )
    expect(back.code, back.msg).toBe(0)
    expect(walletOf(back.data, 'house', 'DEMO')?.amount).toBe('0.00')
    expect(await accountBalance(hand.server, demo.memberId, 'member', '', 'DEMO')).toBe(
      (9900 + Number(left)).toFixed(2),
    )

    expect(await currenciesOf(demo.memberId)).toEqual(['DEMO'])
    expect(await currenciesOf(parent.memberId)).toEqual(['USD'])
    expect(await accountBalance(hand.server, parent.memberId, 'member')).toBe('100.00')
  })

  it('places a crash bet with DEMO, frozen in its demo game wallet', async () => {
    const { demo } = await demoOf()
    const { session } = await demoLaunch(demo, 102, '50')
    await bettingRound(hand)
    const bet = await house<GameRoundDetail>(hand.server, 'crash/bet', {
      session,
      stake: '5',
      requestId: randomUUID(),
    })
    expect(bet.code, bet.msg).toBe(0)
    expect(bet.data).toMatchObject({ currencyCode: 'DEMO', stake: '5.00', status: 'open' })
    expect(await accountBalance(hand.server, demo.memberId, 'game', 'house:stakes', 'DEMO')).toBe('5.00')

    // The round flies and crashes: the lost stake goes to the demo money's source, as dice settles, never to the
    // house's books.
    const houseDemo = await houseBalance('DEMO')
    const round = (await latestRound(hand.server.ctx.db))!
    hand.now = Number(round.betting_ends_at)
    await hand.engine.advance()
    hand.now = crashTimeOf((await latestRound(hand.server.ctx.db))!)!
    await hand.engine.advance()
    expect((await latestRound(hand.server.ctx.db))?.phase).toBe('crashed')
    expect(await accountBalance(hand.server, demo.memberId, 'game', 'house:stakes', 'DEMO')).toBe('0.00')
    expect(await houseBalance('DEMO')).toBe(houseDemo)
    expect(await currenciesOf(demo.memberId)).toEqual(['DEMO'])
  })

  it('is refused real currencies (1000 currencyCode) and the market R paths (3004)', async () => {
    const { demo } = await demoOf()
    const launched = await hand.client.form(
      'game/play',
      { gameId: 101, currencyCode: 'USD', amount: '1', requestId: randomUUID() },
      demo,
    )
    expect(launched).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
    const withdraw = await hand.client.form(
      '/game/balance/withdraw',
      { provider: 'house', amount: '1', currencyCode: 'USD', requestId: randomUUID() },
      demo,
    )
    expect(withdraw).toMatchObject({ code: codes.INVALID_REQUEST, data: { field: 'currencyCode' } })
    const open = await hand.client.flat(
      '/match/opening',
      {
        matchId: 1,
        marketId: 1,
        selections: [{ selectionId: 1, odds: '2.00' }],
        capital: '100',
        currencyCode: 'DEMO',
        minStake: '1',
        maxStake: '10',
        requestId: randomUUID(),
      },
      demo,
    )
    expect(open.code).toBe(codes.NOT_PERMITTED)
    const invest = await hand.client.form(
      '/match/opening/invest',
      { id: 1, amount: '1', requestId: randomUUID() },
      demo,
    )
    expect(invest.code).toBe(codes.NOT_PERMITTED)
    expect(await currenciesOf(demo.memberId)).toEqual(['DEMO'])
  })
})
