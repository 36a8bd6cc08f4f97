import type { IncidentType, Period, Score, Side, SportType } from './adapter'
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

/** What the pricing model needs to know about a match at one moment. */
export interface PricingInput {
  score: Score
  /** Fraction of the regulation playing time still to come (0..1). */
  remaining: number
  /** Red cards so far (football). */
  reds: Score
  /** Market noise in [-1, 1] before kick-off: money moving the prices. */
  drift: number
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
  /** Overround of three-way and two-way markets. */
  margins: { threeWay: number; twoWay: number }
  fair(input: PricingInput): MarketChances[]
  /** The fraction of regulation time left at feed time t of a live match. */
  remainingAt(t: number): number
}
