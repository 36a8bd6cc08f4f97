import { randomUUID } from 'node:crypto'
import {
  type DiceRollAnswer,
  dicePayoutUnits,
  diceRollHundredths,
  diceWins,
  type GameRoundDetail,
  roundBytes,
  type SeedRotation,
  verifyDiceRoll,
} from '@sportsbook/sdk/protocol/schemas'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { house, launch, newPlayer } from './games-support'
import { useSharedServer } from './support/shared-server'

const shared = useSharedServer()

describe('dice is fair and its edge is the stated 1% (PROTOCOL.md section 10)', () => {
  it('payouts over many random rounds converge to 99% of the stakes', () => {
    // Random seeds, nonces and bets: the mean return per unit staked is 0.99 within sampling error.
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.integer({ min: 100, max: 9500 }),
        fc.constantFrom<'under' | 'over'>('under', 'over'),
        (serverSeed, clientSeed, chance, direction) => {
          const target = direction === 'under' ? chance : 10000 - chance
          const rounds = 2000
          let returned = 0n
          for (let nonce = 0; nonce < rounds; nonce++) {
            const roll = diceRollHundredths(roundBytes(serverSeed, clientSeed, nonce))
            if (diceWins(roll, target, direction)) returned += dicePayoutUnits(1_000_000n, chance)
          }
          const rtp = Number(returned) / (rounds * 1_000_000)
          // The standard error of the mean return at win chance p is sqrt((1 - p) / p) * 0.99 / sqrt(n).
          const p = chance / 10000
          const tolerance = (5 * Math.sqrt((1 - p) / p) * 0.99) / Math.sqrt(rounds)
          return Math.abs(rtp - 0.99) <= tolerance
        },
      ),
      { numRuns: 20, seed: 20261125 },
    )
  }, 120_000)

  it('the expected return over every possible roll is 99% at every win chance, less the unit flooring', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 9500 }),
        fc.constantFrom<'under' | 'over'>('under', 'over'),
        (chance, direction) => {
          const target = direction === 'under' ? chance : 10000 - chance
          let winning = 0
          for (let roll = 0; roll <= 10000; roll++) if (diceWins(roll, target, direction)) winning++
          const rtp = (winning / 10001) * (Number(dicePayoutUnits(1_000_000n, chance)) / 1_000_000)
          return rtp <= 0.99 && rtp > 0.98
        },
      ),
      { numRuns: 200 },
    )
  })

  it('every round played over HTTP reproduces from its revealed seed', async () => {
    const player = await newPlayer(shared.server, shared.client, '10000')
    const { session } = await launch(shared.client, player, '10000')
    const bets = fc.sample(
      fc.record({
        stake: fc.integer({ min: 10, max: 500 }).map((cents) => (cents / 100).toFixed(2)),
        chance: fc.integer({ min: 100, max: 9500 }),
        direction: fc.constantFrom<'under' | 'over'>('under', 'over'),
      }),
      { numRuns: 40, seed: 7 },
    )
    const played: DiceRollAnswer[] = []
    for (const bet of bets) {
      const target = bet.direction === 'under' ? bet.chance : 10000 - bet.chance
      const answer = await house<DiceRollAnswer>(shared.server, 'dice/roll', {
        session,
        stake: bet.stake,
        target: (target / 100).toFixed(2),
        direction: bet.direction,
        requestId: randomUUID(),
      })
      expect(answer.code, answer.msg).toBe(0)
      const payout =
        answer.data.status === 'won'
          ? dicePayoutUnits(BigInt(Math.round(Number(bet.stake) * 100)), bet.chance)
          : 0n
      expect(answer.data.payout).toBe((Number(payout) / 100).toFixed(2))
      played.push(answer.data)
    }
    const rotation = await house<SeedRotation>(shared.server, 'seed', { session, clientSeed: 'next' })
    for (const round of played) {
      const detail = await shared.client.form<GameRoundDetail>('/game/order/detail', { id: round.id }, player)
      expect(detail.data.fairness.serverSeed).toBe(rotation.data.previousServerSeed)
      expect(verifyDiceRoll({ ...round.fairness, serverSeed: rotation.data.previousServerSeed })).toBe(
        round.result,
      )
    }
  }, 120_000)
})
