import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bettingRound, crashByHand, crashSocket, house, launch, newPlayer, roundPush } from './games-support'

const hand = crashByHand()

async function crashSession() {
  const player = await newPlayer(hand.server, hand.client, '100')
  return (await launch(hand.client, player, '100', 102)).session
}

describe('crash round pushes', () => {
  it('pushes bets placed together in one round push, and the phase change with them', async () => {
    const sessions = await Promise.all(Array.from({ length: 5 }, crashSession))
    // A fresh betting round on the test's clock (another file may have left the rounds later on its own clock).
    const round = await bettingRound(hand)
    const crash = await crashSocket(hand.server, sessions[0]!)
    try {
      // The round as the socket joined comes first; the bets' pushes come after it.
      await roundPush(crash, (item) => item.id === round.id)
      const before = crash.rounds.length
      const answers = await Promise.all(
        sessions.map((session) =>
          house(hand.server, 'crash/bet', { session, stake: '1', requestId: randomUUID() }),
        ),
      )
      expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0, 0, 0])
      const gathered = await roundPush(
        crash,
        (item) => item.id === round.id && item.bets.length === 5,
        before,
      )
      // Five bets, gathered: fewer pushes than bets, the first with all five the last one heard.
      const pushed = crash.rounds.slice(before)
      expect(pushed.length).toBeLessThan(5)
      expect(pushed.at(-1)).toBe(gathered)

      const count = crash.rounds.length
      hand.now = Number(round.betting_ends_at)
      await hand.engine.advance()
      // A phase change goes out at once, not gathered with bets: it comes whatever the push timer does.
      const flying = await roundPush(crash, (item) => item.id === round.id && item.phase === 'flying', count)
      expect(flying.bets).toHaveLength(5)
    } finally {
      crash.socket.close()
    }
  })
})
