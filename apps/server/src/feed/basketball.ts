import type { Period, Score, Side } from './adapter'
import { basketballMarkets, type MarketPlan, marginBucket } from './markets'
import type {
  BasketballModel,
  MarketChances,
  MatchPlan,
  PeriodSpan,
  PlannedIncident,
  PricingInput,
  ScoringEvent,
} from './plan'
import { lineChances, normalCdf } from './pricing'
import { Random } from './random'
import type { Fixture } from './schedule'
import { basketballStrength } from './strength'

/**
 * Basketball: four quarters of 12 minutes (the clock stops often, so a quarter lasts 18 feed minutes), breaks of
 * 2, 15 and 2 minutes, and 5-minute overtimes until the tie is broken. Teams alternate possessions of about 14
 * seconds; each scores 0 to 3 points with chances scaled by the teams' strengths (about 115 points a side).
 */
const second = 1000
const minute = 60 * second
const stretch = 1.5 * second
const possessionsPerTeam = 100
const regulationSeconds = 4 * 12 * 60
/** Points of one possession at scale 1: 1 (4%), 2 (33%), 3 (15%), else 0 (mean 1.15). */
const pointChances = [0.04, 0.33, 0.15]
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'] as const

function scale(seed: number, fixture: Fixture): Score {
  const home = basketballStrength(seed, fixture.homeId)
  const away = basketballStrength(seed, fixture.awayId)
  return { home: 1.02 * home.attack * away.defence, away: away.attack * home.defence }
}

function meanPoints(k: number): number {
  return (
    (pointChances[0] as number) * k +
    2 * (pointChances[1] as number) * k +
    3 * (pointChances[2] as number) * k
  )
}

function variancePoints(k: number): number {
  const square =
    (pointChances[0] as number) * k +
    4 * (pointChances[1] as number) * k +
    9 * (pointChances[2] as number) * k
  return square - meanPoints(k) ** 2
}

function drawPoints(random: Random, k: number): number {
  const x = random.next()
  const one = (pointChances[0] as number) * k
  const two = one + (pointChances[1] as number) * k
  const three = two + (pointChances[2] as number) * k
  if (x < one) return 1
  if (x < two) return 2
  if (x < three) return 3
  return 0
}

export function planBasketball(seed: number, fixture: Fixture, cancelAt: number | null): MatchPlan {
  const random = new Random(seed, 'match', fixture.id)
  const k = scale(seed, fixture)
  const expected = {
    home: possessionsPerTeam * meanPoints(k.home),
    away: possessionsPerTeam * meanPoints(k.away),
  }
  const periods: PeriodSpan[] = []
  const scoring: ScoringEvent[] = []
  const incidents: PlannedIncident[] = []
  const score = { home: 0, away: 0 }
  let start = fixture.startTime
  let side: Side = random.chance(0.5) ? 'home' : 'away'
  const breaks = [2, 15, 2]
  for (let index = 0; index < 4 || score.home === score.away; index += 1) {
    const overtime = index >= 4
    const length = overtime ? 5 * 60 : 12 * 60
    const period: Period = overtime ? 'OT' : (quarters[index] as Period)
    const span: PeriodSpan = {
      period,
      start,
      end: start + length * stretch,
      clockFrom: length,
      countDown: true,
      stretch,
    }
    periods.push(span)
    incidents.push({ at: span.start, type: 'periodStart', team: null, period, seconds: length })
    for (let elapsed = random.between(6, 22.8); elapsed < length; elapsed += random.between(6, 22.8)) {
      const points = drawPoints(random, side === 'home' ? k.home : k.away)
      if (points > 0) {
        score[side] += points
        scoring.push({ at: Math.round(span.start + elapsed * stretch), team: side, points })
      }
      side = side === 'home' ? 'away' : 'home'
    }
    if (index >= 9 && score.home === score.away) {
      // A sixth overtime tie is next to impossible; the last possession settles it so the plan always ends.
      score.home += 1
      scoring.push({ at: span.end - 1, team: 'home', points: 1 })
    }
    incidents.push({ at: span.end, type: 'periodEnd', team: null, period, seconds: 0 })
    start = span.end + (breaks[index] ?? 2) * minute
  }
  const markets = basketballMarkets(expected.home, expected.away)
  const last = periods[periods.length - 1] as PeriodSpan
  return {
    fixture,
    sportType: 2,
    kickoff: fixture.startTime,
    end: last.end,
    cancelAt,
    periods,
    scoring,
    incidents,
    suspensions: [],
    changePoints: periods.flatMap((span) => [span.start, span.end]),
    markets,
    expected,
    margins: { threeWay: 0.05, twoWay: 0.045, manyWay: 0.1 },
    fair: (input) => basketballChances(basketballModel(k, input), markets),
    model: (input) => basketballModel(k, input),
    remainingAt(t) {
      let left = 0
      for (const span of periods) {
        if (span.period === 'OT') {
          // In overtime the game goes on for the rest of this period only (a new tie adds another).
          if (t >= span.start && t < span.end) return (span.end - t) / stretch / regulationSeconds
          continue
        }
        if (t < span.start) left += (span.end - span.start) / stretch
        else if (t < span.end) left += (span.end - t) / stretch
      }
      return left / regulationSeconds
    },
  }
}

