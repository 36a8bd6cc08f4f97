import { describe, expect, it } from 'vitest'
import { balanceOf, expectLedgerBalanced } from './bets-support'
import {
  bettorWithPick,
  expectBlocked,
  limitOf,
  limitSet,
  stake,
  useProtectionClock,
} from './protection-support'
import { useSharedServer } from './support/shared-server'
import { testEngine } from './support/start-server'

const ps = useSharedServer()
useProtectionClock()

// PostgreSQL runs the orders side by side (PGlite one at a time): the member's protection lock is what orders them.
describe.skipIf(testEngine() !== 'postgres')(
  'a limit raced by 50 orders at once (PROTOCOL.md section 11)',
  () => {
    it('a wager limit of 100 takes 14 stakes of 7 and refuses the other 36, never past it', async () => {
      const { bettor, pick } = await bettorWithPick(ps)
      await limitSet(ps, bettor, { kind: 'wager', period: 'day', amount: '100' })
      const answers = await Promise.all(Array.from({ length: 50 }, () => stake(ps, bettor, pick, '7')))
      const placed = answers.filter((answer) => answer.code === 0)
      const refused = answers.filter((answer) => answer.code === 1007)
      expect(placed.length + refused.length).toBe(50)
      expect(placed.length).toBe(14)
      for (const answer of refused) expect(expectBlocked(answer, 'wagerLimit').remaining).toBe('2.00')
      expect(await limitOf(ps, bettor, 'wager', 'day')).toMatchObject({ used: '98.00', remaining: '2.00' })
      expect(await balanceOf(ps, bettor.memberId)).toBe('902.00')
      await expectLedgerBalanced(ps)
    })

    it('a loss limit raced by orders of two sizes ends within it', async () => {
      const { bettor, pick } = await bettorWithPick(ps)
      await limitSet(ps, bettor, { kind: 'loss', period: 'week', amount: '61' })
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => stake(ps, bettor, pick, index % 2 === 0 ? '5' : '3')),
      )
      expect(answers.every((answer) => answer.code === 0 || answer.code === 1007)).toBe(true)
      const staked = answers
        .filter((answer) => answer.code === 0)
        .reduce((sum, answer) => sum + Number((answer.data as { stake: string }).stake), 0)
      expect(staked).toBeLessThanOrEqual(61)
      expect(staked).toBeGreaterThanOrEqual(61 - 4)
      expect((await limitOf(ps, bettor, 'loss', 'week')).used).toBe(staked.toFixed(2))
    })
  },
)
