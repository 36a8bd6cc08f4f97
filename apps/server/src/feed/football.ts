import type { Score, Side } from './adapter'
import { footballMarkets, type MarketPlan, outcomeRule, selectionNames } from './markets'
import type {
  FootballModel,
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
    margins: { threeWay: 0.06, twoWay: 0.05, manyWay: 0.12 },
    fair: (input) => footballChances(footballModel(expected, input), markets),
    model: (input) => footballModel(expected, input),
    remainingAt(t) {
      // Regulation minutes left: stoppage time is not foreseen, so the last minutes keep a little time.
      const [first, second] = periods as [PeriodSpan, PeriodSpan]
      if (t < first.end) return 0.5 + Math.max(0, 45 * minute - (t - first.start)) / (90 * minute)
      if (t < second.start) return 0.5
      return Math.max(Math.max(0, 45 * minute - (t - second.start)) / (90 * minute), 0.5 / 90)
    },
  }
}

/**
 * The goals still to come: Poisson per side at the teams' rates for the time left, weakened by red cards and moved by
 * the pre-match drift; the first half's share is the part of its 45 minutes still to play.
 */
export function footballModel(expected: Score, input: PricingInput): FootballModel {
  const drift = Math.exp(0.05 * input.drift)
  const rate = {
    home: expected.home * rateFactor(input.reds, 'home') * drift,
    away: (expected.away * rateFactor(input.reds, 'away')) / drift,
  }
  const halfTime = input.halfTime ?? null
  // remaining counts the whole match: above one half means part of the first is still to play.
  const firstLeft = halfTime ? 0 : Math.max(0, Math.min(0.5, input.remaining - 0.5))
  const secondLeft = Math.max(0, input.remaining - firstLeft)
  return {
    sportType: 1,
    score: { ...input.score },
    halfTime: halfTime ? { ...halfTime } : null,
    firstHalf: { home: rate.home * firstLeft, away: rate.away * firstLeft },
    secondHalf: { home: rate.home * secondLeft, away: rate.away * secondLeft },
  }
}

/** Goals per side the grids count up to (the last cell holds the tail). */
const maxGoals = 10

/** P(final = score + i, j) for i, j goals still to come (independent Poisson sides). */
function finalGrid(model: FootballModel): number[][] {
  const home = poisson(model.firstHalf.home + model.secondHalf.home, maxGoals)
  const away = poisson(model.firstHalf.away + model.secondHalf.away, maxGoals)
  return home.map((ph) => away.map((pa) => ph * pa))
}

/**
 * Which cells of a grid of goals still to come each selection of a market wins (1) from a score of `base` (and a
 * first half of `half`), by the selection's one rule: a pure function of those, and there are few of them (the
 * scores a match passes through), while a match is priced every 30 seconds of play.
 */
const winningCells = new Map<string, Uint8Array[]>()

function winningCellsOf(market: MarketPlan, size: number, base: Score, half: Score | null): Uint8Array[] {
  const key = `${market.type}|${market.line}|${size}|${base.home}:${base.away}|${half ? `${half.home}:${half.away}` : ''}`
  let cells = winningCells.get(key)
  if (!cells) {
    cells = selectionNames(market.type).map((name) => {
      const rule = outcomeRule(market.type, market.line, name)
      const wins = new Uint8Array(size * size)
      for (let i = 0; i < size; i += 1) {
        for (let j = 0; j < size; j += 1) {
          const score = { home: base.home + i, away: base.away + j }
          wins[i * size + j] = rule(score, half ?? score) === 'won' ? 1 : 0
        }
      }
      return wins
    })
    winningCells.set(key, cells)
  }
  return cells
}

/** The chance of each selection of a market without lines, summed over a square grid of final (or half-time) scores. */
function gridChances(market: MarketPlan, grid: number[][], base: Score, half: Score | null): number[] {
  const size = grid.length
  return winningCellsOf(market, size, base, half).map((wins) => {
    let p = 0
    for (let i = 0; i < size; i += 1) {
      const row = grid[i] as number[]
      for (let j = 0; j < size; j += 1) if (wins[i * size + j] === 1) p += row[j] as number
    }
    return p
  })
}

/** Every market's fair chances from the model: the final goal difference and total, and the grids of scores. */
export function footballChances(model: FootballModel, markets: MarketPlan[]): MarketChances[] {
  const grid = finalGrid(model)
  // finals[d] for the final goal difference home - away, totals[n] for the final total.
  const diffs = new Map<number, number>()
  const totals = new Map<number, number>()
  grid.forEach((row, i) => {
    row.forEach((p, j) => {
      const diff = model.score.home + i - (model.score.away + j)
      const total = model.score.home + model.score.away + i + j
      diffs.set(diff, (diffs.get(diff) ?? 0) + p)
      totals.set(total, (totals.get(total) ?? 0) + p)
    })
  })
  const current = model.score.home + model.score.away
  return markets.map((market): MarketChances => {
    const line = market.line ?? 0
    switch (market.type) {
      case '1x2': {
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
      case 'doubleChance':
      case 'correctScore':
        return { chances: gridChances(market, grid, model.score, null), decided: false }
      case 'bothTeamsToScore':
        return {
          chances: gridChances(market, grid, model.score, null),
          decided: model.score.home > 0 && model.score.away > 0,
        }
      case 'firstHalf1x2': {
        if (model.halfTime) {
          const half = model.halfTime
          return { chances: gridChances(market, [[1]], half, half), decided: true }
        }
        const away = poisson(model.firstHalf.away, maxGoals)
        const half = poisson(model.firstHalf.home, maxGoals).map((ph) => away.map((pa) => ph * pa))
        return { chances: gridChances(market, half, model.score, null), decided: false }
      }
      default: {
        const source = market.type === 'total' ? totals : diffs
        let win = 0
        let lose = 0
        for (const [x, p] of source) {
          const margin = x + (market.type === 'total' ? -line : line)
          if (margin > 0) win += p
          else if (margin < 0) lose += p
        }
        return { chances: lineChances(win, lose), decided: market.type === 'total' && current > line }
      }
    }
  })
}
