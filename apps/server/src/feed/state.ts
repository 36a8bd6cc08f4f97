import type {
  FeedMarket,
  FeedMatch,
  MarketStatus,
  MatchClock,
  MatchIncident,
  MatchStatus,
  Score,
} from './adapter'
import { centreAt } from './centre'
import { formatLine, isWide, marketId, selectionId, selectionNames, settleMarket } from './markets'
import type { MatchPlan, PeriodSpan, PricingInput, ScoreModel } from './plan'
import { marginOf, oddsFor, oneSidedLimit } from './pricing'
import { noise } from './random'

/**
 * The state of a planned match at any feed time: a pure function of the plan and the time (plan.ts). Prices are
 * worked out at fixed re-pricing points (every 30 feed seconds in play, every three hours before kick-off, and at
 * every goal or period change), so two servers give the same prices and the same change times whenever they look.
 */
const second = 1000
const minute = 60 * second
const hour = 60 * minute
export const livePricingMs = 30 * second
export const prematchPricingMs = 3 * hour
export function statusAt(plan: MatchPlan, t: number): MatchStatus {
  if (plan.cancelAt !== null && t >= plan.cancelAt) return 'cancelled'
  if (t < plan.kickoff) return 'upcoming'
  return t < plan.end ? 'live' : 'finished'
}

/** When the current status began. */
function statusSince(plan: MatchPlan, status: MatchStatus): number {
  if (status === 'cancelled') return plan.cancelAt ?? plan.kickoff
  if (status === 'finished') return plan.end
  return status === 'live' ? plan.kickoff : plan.fixture.startTime - 7 * 24 * hour
}

export function prematchPoint(plan: MatchPlan, t: number): number {
  const phase = Math.floor(((noise('phase', plan.fixture.id) + 1) / 2) * prematchPricingMs)
  return Math.floor((t - phase) / prematchPricingMs) * prematchPricingMs + phase
}

/** The latest re-pricing point at or before t. */
export function pricedAt(plan: MatchPlan, t: number): number {
  const status = statusAt(plan, t)
  if (status === 'upcoming') return prematchPoint(plan, t)
  if (status !== 'live') return statusSince(plan, status)
  let point = plan.kickoff + Math.floor((t - plan.kickoff) / livePricingMs) * livePricingMs
  for (const change of plan.changePoints) {
    if (change > t) break
    if (change > point) point = change
  }
  return point
}

/** The index just past the last item at or before t (items sorted by `at`). */
export function countUntil(items: readonly { at: number }[], t: number): number {
  let low = 0
  let high = items.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((items[mid] as { at: number }).at <= t) low = mid + 1
    else high = mid
  }
  return low
}

/** The time the play is cut at: the cancellation, if any. */
export function playUntil(plan: MatchPlan, t: number): number {
  return plan.cancelAt !== null ? Math.min(t, plan.cancelAt - 1) : t
}

export function scoreAt(plan: MatchPlan, t: number): Score {
  const score = { home: 0, away: 0 }
  const until = playUntil(plan, t)
  for (const event of plan.scoring) {
    if (event.at > until) break
    score[event.team] += event.points
  }
  return score
}

function redsAt(plan: MatchPlan, t: number): Score {
  const reds = { home: 0, away: 0 }
  for (const incident of plan.incidents) {
    if (incident.at > t) break
    if (incident.type === 'redCard' && incident.team) reds[incident.team] += 1
  }
  return reds
}

function reading(span: PeriodSpan, t: number): number {
  const elapsed = Math.floor((Math.min(t, span.end) - span.start) / span.stretch)
  return span.countDown ? Math.max(0, span.clockFrom - elapsed) : span.clockFrom + elapsed
}

export function clockAt(plan: MatchPlan, t: number): MatchClock | null {
  if (t < plan.kickoff && (plan.cancelAt === null || t < plan.cancelAt)) return null
  const at = plan.cancelAt !== null ? Math.min(t, plan.cancelAt) : t
  if (at < plan.kickoff) return null
  const football = plan.sportType === 1
  if (at >= plan.end) return { period: 'FT', seconds: football ? 90 * 60 : 0, running: false, at }
  for (const span of plan.periods) {
    if (at < span.start) {
      return { period: football ? 'HT' : 'BREAK', seconds: football ? 45 * 60 : 0, running: false, at }
    }
    if (at < span.end) return { period: span.period, seconds: reading(span, at), running: at === t, at }
  }
  return null
}

export function incidentsAt(plan: MatchPlan, t: number): MatchIncident[] {
  const id = plan.fixture.id
  const until = playUntil(plan, t)
  const out: MatchIncident[] = []
  const score = { home: 0, away: 0 }
  let next = 0
  plan.incidents.forEach((incident, index) => {
    if (incident.at > until) return
    while (next < plan.scoring.length && (plan.scoring[next]?.at ?? Infinity) <= incident.at) {
      const event = plan.scoring[next]
      if (event) score[event.team] += event.points
      next += 1
    }
    out.push({ ...incident, id: id * 128 + index, matchId: id, score: { ...score } })
  })
  if (plan.cancelAt !== null && t >= plan.cancelAt) {
    const clock = clockAt(plan, plan.cancelAt)
    out.push({
      id: id * 128 + 127,
      matchId: id,
      type: 'cancelled',
      team: null,
      period: clock?.period ?? 'pre',
      seconds: clock?.seconds ?? 0,
      at: plan.cancelAt,
      score: scoreAt(plan, plan.cancelAt),
    })
  }
  return out
}

