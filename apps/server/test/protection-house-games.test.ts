import { randomUUID } from 'node:crypto'
import type { DiceRollAnswer, GameRoundDetail, Protection } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { accountBalance, bettingRound, crashByHand, house, launch, newPlayer } from './games-support'
import { expectBlocked, useProtectionClock } from './protection-support'

/**
 * The house games' rounds are stakes too (PROTOCOL.md section 11): played from money already in the game wallet,
 * they wait for a due reality check's answer and stop with a break, and nothing moves while they are refused.
 */
const hand = crashByHand()
const clock = useProtectionClock()
const minute = 60_000

function roll(session: string) {
  const body = { session, stake: '1', target: '50', direction: 'under', requestId: randomUUID() }
  return house<DiceRollAnswer>(hand.server, 'dice/roll', body)
}

describe('house game rounds under player protection', () => {
  it('a dice roll and a crash bet from the game wallet wait for a due reality check; continue lets them through', async () => {
    const player = await newPlayer(hand.server, hand.client, '100')
    const set = await hand.client.form<Protection>(
      '/app/api/member/protection/reality-check',
      { minutes: 15 },
      player,
    )
    expect(set.code, set.msg).toBe(0)
    const dice = await launch(hand.client, player, '20')
    const crash = await launch(hand.client, player, undefined, 102)
    expect((await roll(dice.session)).code).toBe(0)

    clock.advance(16 * minute)
    const wallet = await accountBalance(hand.server, player.memberId, 'game', 'house')
    expectBlocked(await roll(dice.session), 'realityCheck')
    await bettingRound(hand)
    const bet = { session: crash.session, stake: '1', requestId: randomUUID() }
    expectBlocked(await house<GameRoundDetail>(hand.server, 'crash/bet', bet), 'realityCheck')
    expect(await accountBalance(hand.server, player.memberId, 'game', 'house')).toBe(wallet)

    const ack = { choice: 'continue' }
    expect((await hand.client.form('/app/api/member/protection/reality-check/ack', ack, player)).code).toBe(0)
    expect((await roll(dice.session)).code).toBe(0)
    expect((await house<GameRoundDetail>(hand.server, 'crash/bet', bet)).code).toBe(0)
  })
})
