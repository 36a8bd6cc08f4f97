import type { Score, Side } from './adapter'
import { footballMarkets, type MarketPlan } from './markets'
import type {
  MarketChances,
  MatchPlan,
  PeriodSpan,
  PlannedIncident,
  PricingInput,
  ScoringEvent,
} from './plan'
import { lineChances, poisson } from './pricing'
import { Random } from './random'
import type { Fixture } from './schedule'
import { footballStrength } from './strength'

/**
 * Football: two halves of 45 minutes plus stoppage and a 15-minute break; goals arrive as a Poisson process at the
 * rates the teams' strengths give (about 2.7 a match), a red card weakens a side for the rest of the match, and
 * the markets are suspended for a few seconds after each goal and red card.
 */
const second = 1000
const minute = 60 * second
export const footballSuspensionMs = 30 * second
const baseHome = 1.5
const baseAway = 1.2
const yellowPerMinute = 1.9 / 95
const redPerMinute = 0.07 / 95
/** A side down to ten men scores less and concedes more. */
const redAttack = 0.7
const redConcede = 1.2

export function expectedGoals(seed: number, fixture: Fixture): Score {
  const home = footballStrength(seed, fixture.homeId)
  const away = footballStrength(seed, fixture.awayId)
  return { home: baseHome * home.attack * away.defence, away: baseAway * away.attack * home.defence }
}

function rateFactor(reds: Score, side: Side): number {
  const own = side === 'home' ? reds.home : reds.away
  const other = side === 'home' ? reds.away : reds.home
  return redAttack ** own * redConcede ** other
}

export function planFootball(seed: number, fixture: Fixture, cancelAt: number | null): MatchPlan {
  const random = new Random(seed, 'match', fixture.id)
  const expected = expectedGoals(seed, fixture)
  const added1 = random.int(0, 4)
  const added2 = random.int(2, 7)
  const kickoff = fixture.startTime
  const firstEnd = kickoff + (45 + added1) * minute
  const secondStart = firstEnd + 15 * minute
  const end = secondStart + (45 + added2) * minute
  const periods: PeriodSpan[] = [
    { period: '1H', start: kickoff, end: firstEnd, clockFrom: 0, countDown: false, stretch: second },
    { period: '2H', start: secondStart, end, clockFrom: 45 * 60, countDown: false, stretch: second },
  ]
  const scoring: ScoringEvent[] = []
  const incidents: PlannedIncident[] = []
  const suspensions: { from: number; to: number }[] = []
  const score = { home: 0, away: 0 }
  const reds = { home: 0, away: 0 }
  for (const span of periods) {
    incidents.push({
      at: span.start,
      type: 'periodStart',
      team: null,
      period: span.period,
      seconds: span.clockFrom,
    })
    const minutes = (span.end - span.start) / minute
    for (let m = 0; m < minutes; m += 1) {
      for (const side of ['home', 'away'] as const) {
        const at = span.start + m * minute + random.int(0, 59) * second
        const seconds = span.clockFrom + (at - span.start) / second
        const lambda = side === 'home' ? expected.home : expected.away
        if (random.chance((lambda / 90) * rateFactor(reds, side))) {
          score[side] += 1
          scoring.push({ at, team: side, points: 1 })
          incidents.push({ at, type: 'goal', team: side, period: span.period, seconds })
          suspensions.push({ from: at, to: at + footballSuspensionMs })
        }
        if (random.chance(redPerMinute)) {
          reds[side] += 1
          incidents.push({ at, type: 'redCard', team: side, period: span.period, seconds })
          suspensions.push({ from: at, to: at + footballSuspensionMs })
        } else if (random.chance(yellowPerMinute)) {
          incidents.push({ at, type: 'yellowCard', team: side, period: span.period, seconds })
        }
      }
    }
    incidents.push({
      at: span.end,
      type: 'periodEnd',
      team: null,
      period: span.period,
      seconds: span.clockFrom + (span.end - span.start) / second,
    })
  }
  incidents.sort((a, b) => a.at - b.at)
  scoring.sort((a, b) => a.at - b.at)
  const markets = footballMarkets(expected.home, expected.away)
  const changePoints = [
    ...periods.flatMap((span) => [span.start, span.end]),
    ...suspensions.flatMap((span) => [span.from, span.to]),
  ].sort((a, b) => a - b)
  return {
    fixture,
    sportType: 1,
    kickoff,
    end,
    cancelAt,
    periods,
    scoring,
    incidents,
    suspensions,
    changePoints,
    markets,
    expected,
    margins: { threeWay: 0.06, twoWay: 0.05 },
    fair: (input) => footballChances(expected, markets, input),
    remainingAt(t) {
      // Regulation minutes left: stoppage time is not foreseen, so the last minutes keep a little time.
      const [first, second] = periods as [PeriodSpan, PeriodSpan]
      if (t < first.end) return 0.5 + Math.max(0, 45 * minute - (t - first.start)) / (90 * minute)
      if (t < second.start) return 0.5
      return Math.max(Math.max(0, 45 * minute - (t - second.start)) / (90 * minute), 0.5 / 90)
    },
  }
}

/** The distribution of the goals still to come for each side, then every market from it. */
export function footballChances(
  expected: Score,
  markets: MarketPlan[],
  input: PricingInput,
): MarketChances[] {
  const drift = Math.exp(0.05 * input.drift)
  const home = poisson(expected.home * input.remaining * rateFactor(input.reds, 'home') * drift, 10)
  const away = poisson((expected.away * input.remaining * rateFactor(input.reds, 'away')) / drift, 10)
  // finals[d] for the final goal difference home - away, totals[n] for the final total.
  const diffs = new Map<number, number>()
  const totals = new Map<number, number>()
  home.forEach((ph, i) => {
    away.forEach((pa, j) => {
      const p = ph * pa
      const diff = input.score.home + i - (input.score.away + j)
      const total = input.score.home + input.score.away + i + j
      diffs.set(diff, (diffs.get(diff) ?? 0) + p)
      totals.set(total, (totals.get(total) ?? 0) + p)
    })
  })
  const current = input.score.home + input.score.away
  return markets.map((market): MarketChances => {
    const line = market.line ?? 0
    if (market.type === '1x2') {
      let win = 0
      let draw = 0
      let lose = 0
      for (const [diff, p] of diffs) {
        if (diff > 0) win += p
        else if (diff === 0) draw += p
        else lose += p
      }
      return { chances: [win, draw, lose], decided: false }
    }
    const source = market.type === 'total' ? totals : diffs
    let win = 0
    let lose = 0
    for (const [x, p] of source) {
      const margin = x + (market.type === 'total' ? -line : line)
      if (margin > 0) win += p
      else if (margin < 0) lose += p
    }
    return { chances: lineChances(win, lose), decided: market.type === 'total' && current > line }
  })
}
