import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FeedMarket } from './adapter'
import { cancelRate, planMatch } from './match-plans'
import type { MatchPlan } from './plan'
import { fixturesBetween } from './schedule'
import { clockAt, matchAt, statusAt } from './state'
import { nextKeyChange, stateKey } from './state-changes'

const start = Date.UTC(2026, 10, 22)
/** The markets of PROTOCOL.md section 7, one outcome per selection. */
const sectionSeven: readonly string[] = ['1x2', 'handicap', 'total', 'moneyline', 'spread']
const minute = 60_000
const day = 24 * 60 * minute
const plans = fixturesBetween(11, start, start + 20 * day).map((fixture) => planMatch(11, fixture))
const football = plans.filter((plan) => plan.sportType === 1 && plan.cancelAt === null)
const basketball = plans.filter((plan) => plan.sportType === 2 && plan.cancelAt === null)

function implied(market: FeedMarket): number {
  return market.selections.reduce((sum, selection) => sum + 1 / Number(selection.odds), 0)
}

describe('match state', () => {
  it('runs a football clock over two halves with stoppage time and a break', () => {
    const plan = football[0] as MatchPlan
    const [first, second] = plan.periods as [MatchPlan['periods'][0], MatchPlan['periods'][0]]
    expect(clockAt(plan, plan.kickoff - 1)).toBeNull()
    expect(clockAt(plan, plan.kickoff + 10 * minute)).toMatchObject({
      period: '1H',
      seconds: 600,
      running: true,
    })
    expect(first.end - first.start).toBeGreaterThanOrEqual(45 * minute)
    expect(first.end - first.start).toBeLessThanOrEqual(49 * minute)
    expect(clockAt(plan, first.end + minute)).toMatchObject({ period: 'HT', seconds: 2700, running: false })
    expect(second.start - first.end).toBe(15 * minute)
    expect(clockAt(plan, second.start + 2 * minute)).toMatchObject({
      period: '2H',
      seconds: 2820,
      running: true,
    })
    expect(second.end - second.start).toBeGreaterThanOrEqual(47 * minute)
    expect(clockAt(plan, plan.end)).toMatchObject({ period: 'FT', running: false })
    expect(statusAt(plan, plan.end - 1)).toBe('live')
    expect(statusAt(plan, plan.end)).toBe('finished')
  })

  it('runs a basketball clock down over four twelve-minute quarters', () => {
    const plan = basketball[0] as MatchPlan
    expect(plan.periods.slice(0, 4).map((span) => span.period)).toEqual(['Q1', 'Q2', 'Q3', 'Q4'])
    const q1 = plan.periods[0] as MatchPlan['periods'][0]
    expect(clockAt(plan, q1.start)).toMatchObject({ period: 'Q1', seconds: 720, running: true })
    expect(clockAt(plan, q1.start + 3 * minute)).toMatchObject({ period: 'Q1', seconds: 600 })
    expect(clockAt(plan, q1.end + 1000)).toMatchObject({ period: 'BREAK', running: false })
    for (const span of plan.periods) {
      expect((span.end - span.start) / span.stretch).toBe(span.period === 'OT' ? 300 : 720)
    }
  })

  it('scores goals and points at realistic rates, and basketball never ends tied', () => {
    const goals = football.map((plan) => matchAt(plan, plan.end).score).map((s) => s.home + s.away)
    const points = basketball.map((plan) => matchAt(plan, plan.end).score)
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    expect(football.length).toBeGreaterThan(500)
    expect(mean(goals)).toBeGreaterThan(2.2)
    expect(mean(goals)).toBeLessThan(3.3)
    expect(mean(points.map((s) => s.home + s.away))).toBeGreaterThan(200)
    expect(mean(points.map((s) => s.home + s.away))).toBeLessThan(250)
    expect(points.every((s) => s.home !== s.away)).toBe(true)
    const overtime = basketball.filter((plan) => plan.periods.some((span) => span.period === 'OT'))
    expect(overtime.length).toBeGreaterThan(0)
  })

  it('suspends the markets for thirty seconds on a goal, then reopens them with new odds', () => {
    // An early goal, so no market is one-sided right after it.
    const plan = football.find((candidate) => {
      const goal = candidate.scoring[0]
      return (
        goal &&
        goal.at - candidate.kickoff < 30 * minute &&
        !candidate.incidents.some((i) => i.type === 'redCard')
      )
    }) as MatchPlan
    const goal = plan.scoring[0]!
    const before = matchAt(plan, goal.at - 1)
    const during = matchAt(plan, goal.at + 1000)
    const after = matchAt(plan, goal.at + 30_000)
    expect(before.markets.find((m) => m.type === '1x2')?.status).toBe('open')
    expect(during.score[goal.team]).toBe(1)
    for (const market of during.markets) expect(['suspended', 'closed']).toContain(market.status)
    expect(matchAt(plan, goal.at + 29_999).markets[0]?.status).toBe('suspended')
    const reopened = after.markets.find((m) => m.type === '1x2')!
    expect(reopened.status).toBe('open')
    expect(reopened.selections.map((s) => s.odds)).not.toEqual(
      before.markets[0]?.selections.map((s) => s.odds),
    )
    const scorer = reopened.selections.find((s) => s.name === goal.team)!
    const was = before.markets[0]!.selections.find((s) => s.name === goal.team)!
    expect(Number(scorer.odds)).toBeLessThan(Number(was.odds))
  })

  it('offers odds with the book margin before kick-off', () => {
    for (const plan of [...football.slice(0, 50), ...basketball.slice(0, 50)]) {
      const match = matchAt(plan, plan.kickoff - 60 * minute)
      expect(match.status).toBe('upcoming')
      for (const market of match.markets) {
        expect(market.status).toBe('open')
        // One outcome per selection (double chance covers two each; correct score is tested in markets.test.ts).
        if (!sectionSeven.includes(market.type)) continue
        const total = implied(market)
        expect(total).toBeGreaterThan(1.02)
        expect(total).toBeLessThan(1.09)
      }
    }
  })

  it('settles every market of a finished match from the final score', () => {
    for (const plan of football.slice(0, 200)) {
      const match = matchAt(plan, plan.end + minute)
      const { home, away } = match.score
      expect(match.status).toBe('finished')
      for (const market of match.markets) {
        expect(market.status).toBe('settled')
        // The section 12 markets' results are tested in markets.test.ts.
        if (!sectionSeven.includes(market.type)) continue
        const results = Object.fromEntries(market.selections.map((s) => [s.name, s.result]))
        const line = Number(market.line ?? 0)
        if (market.type === '1x2') {
          expect(results).toEqual({
            home: home > away ? 'won' : 'lost',
            draw: home === away ? 'won' : 'lost',
            away: away > home ? 'won' : 'lost',
          })
        } else if (market.type === 'total') {
          const margin = home + away - line
          expect(results.over).toBe(margin > 0 ? 'won' : margin < 0 ? 'lost' : 'push')
        } else {
          const margin = home + line - away
          expect(results.home).toBe(margin > 0 ? 'won' : margin < 0 ? 'lost' : 'push')
        }
      }
    }
  })

  it('offers whole and half lines, and pushes a whole line that lands exactly', () => {
    const lines = football.flatMap((plan) =>
      plan.markets.filter((m) => m.line !== null).map((m) => m.line as number),
    )
    expect(lines.some((line) => Number.isInteger(line))).toBe(true)
    expect(lines.some((line) => !Number.isInteger(line))).toBe(true)
    const pushed = football.some((plan) =>
      matchAt(plan, plan.end).markets.some((m) => m.selections.some((s) => s.result === 'push')),
    )
    expect(pushed).toBe(true)
  })

  it('cancels a match now and then and voids all its markets', () => {
    const cancelled = plans.filter((plan) => plan.cancelAt !== null)
    expect(cancelled.length / plans.length).toBeGreaterThan(cancelRate / 3)
    expect(cancelled.length / plans.length).toBeLessThan(cancelRate * 3)
    for (const plan of cancelled) {
      const match = matchAt(plan, (plan.cancelAt as number) + 1)
      expect(match.status).toBe('cancelled')
      expect(match.incidents.at(-1)?.type).toBe('cancelled')
      for (const market of match.markets) {
        expect(market.status).toBe('settled')
        expect(market.selections.every((s) => s.result === 'void')).toBe(true)
      }
    }
  })

  it('closes a total whose line the score has passed', () => {
    const plan = football.find((candidate) => candidate.scoring.length >= 3) as MatchPlan
    const third = plan.scoring[2]!
    const match = matchAt(plan, third.at + 60_000)
    const passed = match.markets.filter((m) => m.type === 'total' && Number(m.line) < 3)
    expect(passed.length).toBeGreaterThan(0)
    for (const market of passed) expect(market.status).toBe('closed')
  })

  it('keeps a match key until the time nextKeyChange gives (the simulator skips the match until then)', () => {
    const cancelled = plans.filter((plan) => plan.cancelAt !== null).slice(0, 10)
    const sample = [...football.slice(0, 15), ...basketball.slice(0, 15), ...cancelled]
    fc.assert(
      fc.property(
        fc.constantFrom(...sample),
        fc.double({ min: -0.5, max: 1.3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (plan, where, inside) => {
          // From a day before kick-off to well past the end, through every period, break and cancellation.
          const t = Math.round(plan.kickoff + where * (plan.end - plan.kickoff) * 3)
          const next = nextKeyChange(plan, t)
          expect(next).toBeGreaterThan(t)
          const key = stateKey(plan, t)
          const until = Number.isFinite(next) ? next : plan.end + 2 * day
          expect(stateKey(plan, until - 1)).toBe(key)
          expect(stateKey(plan, Math.floor(t + inside * (until - 1 - t)))).toBe(key)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