function suspendedAt(plan: MatchPlan, t: number): boolean {
  return plan.suspensions.some((span) => t >= span.from && t < span.to)
}

/** The first half's score once it is over (football), else null. */
export function halfTimeAt(plan: MatchPlan, t: number): Score | null {
  if (plan.sportType !== 1) return null
  const first = plan.periods[0]
  if (!first || playUntil(plan, t) < first.end) return null
  return scoreAt(plan, first.end)
}

/** What the pricing model is given at re-pricing point `priced` of a match whose status is `status`. */
function pricingInput(plan: MatchPlan, status: MatchStatus, priced: number): PricingInput {
  const live = status === 'live'
  const lastPrematch = prematchPoint(plan, Math.min(priced, plan.kickoff - 1))
  return {
    score: live || status === 'finished' ? scoreAt(plan, priced) : { home: 0, away: 0 },
    remaining: live ? plan.remainingAt(priced) : status === 'upcoming' ? 1 : 0,
    reds: live ? redsAt(plan, priced) : { home: 0, away: 0 },
    drift: noise('drift', plan.fixture.id, lastPrematch),
    halfTime: live || status === 'finished' ? halfTimeAt(plan, priced) : null,
  }
}

/**
 * The model the prices of feed time t were made from (the latest re-pricing point): the bet builder simulates it,
 * so a builder price and the single prices on show come from the same state. Null once the match is over.
 */
export function modelAt(plan: MatchPlan, t: number): { model: ScoreModel; pricedAt: number } | null {
  const status = statusAt(plan, t)
  if (status !== 'upcoming' && status !== 'live') return null
  const priced = pricedAt(plan, t)
  return { model: plan.model(pricingInput(plan, status, priced)), pricedAt: priced }
}

/**
 * A plan's markets by status and re-pricing point, the latest few: every simulator on the seed (and a look-up) at the
 * same point shares them instead of pricing every market again. They are never changed once made: the book keeps
 * copies of its own.
 */
const pricedMarkets = new WeakMap<MatchPlan, Map<string, FeedMarket[]>>()
const pricesKept = 2

/**
 * The markets at re-pricing point `priced` of a match whose status is `status`: a pure function of the plan and
 * both (the final score and half-time score only count once finished, when they no longer change).
 */
function marketsAt(plan: MatchPlan, status: MatchStatus, priced: number, t: number): FeedMarket[] {
  let made = pricedMarkets.get(plan)
  if (!made) {
    made = new Map()
    pricedMarkets.set(plan, made)
  }
  const key = `${status}|${priced}`
  let markets = made.get(key)
  if (!markets) {
    markets = priceMarkets(plan, status, priced, t)
    made.set(key, markets)
    if (made.size > pricesKept) made.delete(made.keys().next().value as string)
  }
  return markets
}

function priceMarkets(plan: MatchPlan, status: MatchStatus, priced: number, t: number): FeedMarket[] {
  const id = plan.fixture.id
  const score = scoreAt(plan, t)
  const live = status === 'live'
  const chances = plan.fair(pricingInput(plan, status, priced))
  const suspended = live && suspendedAt(plan, priced)
  const halfTime = status === 'finished' ? halfTimeAt(plan, t) : null
  return plan.markets.map((market, index) => {
    const chance = chances[index] ?? { chances: [], decided: false }
    const mid = marketId(id, market.index)
    let marketStatus: MarketStatus = 'open'
    const results = status === 'finished' ? settleMarket(market, score, halfTime) : null
    if (status === 'finished' || status === 'cancelled') marketStatus = 'settled'
    else if (chance.decided) marketStatus = 'closed'
    else if (suspended || (live && Math.max(...chance.chances) > oneSidedLimit)) marketStatus = 'suspended'
    const margin = marginOf(market.type, plan.margins)
    const wide = isWide(market.type)
    return {
      id: mid,
      matchId: id,
      type: market.type,
      line: formatLine(market.line),
      main: market.main,
      status: marketStatus,
      selections: selectionNames(market.type).map((name, place) => ({
        id: selectionId(mid, place, wide),
        marketId: mid,
        name,
        odds: oddsFor(chance.chances[place] ?? 0, margin),
        status: marketStatus,
        result: status === 'cancelled' ? 'void' : (results?.[place] ?? null),
      })),
    }
  })
}

/** The whole match at feed time t, as the feed publishes it. */
export function matchAt(plan: MatchPlan, t: number): FeedMatch {
  const status = statusAt(plan, t)
  const priced = pricedAt(plan, t)
  const score = scoreAt(plan, t)
  const incidents = incidentsAt(plan, t)
  const lastScore = plan.scoring[countUntil(plan.scoring, playUntil(plan, t)) - 1]?.at ?? 0
  const lastIncident = incidents[incidents.length - 1]?.at ?? 0
  const centreEvents = plan.centre?.events ?? []
  const lastCentre = centreEvents[countUntil(centreEvents, playUntil(plan, t)) - 1]?.at ?? 0
  return {
    id: plan.fixture.id,
    sportType: plan.sportType,
    leagueId: plan.fixture.league.id,
    homeId: plan.fixture.homeId,
    awayId: plan.fixture.awayId,
    startTime: plan.kickoff,
    status,
    score,
    clock: clockAt(plan, t),
    markets: marketsAt(plan, status, priced, t),
    incidents,
    ...(plan.centre ? { centre: centreAt(plan, plan.centre, t, (x) => scoreAt(plan, x)) } : {}),
    at: Math.max(priced, lastScore, lastIncident, lastCentre, statusSince(plan, status)),
  }
}
