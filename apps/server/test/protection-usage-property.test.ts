import { limitPeriods } from '@sportsbook/sdk/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { periodSums, type TimedMovement } from '../src/protection/limit-rules'
import { periodSumsOf } from '../src/protection/usage'
import { credit, newBettor } from './bets-support'
import { hourMs, useProtectionClock } from './protection-support'
import { useSharedServer } from './support/shared-server'

const ps = useSharedServer()
const clock = useProtectionClock()

const kinds = {
  moneyIn: { kind: 'deposit', from: 'external', to: 'member' },
  stake: { kind: 'bet-stake', from: 'member', to: 'escrow' },
  return: { kind: 'bet-settle', from: 'house', to: 'member' },
} as const

describe('usage read from the ledger (PROTOCOL.md section 11)', () => {
  it('sums what the model sums, per period, over movements spread on the protection clock', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom('moneyIn' as const, 'stake' as const, 'return' as const),
            cents: fc.integer({ min: 1, max: 50_000 }),
            // Whole hours apart, read half an hour later: no movement sits on a period's edge.
            gapHours: fc.integer({ min: 0, max: 400 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (plan) => {
          clock.reset()
          const bettor = await newBettor(ps, '0')
          await credit(ps, bettor.memberId, '100000')
          const movements: TimedMovement[] = []
          for (const step of plan) {
            if (step.gapHours > 0) clock.advance(step.gapHours * hourMs)
            const amount = (step.cents / 100).toFixed(2)
            const route = kinds[step.kind]
            const account = (kind: string) =>
              kind === 'member'
                ? { kind: 'member' as const, memberId: bettor.memberId, currency: 'USD' }
                : kind === 'escrow'
                  ? { kind: 'escrow' as const, memberId: bettor.memberId, currency: 'USD', ref: 'bets' }
                  : { kind: kind as 'house' | 'external', currency: 'USD' }
            movements.push({
              at: clock.now(),
              amount: BigInt(step.kind === 'stake' ? -step.cents : step.cents),
              kind: step.kind,
            })
            await ps.server.ctx.ledger.transferNow({
              kind: route.kind,
              entries: [
                { account: account(route.from), amount: `-${amount}` },
                { account: account(route.to), amount },
              ],
            })
          }
          clock.advance(hourMs / 2)
          const now = clock.now()
          const read = await periodSumsOf(ps.server.ctx.db, bettor.memberId, { code: 'USD', scale: 2 }, now)
          for (const period of limitPeriods) expect(read[period]).toEqual(periodSums(movements, period, now))
        },
      ),
      { numRuns: 12 },
    )
  })
})
