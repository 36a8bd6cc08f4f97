import { randomUUID } from 'node:crypto'
import {
  codes,
  type DiceRollAnswer,
  type Envelope,
  type GameRoundDetail,
  type GameWalletEntry,
  type LaunchAnswer,
} from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import {
  accountBalance,
  bettingRound,
  crashByHand,
  house,
  launch,
  newPlayer,
  walletOf,
} from './games-support'

/**
 * Every game money path with one key sent 20 times at once (PROTOCOL.md sections 8 and 10, src/requests/): one
 * movement, every answer that movement's result; the key with another body is 2005 and moves nothing. On
 * PostgreSQL the requests truly race (a pool of connections).
 */
const hand = crashByHand()

const twenty = <T>(send: () => Promise<Envelope<T>>) => Promise.all(Array.from({ length: 20 }, send))

function expectOneAnswer<T>(answers: Envelope<T>[]): T {
  expect(answers.map((answer) => answer.code)).toEqual(Array(20).fill(0))
  for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data)
  return answers[0]!.data
}

async function transfersOf(memberId: number, kind: string): Promise<number> {
  const [row] = await hand.server.ctx.db.query<{ n: string }>(
    `SELECT count(DISTINCT t.id)::text AS n FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $1 AND t.kind = $2`,
    [memberId, kind],
  )
  return Number(row?.n ?? 0)
}

describe('one key x20 at once on the game money paths', () => {
  it('a launch with an amount moves it once; another amount with the key is 2005', async () => {
    const player = await newPlayer(hand.server, hand.client, '100')
    const body = { gameId: 101, currencyCode: 'USD', amount: '25', requestId: randomUUID() }
    const launched = expectOneAnswer(
      await twenty(() => hand.client.form<LaunchAnswer>('game/play', body, player)),
    )
    expect(launched.balance.amount).toBe('25.00')
    expect(await transfersOf(player.memberId, 'game-deposit')).toBe(1)
    expect(await accountBalance(hand.server, player.memberId, 'member')).toBe('75.00')
    expect((await hand.client.form('game/play', { ...body, amount: '26' }, player)).code).toBe(
      codes.IDEMPOTENCY_CONFLICT,
    )
    expect(await accountBalance(hand.server, player.memberId, 'member')).toBe('75.00')
  })

  it('a game wallet withdrawal moves once; another amount with the key is 2005', async () => {
    const player = await newPlayer(hand.server, hand.client, '100')
    await launch(hand.client, player, '50')
    const body = { provider: 'house', amount: '20', currencyCode: 'USD', requestId: randomUUID() }
    const wallets = expectOneAnswer(
      await twenty(() => hand.client.form<GameWalletEntry[]>('/game/balance/withdraw', body, player)),
    )
    expect(walletOf(wallets)?.amount).toBe('30.00')
    expect(await transfersOf(player.memberId, 'game-withdraw')).toBe(1)
    expect(await accountBalance(hand.server, player.memberId, 'member')).toBe('70.00')
    expect((await hand.client.form('/game/balance/withdraw', { ...body, amount: '21' }, player)).code).toBe(
      codes.IDEMPOTENCY_CONFLICT,
    )
    expect(await accountBalance(hand.server, player.memberId, 'game', 'house')).toBe('30.00')
  })

  it('a one-click withdrawal moves once', async () => {
    const player = await newPlayer(hand.server, hand.client, '100')
    await launch(hand.client, player, '40')
    const body = { requestId: randomUUID() }
    const wallets = expectOneAnswer(
      await twenty(() =>
        hand.client.form<GameWalletEntry[]>('/game/balance/one-click/withdraw', body, player),
      ),
    )
    expect(walletOf(wallets)?.amount).toBe('0.00')
    expect(await transfersOf(player.memberId, 'game-withdraw')).toBe(1)
    expect(await accountBalance(hand.server, player.memberId, 'member')).toBe('100.00')
  })

  it('a dice roll is one round; another stake with the key is 2005', async () => {
    const player = await newPlayer(hand.server, hand.client, '100')
    const { session } = await launch(hand.client, player, '100')
    const body = { session, stake: '2', target: '50', direction: 'under', requestId: randomUUID() }
    const round = expectOneAnswer(await twenty(() => house<DiceRollAnswer>(hand.server, 'dice/roll', body)))
    const [rounds] = await hand.server.ctx.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM game_rounds WHERE member_id = $1',
      [player.memberId],
    )
    expect(rounds?.n).toBe('1')
    expect(await transfersOf(player.memberId, 'game-stake')).toBe(1)
    const wallet = round.status === 'won' ? (100 - 2 + Number(round.payout)).toFixed(2) : '98.00'
    expect(await accountBalance(hand.server, player.memberId, 'game', 'house')).toBe(wallet)
    expect((await house(hand.server, 'dice/roll', { ...body, stake: '3' })).code).toBe(
      codes.IDEMPOTENCY_CONFLICT,
    )
    expect(await accountBalance(hand.server, player.memberId, 'game', 'house')).toBe(wallet)
  })

  it('a crash bet is one bet whether its copies meet in a batch or on the single path; another stake is 2005', async () => {
    const player = await newPlayer(hand.server, hand.client, '100')
    const { session } = await launch(hand.client, player, '100', 102)
    await bettingRound(hand)
    const body = { session, stake: '5', requestId: randomUUID() }
    const bet = expectOneAnswer(await twenty(() => house<GameRoundDetail>(hand.server, 'crash/bet', body)))
    expect(bet).toMatchObject({ stake: '5.00', status: 'open' })
    const [bets] = await hand.server.ctx.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM game_rounds WHERE member_id = $1',
      [player.memberId],
    )
    expect(bets?.n).toBe('1')
    expect(await accountBalance(hand.server, player.memberId, 'game', 'house:stakes')).toBe('5.00')
    expect((await house(hand.server, 'crash/bet', { ...body, stake: '6' })).code).toBe(
      codes.IDEMPOTENCY_CONFLICT,
    )
    expect(await accountBalance(hand.server, player.memberId, 'game', 'house')).toBe('95.00')
  })
})
