import { breakEndOf, type LimitPeriod, periodMs } from '@sportsbook/sdk/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadBrands } from '../src/brands/brands'
import { ProtectionClock } from '../src/protection/clock'
import { type LimitState, memberConfirms, memberSets, operatorImposes } from '../src/protection/limit-changes'
import {
  type CheckedLimit,
  firstBreach,
  liftTime,
  periodSums,
  remainingOf,
  type TimedMovement,
  usedOf,
} from '../src/protection/limit-rules'
import { parseProtectionSettings } from '../src/protection/settings'
import { smallest } from '../src/requests/amounts'

const periods: LimitPeriod[] = ['day', 'week', 'month']
const units = fc.bigInt({ min: 1n, max: 1_000_000n })
const period = fc.constantFrom(...periods)
const moneyLimit = fc.record({
  kind: fc.constantFrom('deposit' as const, 'loss' as const, 'wager' as const),
  period,
  amount: units,
  used: fc.bigInt({ min: 0n, max: 2_000_000n }),
})
const now = 10_000 * periodMs.month
const movement = fc.record({
  at: fc.integer({ min: now - 40 * 86_400_000, max: now }),
  amount: fc.bigInt({ min: 1n, max: 10_000n }),
  kind: fc.constantFrom('moneyIn' as const, 'stake' as const, 'return' as const),
})
const signed = (item: { at: number; amount: bigint; kind: TimedMovement['kind'] }): TimedMovement => ({
  ...item,
  amount: item.kind === 'stake' ? -item.amount : item.amount,
})

describe('limit arithmetic (PROTOCOL.md section 11)', () => {
  it('a movement passes exactly when it fits what every limit has left', () => {
    fc.assert(
      fc.property(
        fc.array(moneyLimit, { maxLength: 6 }),
        fc.bigInt({ min: 0n, max: 2_000_000n }),
        (limits, amount) => {
          const breach = firstBreach(limits as CheckedLimit[], amount)
          const fits = limits.every((limit) => amount <= remainingOf(limit.amount, limit.used))
          expect(breach === null).toBe(fits)
          if (breach) {
            const lefts = limits.map((limit) => remainingOf(limit.amount, limit.used))
            expect(remainingOf(breach.amount, breach.used)).toBe(smallest(lefts[0]!, ...lefts))
          }
        },
      ),
    )
  })

  it('what is left is never negative and never more than the limit; a net win uses none of a loss limit', () => {
    fc.assert(
      fc.property(units, fc.bigInt({ min: -1_000_000n, max: 1_000_000n }), (amount, netLoss) => {
        const used = usedOf('loss', { moneyIn: 0n, stakes: 0n, netLoss })
        expect(used >= 0n).toBe(true)
        const left = remainingOf(amount, used)
        expect(left >= 0n && left <= amount).toBe(true)
        expect(left + used >= amount).toBe(true)
      }),
    )
  })

  it('usage sums: money in and stakes only grow from day to week to month, and sum what the period holds', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 30 }), (raw) => {
        const movements = raw.map(signed)
        const [day, week, month] = periods.map((item) => periodSums(movements, item, now))
        expect(day!.moneyIn <= week!.moneyIn && week!.moneyIn <= month!.moneyIn).toBe(true)
        expect(day!.stakes <= week!.stakes && week!.stakes <= month!.stakes).toBe(true)
        const inMonth = movements.filter((item) => item.at > now - periodMs.month)
        const stakes = inMonth
          .filter((item) => item.kind === 'stake')
          .reduce((sum, item) => sum - item.amount, 0n)
        const returns = inMonth
          .filter((item) => item.kind === 'return')
          .reduce((sum, item) => sum + item.amount, 0n)
        expect(month!.stakes).toBe(stakes)
        expect(month!.netLoss).toBe(stakes - returns)
      }),
    )
  })

  it("a refusal's lift time is the first moment the movement fits, if nothing else moves", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('wager' as const, 'loss' as const, 'deposit' as const),
        period,
        units,
        fc.array(movement, { maxLength: 12 }),
        fc.bigInt({ min: 1n, max: 5_000n }),
        (kind, limitPeriod, amount, raw, asked) => {
          const movements = raw.map(signed)
          const used = usedOf(kind, periodSums(movements, limitPeriod, now))
          if (asked <= remainingOf(amount, used)) return
          const until = liftTime({ kind, period: limitPeriod, amount }, movements, asked, now)
          if (until === null) return
          const at = (time: number) =>
            remainingOf(amount, usedOf(kind, periodSums(movements, limitPeriod, time)))
          expect(until).toBeGreaterThan(now)
          expect(asked <= at(until)).toBe(true)
        },
      ),
    )
  })
})

