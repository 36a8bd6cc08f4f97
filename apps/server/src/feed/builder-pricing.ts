import { parlayOdds } from '@sportsbook/sdk/protocol'
import type { FeedAdapter, FeedMarket, FeedMatch, FeedSelection, Score } from './adapter'
import { basketballSampler, canBothWin, footballSampler } from './final-scores'
import { type Outcome, type OutcomeRule, outcomeRule } from './markets'
import type { Margins, ScoreModel } from './plan'
import { marginOf, minOdds } from './pricing'
import { Random } from './random'

/**
 * The bet builder's price (PROTOCOL.md section 12): 2 to 6 legs of one match priced together from the joint
 * probability that they all win, estimated by simulating the rest of the match many times from the model that makes
 * the single prices (plan.ts ScoreModel), less the book's margin. Legs of one match are correlated (a home win and
 * over 2.5 goals go together more often than their prices multiplied say), which is why the builder cannot just
 * multiply the singles: `naiveOdds` shows that product beside the price.
 */

/** One leg as the quote names it. */
export interface BuilderLeg {
  marketId: number
  selectionId: number
}

/** The model of one match now, as the feed gives it (FeedAdapter.matchModel). */
export interface MatchModel {
  model: ScoreModel
  margins: Margins
  /** Keys the simulation's seeded random: one state and one set of legs always give one price. */
  key: string
}

export const minBuilderLegs = 2
export const maxBuilderLegs = 6
/** The longest builder price offered. */
export const builderMaxOdds = 1000
/** Simulated matches per quote: the standard error of a 10% joint chance is then 0.2 points. */
export const builderSamples = 20_000
/** Fewer simulated matches than this winning every leg is too few to price: the quote is refused as unlikely. */
export const builderMinHits = 20

export type BuilderRefusalReason =
  /** Fewer than 2 or more than 6 legs (field `legs`). */
  | 'legCount'
  /** The match is not in the book (field `matchId`). */
  | 'unknownMatch'
  /** A leg's market or selection is not of this match (field `legs.<i>.marketId` or `.selectionId`). */
  | 'unknownLeg'
  /** The match is over, or a leg's market or selection is not open now (2003). */
  | 'unavailable'
  /** The same selection twice (field `legs.<i>`, the later of the two). */
  | 'same'
  /** Two selections of one market, or two legs that no final score lets both win (field `legs.<i>`). */
  | 'incompatible'
  /** Possible, but too unlikely together to price (field `legs.<i>`, the least likely leg). */
  | 'unlikely'
  /** The feed has no model of this match to simulate (a provider without one). */
  | 'unpriced'

export interface BuilderRefusal {
  ok: false
  reason: BuilderRefusalReason
  /** The index of the leg named, or null when the quote as a whole is refused. */
  leg: number | null
  /** The request field to name in a 1000 answer (PROTOCOL.md section 1). */
  field: string
}

export interface BuilderQuote {
  ok: true
  /** The correlated price: 1 / (joint probability x (1 + margin)), floored to two decimals, within [1.01, 1000]. */
  odds: string
  /** The product of the legs' current prices, floored to two decimals (what a plain parlay would pay). */
  naiveOdds: string
  /** The legs' current prices, in the legs' order. */
  legOdds: string[]
  /** The simulated joint probability that every leg wins (a push of a whole line is left out, as singles do). */
  probability: number
  /** Each leg's own probability over the same simulated matches: `probability` is never above any of them. */
  legProbabilities: number[]
  margin: number
}

export type BuilderPrice = BuilderQuote | BuilderRefusal

export interface BuilderInput {
  /** The match as the book holds it now: its status and markets with their current prices and statuses. */
  match: Pick<FeedMatch, 'id' | 'status' | 'markets'>
  /** The feed's model of the match now; null when the feed has none. */
  model: MatchModel | null
  legs: readonly BuilderLeg[]
  /** Simulated matches (builderSamples by default). */
  samples?: number
}

interface ResolvedLeg {
  market: FeedMarket
  selection: FeedSelection
  rule: OutcomeRule
}

const refuse = (reason: BuilderRefusalReason, leg: number | null, field: string): BuilderRefusal => ({
  ok: false,
  reason,
  leg,
  field,
})

/** The price floored to two decimals within [1.01, builderMaxOdds]. */
function builderOdds(probability: number, margin: number): string {
  const fair = 1 / (probability * (1 + margin))
  const hundredths = Math.floor(Math.min(builderMaxOdds, Math.max(minOdds, fair)) * 100 + 1e-9)
  return (hundredths / 100).toFixed(2)
}

/**
 * Prices a bet builder of 2 to 6 legs of one match, or refuses it naming the leg at fault. Pure and deterministic:
 * the same match state, model and legs (in any order) give the same answer, so a quote can be checked again.
 *
 * Refusals, in this order: the leg count; a leg not of this match; the match over or a leg not open; the same
 * selection twice or two selections of one market; two legs that no final score lets both win (searched exactly
 * when the simulation never saw them win together: home and away of a 1X2, correct score 1-0 with both teams to
 * score yes, moneyline home with winning margin away 1-5); legs too unlikely together to price. The price is the
 * joint probability of every leg winning over `samples` simulated ends of the match from the current score and
 * time left (a push of a whole line is left out, as the singles leave it out), less the largest of the legs'
 * single margins.
 */
