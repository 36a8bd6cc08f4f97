import { randomUUID } from 'node:crypto'
import {
  type GameRoundDetail,
  type GameWalletEntry,
  verifyCrashPoint,
} from '@sportsbook/sdk/protocol/schemas'
import { describe, expect, it } from 'vitest'
import { advanceFlight, crashTimeOf, latestRound } from '../src/games/house/crash/crash-rounds'
import { multiplierAt } from '../src/games/house/crash/flight'
import {
  accountBalance,
  bettingRound,
  crashByHand,
  crashSocket,
  house,
  launch,
  newPlayer,
  type Player,
  roundPush,
  walletOf,
} from './games-support'

const hand = crashByHand()

/**
 * Moves the rounds on until a betting round whose crash point is at least `min` hundredths is open. Its point is
 * below 100×: these tests' stakes cap the round far above that (the maximum house loss per round: 20,000 over
 * 60 USD at most is 334×), and a round flying past its cap cashes every bet out there by itself, before the
 * moments the tests pick.
 */
function bettingRoundOver(min = 300) {
  return bettingRound(hand, min, 10_000)
}

async function flying(id: number) {
  const round = await latestRound(hand.server.ctx.db)
  hand.now = Number(round!.betting_ends_at)
  await hand.engine.advance()
  const started = await latestRound(hand.server.ctx.db)
  expect(started).toMatchObject({ id, phase: 'flying' })
  return started!
}

async function crashPlayer(amount = '100') {
  const player = await newPlayer(hand.server, hand.client, amount)
  const { session } = await launch(hand.client, player, amount, 102)
  return { player, session }
}

const bet = (session: string, body: Record<string, unknown> = {}) =>
  house<GameRoundDetail>(hand.server, 'crash/bet', { session, stake: '10', requestId: randomUUID(), ...body })

const cashOut = (session: string, roundId: number) =>
  house<GameRoundDetail>(hand.server, 'crash/cashout', { session, roundId })