/** Points still to come per side: the remaining possessions' mean and spread, moved by the pre-match drift. */
export function basketballModel(k: Score, input: PricingInput): BasketballModel {
  const drift = Math.exp(0.01 * input.drift)
  const possessions = possessionsPerTeam * input.remaining
  return {
    sportType: 2,
    score: { ...input.score },
    mean: { home: possessions * meanPoints(k.home * drift), away: possessions * meanPoints(k.away / drift) },
    sd: {
      home: Math.sqrt(possessions * variancePoints(k.home * drift)),
      away: Math.sqrt(possessions * variancePoints(k.away / drift)),
    },
  }
}

/** The final margin and total are near normal: current score plus what the remaining possessions add. */
export function basketballChances(model: BasketballModel, markets: MarketPlan[]): MarketChances[] {
  const { score, mean } = model
  const sd = Math.sqrt(Math.max(model.sd.home ** 2 + model.sd.away ** 2, 0.09))
  const margin = score.home + mean.home - score.away - mean.away
  const total = score.home + score.away + mean.home + mean.away
  const current = score.home + score.away
  // A tie after regulation goes to overtime: a coin flip between these sides, won by 1 to 5.
  const tie = normalCdf((0.5 - margin) / sd) - normalCdf((-0.5 - margin) / sd)
  /** P(the home margin lands in [from, to]) for whole points (continuity-corrected). */
  const between = (from: number, to: number) =>
    normalCdf((to + 0.5 - margin) / sd) - normalCdf((from - 0.5 - margin) / sd)
  return markets.map((market): MarketChances => {
    const line = market.line ?? 0
    if (market.type === 'moneyline') {
      const win = 1 - normalCdf((0.5 - margin) / sd) + tie / 2
      return { chances: [win, 1 - win], decided: false }
    }
    if (market.type === 'spread') {
      const win = 1 - normalCdf((-line - margin) / sd)
      return { chances: lineChances(win, 1 - win), decided: false }
    }
    if (market.type === 'winningMargin') {
      const buckets = [1, 6, 11, 16, 21].map((from, index) => (index === 4 ? Infinity : from + 4))
      const homeChances = [1, 6, 11, 16, 21].map((from, index) => between(from, buckets[index] as number))
      const awayChances = [1, 6, 11, 16, 21].map((from, index) => between(-(buckets[index] as number), -from))
      homeChances[marginBucket(1)] = (homeChances[0] as number) + tie / 2
      awayChances[marginBucket(1)] = (awayChances[0] as number) + tie / 2
      return { chances: [...homeChances, ...awayChances], decided: false }
    }
    const over = 1 - normalCdf((line - total) / sd)
    return { chances: lineChances(over, 1 - over), decided: current > line }
  })
}