export function priceBuilder(input: BuilderInput): BuilderPrice {
  const { match, model, legs } = input
  if (legs.length < minBuilderLegs || legs.length > maxBuilderLegs) return refuse('legCount', null, 'legs')
  const resolved: ResolvedLeg[] = []
  for (const [index, leg] of legs.entries()) {
    const market = match.markets.find((item) => item.id === leg.marketId)
    if (!market) return refuse('unknownLeg', index, `legs.${index}.marketId`)
    const selection = market.selections.find((item) => item.id === leg.selectionId)
    if (!selection) return refuse('unknownLeg', index, `legs.${index}.selectionId`)
    resolved.push({
      market,
      selection,
      rule: outcomeRule(market.type, market.line === null ? null : Number(market.line), selection.name),
    })
  }
  if (match.status !== 'upcoming' && match.status !== 'live') return refuse('unavailable', null, 'matchId')
  for (const [index, leg] of resolved.entries()) {
    if (leg.market.status !== 'open' || leg.selection.status !== 'open') {
      return refuse('unavailable', index, `legs.${index}.selectionId`)
    }
  }
  for (let j = 1; j < resolved.length; j += 1) {
    for (let i = 0; i < j; i += 1) {
      const [a, b] = [resolved[i] as ResolvedLeg, resolved[j] as ResolvedLeg]
      if (a.selection.id === b.selection.id) return refuse('same', j, `legs.${j}`)
      if (a.market.id === b.market.id) return refuse('incompatible', j, `legs.${j}`)
    }
  }
  if (!model) return refuse('unpriced', null, 'matchId')

  const count = resolved.length
  const samples = input.samples ?? builderSamples
  const seedKeys = [...legs.map((leg) => leg.selectionId)].sort((x, y) => x - y)
  const random = new Random('builder', model.key, ...seedKeys)
  const final = { home: 0, away: 0 }
  const half = { home: 0, away: 0 }
  const draw: (final: Score, half: Score) => void =
    model.model.sportType === 1
      ? footballSampler(model.model, random)
      : basketballSampler(model.model, random)
  const rules = resolved.map((leg) => leg.rule)
  // How many simulated matches (without a push) won exactly the legs of each bit mask.
  const byMask = new Float64Array(1 << count)
  for (let n = 0; n < samples; n += 1) {
    draw(final, half)
    const halfTime = model.model.sportType === 1 ? half : null
    let mask = 0
    let pushed = false
    for (let i = 0; i < count; i += 1) {
      const outcome: Outcome = (rules[i] as OutcomeRule)(final, halfTime)
      if (outcome === 'won') mask |= 1 << i
      else if (outcome === 'push') pushed = true
    }
    if (!pushed) byMask[mask] = (byMask[mask] as number) + 1
  }
  const valid = byMask.reduce((sum, x) => sum + x, 0)
  const together = (bits: number) => {
    let hits = 0
    for (let mask = 0; mask < byMask.length; mask += 1)
      if ((mask & bits) === bits) hits += byMask[mask] as number
    return hits
  }
  for (let j = 1; j < count; j += 1) {
    for (let i = 0; i < j; i += 1) {
      if (together((1 << i) | (1 << j)) > 0) continue
      if (!canBothWin(model.model, rules[i] as OutcomeRule, rules[j] as OutcomeRule)) {
        return refuse('incompatible', j, `legs.${j}`)
      }
    }
  }
  const legProbabilities = resolved.map((_, i) => (valid > 0 ? together(1 << i) / valid : 0))
  const hits = byMask[byMask.length - 1] as number
  if (hits < builderMinHits || valid === 0) {
    const least = legProbabilities.indexOf(Math.min(...legProbabilities))
    return refuse('unlikely', least, `legs.${least}`)
  }
  const probability = hits / valid
  const margin = Math.max(...resolved.map((leg) => marginOf(leg.market.type, model.margins)))
  const legOdds = resolved.map((leg) => leg.selection.odds)
  return {
    ok: true,
    odds: builderOdds(probability, margin),
    naiveOdds: parlayOdds(legOdds),
    legOdds,
    probability,
    legProbabilities,
    margin,
  }
}

/**
 * {@link priceBuilder} for a match of the running feed: the book's current state of the match and the feed's model
 * of it now. This is what the builder quote route (trade/api/order/builder/quote) calls.
 */
export function quoteBuilder(
  runtime: { feed: FeedAdapter; book: { get(matchId: number): FeedMatch | undefined } },
  matchId: number,
  legs: readonly BuilderLeg[],
): BuilderPrice {
  const match = runtime.book.get(matchId)
  if (!match) return refuse('unknownMatch', null, 'matchId')
  return priceBuilder({ match, model: runtime.feed.matchModel?.(matchId) ?? null, legs })
}
