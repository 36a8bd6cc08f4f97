import type { IncidentType, Period, Score, Side, SportType } from './adapter'
import type { CentrePlan } from './centre'
import type { MarketPlan } from './markets'
import type { Fixture } from './schedule'

/**
 * A match's whole story, drawn once from its own seeded stream before kick-off: when each period runs, when
 * each goal or basket falls, when it is cancelled. The state at any feed time is then a pure function of the plan
 * and the time (state.ts), so every server on one seed shows the same match at the same moment.
 */
export interface PeriodSpan {
  period: Period
  /** Feed times. */
  start: number
  end: number
  /** The clock's seconds at the period's start; it counts down (basketball) or up (football). */
  clockFrom: number
  countDown: boolean
  /** Feed ms per second of game clock (basketball's clock stops often, so a quarter lasts longer). */
  stretch: number
}

export interface ScoringEvent {
  at: number
  team: Side
  points: number
}

export interface PlannedIncident {
  at: number
  type: IncidentType
  team: Side | null
  period: Period
  seconds: number
}

export interface Margins {
  threeWay: number
  twoWay: number
  manyWay: number
}

/** What the pricing model needs to know about a match at one moment. */
export interface PricingInput {
  score: Score
  /** Fraction of the regulation playing time still to come (0..1). */
  remaining: number
  /** Red cards so far (football). */
  reds: Score
  /** Market noise in [-1, 1] before kick-off: money moving the prices. */
  drift: number
  /** The first half's score once it is over (football); null before. */
  halfTime?: Score | null
}

/**
 * What is still to come in a match, as the pricing model sees it at one moment: every single price is worked out
 * from it in closed form (football.ts, basketball.ts), and the bet builder simulates matches from it
 * (builder-pricing.ts), so both read one model.
 */
export type ScoreModel = FootballModel | BasketballModel

/** Goals still to come are Poisson per side, split by half (the rate is even over the playing time). */
export interface FootballModel {
  sportType: 1
  score: Score
  /** The first half's score once it is over; null while it is still to be played. */
  halfTime: Score | null
  /** Expected goals still to come in the first half, and after it. */
  firstHalf: Score
  secondHalf: Score
}

/** Points still to come are near normal per side; a tie at the end goes to overtime (a coin flip, won by 1 to 5). */
export interface BasketballModel {
  sportType: 2
  score: Score
  mean: Score
  sd: Score
}

/** Fair probabilities of one market's selections (selectionNames order); decided: already certain (closed). */
export interface MarketChances {
  chances: number[]
  decided: boolean
}

export interface MatchPlan {
  fixture: Fixture
  sportType: SportType
  kickoff: number
  end: number
  cancelAt: number | null
  periods: PeriodSpan[]
  scoring: ScoringEvent[]
  incidents: PlannedIncident[]
  /** Markets are suspended in these spans (after a goal or a red card). */
  suspensions: { from: number; to: number }[]
  /** Times when prices jump besides the regular re-pricing grid (goals, red cards, suspension ends, periods). */
  changePoints: number[]
  markets: MarketPlan[]
  /** Pre-match expected score (goals or points). */
  expected: Score
  /** Overround of three-way, two-way and many-way (correct score, winning margin) markets (pricing.ts marginOf). */
  margins: Margins
  fair(input: PricingInput): MarketChances[]
  /** The model the fair chances come from (the bet builder simulates it). */
  model(input: PricingInput): ScoreModel
  /** The fraction of regulation time left at feed time t of a live match. */
  remainingAt(t: number): number
  /** The live match centre's events (centre.ts), drawn by planMatch. */
  centre?: CentrePlan
}