describe('multiplayer crash (PROTOCOL.md section 10)', () => {
  it('takes bets in the window only, cashes out by the server clock, runs auto cash-outs and settles once', async () => {
    const round = await bettingRoundOver()
    const a = await crashPlayer()
    const b = await crashPlayer()
    const { socket, rounds } = await crashSocket(hand.server, a.session)
    try {
      const first = await bet(a.session)
      expect(first.code, first.msg).toBe(0)
      expect(first.data).toMatchObject({ status: 'open', stake: '10.00', result: null })
      expect(first.data.play).toEqual({
        game: 'crash',
        roundId: round.id,
        autoCashOut: null,
        cashedOutAt: null,
      })
      expect(first.data.fairness).toMatchObject({ serverSeedHash: round.server_seed_hash, serverSeed: null })
      expect((await bet(b.session, { autoCashOut: '1.5' })).code).toBe(0)
      expect((await bet(a.session)).code).toBe(4001)
      expect((await bet(b.session, { stake: '0.01' })).code).toBe(2004)
      expect((await bet(b.session, { autoCashOut: '1' })).data).toEqual({ field: 'autoCashOut' })

      // A round in play keeps its stake frozen: one click brings back only what is free.
      const wallets = await hand.client.form<GameWalletEntry[]>(
        '/game/balance/one-click/withdraw',
        { requestId: randomUUID() },
        a.player,
      )
      expect(walletOf(wallets.data)).toEqual({
        provider: 'house',
        currencyCode: 'USD',
        amount: '10.00',
        frozen: '10.00',
      })

      const started = await flying(round.id)
      expect((await bet(b.session)).code).toBe(4001)
      const crashAt = crashTimeOf(started)!
      const flightStart = Number(started.flight_started_at)
      // The curve passes 1.50: B's auto cash-out is run by the server.
      hand.now = flightStart + 8_000
      await hand.engine.advance()
      const reached = multiplierAt(hand.now - flightStart)
      expect(reached).toBeGreaterThanOrEqual(150)
      // A cashes out one millisecond later, at that moment's multiplier.
      hand.now += 1
      const out = await cashOut(a.session, round.id)
      expect(out.code, out.msg).toBe(0)
      const at = multiplierAt(hand.now - flightStart)
      expect(out.data).toMatchObject({ status: 'won', payout: ((10 * at) / 100).toFixed(2) })
      expect((await cashOut(a.session, round.id)).code).toBe(4001)

      hand.now = crashAt
      await hand.engine.advance()
      const crashed = await latestRound(hand.server.ctx.db)
      expect(crashed?.phase).toBe('crashed')
      const detailB = await hand.client.form<GameRoundDetail>(
        '/game/order/detail',
        { id: (await lastRoundOf(b.player)).id },
        b.player,
      )
      expect(detailB.data).toMatchObject({ status: 'won', payout: '15.00', multiplier: '1.50' })
      expect(detailB.data.play).toMatchObject({ autoCashOut: '1.50', cashedOutAt: '1.50' })
      // The seed is revealed with the crash and reproduces the crash point.
      const seeds = detailB.data.fairness
      expect(seeds.serverSeed).not.toBeNull()
      expect(verifyCrashPoint({ ...seeds, serverSeed: seeds.serverSeed! })).toBe(detailB.data.result)
      expect(await accountBalance(hand.server, b.player.memberId, 'game', 'house')).toBe('105.00')
      expect(await accountBalance(hand.server, b.player.memberId, 'game', 'house:stakes')).toBe('0.00')

      // Settling again moves nothing.
      await advanceFlight(hand.server.ctx, round.id, hand.now + 10)
      expect(await accountBalance(hand.server, b.player.memberId, 'game', 'house')).toBe('105.00')

      // The crash's push of this round (the socket's first push, the round as it joined, may reach it later).
      const last = await roundPush(
        { socket, rounds },
        (pushed) => pushed.id === round.id && pushed.phase === 'crashed',
      )
      const heard = JSON.stringify(rounds.map((pushed) => [pushed.id, pushed.phase, pushed.bets.length]))
      expect(last.bets, `pushes heard (id, phase, bets): ${heard}`).toHaveLength(2)
      expect(last.bets.every((pushed) => pushed.player.endsWith('***'))).toBe(true)
      expect(last.crashPoint).toBe(detailB.data.result)
    } finally {
      socket.close()
    }
  })

  it('bets arriving together are placed together, each with its own answer', async () => {
    const round = await bettingRoundOver()
    const [a, b, c] = await Promise.all([crashPlayer(), crashPlayer(), crashPlayer('5')])
    const retried = randomUUID()
    const shortKey = randomUUID()
    // Two bets of A at once, B's, and C's with 5 in its wallet for a stake of 10.
    const answers = await Promise.all([
      bet(a!.session),
      bet(a!.session),
      bet(b!.session, { requestId: retried }),
      bet(c!.session, { requestId: shortKey }),
    ])
    expect(
      answers
        .slice(0, 2)
        .map((answer) => answer.code)
        .sort(),
    ).toEqual([0, 4001])
    expect(answers[2]!.data).toMatchObject({ status: 'open', play: { roundId: round.id } })
    expect(answers[3]!.code).toBe(2001)
    // B's request sent again answers its bet again; C's refused one left no key behind (not 2005).
    expect(await bet(b!.session, { requestId: retried })).toEqual(answers[2])
    expect((await bet(c!.session, { requestId: shortKey })).code).toBe(2001)
    for (const [player, wallet, stakes] of [
      [a!.player, '90.00', '10.00'],
      [b!.player, '90.00', '10.00'],
      [c!.player, '5.00', '0.00'],
    ] as const) {
      expect(await accountBalance(hand.server, player.memberId, 'game', 'house')).toBe(wallet)
      expect(await accountBalance(hand.server, player.memberId, 'game', 'house:stakes')).toBe(stakes)
    }
    const list = await hand.client.form<{ list: GameRoundDetail[] }>(
      '/game/order',
      { gameId: 102 },
      c!.player,
    )
    expect(list.data.list).toEqual([])
    await flying(round.id)
  })

  it('a cash-out racing the crash never pays after it', async () => {
    const round = await bettingRoundOver(200)
    const a = await crashPlayer()
    expect((await bet(a.session)).code).toBe(0)
    const started = await flying(round.id)
    const crashAt = crashTimeOf(started)!
    hand.now = crashAt
    const [late] = await Promise.all([cashOut(a.session, round.id), hand.engine.advance()])
    expect(late.code).toBe(4001)
    const detail = await lastRoundOf(a.player)
    expect(detail).toMatchObject({ status: 'lost', payout: '0.00' })
    expect(await accountBalance(hand.server, a.player.memberId, 'game', 'house')).toBe('90.00')
    expect(await accountBalance(hand.server, a.player.memberId, 'game', 'house:stakes')).toBe('0.00')
  })

  it('a cash-out answered before the crash is paid at its multiplier, even when the crash settles it', async () => {
    const round = await bettingRoundOver(200)
    const players = await Promise.all(Array.from({ length: 4 }, () => crashPlayer()))
    for (const { session } of players) expect((await bet(session)).code).toBe(0)
    const started = await flying(round.id)
    const crashAt = crashTimeOf(started)!
    // Decided a millisecond before the crash by the server clock; the crash's settling (its own clock) runs at
    // the same time, before the hand.engine has settled any of them.
    hand.now = crashAt - 1
    const [answers] = await Promise.all([
      Promise.all(players.map(({ session }) => cashOut(session, round.id))),
      advanceFlight(hand.server.ctx, round.id, crashAt),
    ])
    await hand.engine.advance()
    for (const [index, { player }] of players.entries()) {
      const answer = answers[index]!
      const settled = await lastRoundOf(player)
      const wallet = await accountBalance(hand.server, player.memberId, 'game', 'house')
      expect(await accountBalance(hand.server, player.memberId, 'game', 'house:stakes')).toBe('0.00')
      if (answer.code === 0) {
        // Paid exactly what the answer said, once.
        expect(settled).toMatchObject({
          status: 'won',
          payout: answer.data.payout,
          multiplier: answer.data.multiplier,
        })
        expect(wallet).toBe((90 + Number(answer.data.payout)).toFixed(2))
      } else {
        expect(answer.code).toBe(4001)
        expect(settled).toMatchObject({ status: 'lost', payout: '0.00' })
        expect(wallet).toBe('90.00')
      }
    }
    expect((await latestRound(hand.server.ctx.db))?.phase).toBe('crashed')
  })

  it('cash-outs arriving together are recorded together, each answered and paid once', async () => {
    const round = await bettingRoundOver(200)
    const players = await Promise.all(Array.from({ length: 6 }, () => crashPlayer()))
    for (const { session } of players) expect((await bet(session)).code).toBe(0)
    const started = await flying(round.id)
    hand.now = Number(started.flight_started_at) + 2_000
    const payout = ((10 * multiplierAt(2_000)) / 100).toFixed(2)
    // Every player at once, the first one twice: one of its two is refused.
    const answers = await Promise.all([
      ...players.map(({ session }) => cashOut(session, round.id)),
      cashOut(players[0]!.session, round.id),
    ])
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(6)
    expect(answers.filter((answer) => answer.code === 4001)).toHaveLength(1)
    for (const answer of answers) {
      if (answer.code === 0) expect(answer.data).toMatchObject({ status: 'won', payout })
    }
    hand.now += 1
    await hand.engine.advance()
    for (const { player } of players) {
      expect(await lastRoundOf(player)).toMatchObject({ status: 'won', payout })
      expect(await accountBalance(hand.server, player.memberId, 'game', 'house')).toBe(
        (90 + Number(payout)).toFixed(2),
      )
    }
    hand.now = crashTimeOf(started)!
    await hand.engine.advance()
  })

  it('the maximum house loss per round cashes every bet still flying out at the cap', async () => {
    const round = await bettingRoundOver(200)
    const a = await crashPlayer()
    const b = await crashPlayer()
    expect((await bet(a.session)).code).toBe(0)
    expect((await bet(b.session)).code).toBe(0)
    const limit = hand.engine.settings.maxLossPerRound
    hand.engine.settings.maxLossPerRound = '5'
    try {
      const started = await flying(round.id)
      // 20 staked, at most 5 lost: every bet leaves at 1.25.
      hand.now = crashTimeOf(started)!
      await hand.engine.advance()
    } finally {
      hand.engine.settings.maxLossPerRound = limit
    }
    for (const player of [a.player, b.player]) {
      expect(await lastRoundOf(player)).toMatchObject({ status: 'won', payout: '12.50', multiplier: '1.25' })
    }
  })

  it('refuses a socket or a bet without a crash session', async () => {
    await expect(crashSocket(hand.server, 'x'.repeat(43))).rejects.toThrow()
    const player = await newPlayer(hand.server, hand.client, '10')
    const { session } = await launch(hand.client, player, '10', 101)
    await expect(crashSocket(hand.server, session)).rejects.toThrow()
    expect((await bet(session)).code).toBe(3004)
  })
})

async function lastRoundOf(player: Player) {
  const list = await hand.client.form<{ list: GameRoundDetail[] }>('/game/order', { gameId: 102 }, player)
  return list.data.list[0]!
}