const limitState = fc.record({
  amount: units,
  imposedAmount: fc.option(units, { nil: null }),
  pendingAmount: fc.option(units, { nil: null }),
})
const key = { kind: 'wager' as const, period: 'day' as const, currencyCode: 'USD' }
const stateOf = (item: {
  amount: bigint
  imposedAmount: bigint | null
  pendingAmount: bigint | null
}): LimitState => ({
  ...key,
  amount: item.imposedAmount !== null && item.amount > item.imposedAmount ? item.imposedAmount : item.amount,
  imposedAmount: item.imposedAmount,
  imposedReason: item.imposedAmount === null ? null : 'reason',
  pendingAmount: item.pendingAmount,
  pendingRemoval: false,
  pendingEffectiveAt: item.pendingAmount === null ? null : 1000,
})

describe('limit changes', () => {
  it("a member's change never raises the amount in force at once, nor waits for more than the operator's", () => {
    fc.assert(
      fc.property(limitState, units, (raw, asked) => {
        const existing = stateOf(raw)
        let next: LimitState
        try {
          next = memberSets(existing, key, asked, 0, 1000)
        } catch {
          expect(existing.imposedAmount !== null && asked > existing.imposedAmount).toBe(true)
          return
        }
        expect(next.amount <= existing.amount).toBe(true)
        if (next.imposedAmount !== null) {
          expect(next.amount <= next.imposedAmount).toBe(true)
          if (next.pendingAmount !== null) expect(next.pendingAmount <= next.imposedAmount).toBe(true)
        }
        if (next.pendingAmount !== null) {
          expect(next.pendingEffectiveAt).toBe(1000)
          expect(() => memberConfirms(next, 999)).toThrow()
          expect(memberConfirms(next, 1000)?.amount).toBe(next.pendingAmount)
        }
      }),
    )
  })

  it("an operator's limit binds at once: the amount in force is at most it", () => {
    fc.assert(
      fc.property(fc.option(limitState, { nil: null }), units, (raw, imposed) => {
        const next = operatorImposes(raw && stateOf(raw), key, imposed, 'checked')
        expect(next.amount <= imposed).toBe(true)
        expect(next.imposedAmount).toBe(imposed)
        if (next.pendingAmount !== null) expect(next.pendingAmount <= imposed).toBe(true)
      }),
    )
  })
})

describe('the protection clock and break ends', () => {
  it('maps wall stamps to its time and back, monotonically', () => {
    const clock = new ProtectionClock()
    clock.advance(5_000)
    clock.advance(86_400_000)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * 86_400_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (offset, more) => {
          const time = clock.now() - offset
          const wall = clock.wallOf(time)
          expect(clock.ofWall(wall)).toBeGreaterThanOrEqual(time)
          expect(clock.wallOf(time + more)).toBeGreaterThanOrEqual(wall)
        },
      ),
    )
  })

  it('a calendar-month break ends on the same day of the month, or the month’s last day', () => {
    const from = Date.UTC(2026, 7, 31, 12)
    expect(new Date(breakEndOf('6m', from)!).toISOString()).toBe('2027-02-28T12:00:00.000Z')
    expect(new Date(breakEndOf('1y', Date.UTC(2028, 1, 29))!).toISOString()).toBe('2029-02-28T00:00:00.000Z')
    expect(breakEndOf('42d', from)).toBe(from + 42 * 86_400_000)
    expect(breakEndOf('indefinite', from)).toBeNull()
  })
})

describe("a brand's protection settings in BRANDS", () => {
  it('narrow the protocol choices, keep the defaults for what is left out, and name a wrong field', () => {
    const settings = parseProtectionSettings({ timeOutDurations: ['7d', '24h'], increaseDelayHours: 72 })
    expect(settings).toMatchObject({
      limitPeriods: ['day', 'week', 'month'],
      timeOutDurations: ['7d', '24h'],
      increaseDelayHours: 72,
      minAge: 18,
    })
    expect(parseProtectionSettings({ timeOutDurations: ['2h'] })).toMatch(/timeOutDurations/)
    expect(parseProtectionSettings({ realityCheckMinutes: [15, 'x'] })).toMatch(/realityCheckMinutes/)
    expect(parseProtectionSettings({ limitPeriods: [] })).toMatch(/limitPeriods/)
    expect(parseProtectionSettings('weekly')).toMatch(/not an object/)
    expect(
      loadBrands(
        JSON.stringify([{ productNo: 1, name: 'A', currencies: ['USD'], protection: { minAge: 21 } }]),
      ).get(1)?.protection?.minAge,
    ).toBe(21)
    expect(() =>
      loadBrands(
        JSON.stringify([{ productNo: 1, name: 'A', currencies: ['USD'], protection: { minAge: 3 } }]),
      ),
    ).toThrow(/BRANDS\[0\]\.protection\.minAge/)
  })
})
