import { correctScoreNames, winningMarginNames } from '@sportsbook/sdk/protocol'
import type { MarketType, Score, SelectionName, SelectionResult } from './adapter'

/**
 * The markets a match offers (DESIGN.md section 4, Bets): football 1X2, handicap and total over/under with whole
 * and half lines; basketball moneyline, spread and totals. Quarter lines are left out on purpose: their half-won
 * and half-lost results have no place in the order statuses of PROTOCOL.md section 7. PROTOCOL.md section 12 adds,
 * for the bet builder, football both teams to score, correct score, double chance and first-half result, and
 * basketball winning margin.
 */
export interface MarketPlan {
  /** 0..15: the market's place in its id. */
  index: number
  type: MarketType
  /** The home side's handicap (handicap, spread) or the total's line; null for 1x2 and moneyline. */
  line: number | null
  main: boolean
}

/** Market id = match id * 16 + index (ids stay below 2^53: match ids are below 2^30). */
export function marketId(matchId: number, index: number): number {
  return matchId * 16 + index
}

/**
 * Where the selections of markets with more than four (correct score, winning margin) take their ids: a range of
 * their own above every market id * 4 + place, 32 places per market, still below 2^53.
 */
export const wideSelectionBase = 2 ** 44
export const wideSelectionPlaces = 32

/**
 * Selection id = market id * 4 + place for markets of up to four selections (every market before section 12 keeps
 * its ids); wideSelectionBase + market id * 32 + place for the wider ones.
 */
export function selectionId(market: number, place: number, wide = false): number {
  if (!wide) return market * 4 + place
  if (place >= wideSelectionPlaces) throw new RangeError('a market has at most 32 selections')
  return wideSelectionBase + market * wideSelectionPlaces + place
}

/** Whether a market type's selections take wide ids (selectionId). */
export function isWide(type: MarketType): boolean {
  return selectionNames(type).length > 4
}

export function selectionNames(type: MarketType): SelectionName[] {
  switch (type) {
    case '1x2':
    case 'firstHalf1x2':
      return ['home', 'draw', 'away']
    case 'moneyline':
    case 'handicap':
    case 'spread':
      return ['home', 'away']
    case 'total':
      return ['over', 'under']
    case 'bothTeamsToScore':
      return ['yes', 'no']
    case 'doubleChance':
      return ['homeOrDraw', 'homeOrAway', 'drawOrAway']
    case 'correctScore':
      return [...correctScoreNames]
    case 'winningMargin':
      return [...winningMarginNames]
  }
}

/** A line as the wire shows it: "-0.5", "0", "2.5", "221.5". */
export function formatLine(line: number | null): string | null {
  if (line === null) return null
  const text = String(Math.round(line * 100) / 100)
  return text === '-0' ? '0' : text
}

/** The half line nearest to `x` (x.5), for main lines that cannot push. */
export function nearestHalf(x: number): number {
  return Math.floor(x) + 0.5
}

/**
 * Football: 1X2; handicaps main, main -1, main +1 and a whole line; totals likewise; both teams to score, correct
 * score, double chance and first-half result.
 */
export function footballMarkets(expectedHome: number, expectedAway: number): MarketPlan[] {
  const handicap = Math.max(-2.5, Math.min(2.5, nearestHalf(expectedAway - expectedHome)))
  const total = Math.max(1.5, Math.min(4.5, nearestHalf(expectedHome + expectedAway)))
  return [
    { index: 0, type: '1x2', line: null, main: true },
    { index: 1, type: 'handicap', line: handicap, main: true },
    { index: 2, type: 'handicap', line: handicap - 1, main: false },
    { index: 3, type: 'handicap', line: handicap + 1, main: false },
    { index: 4, type: 'handicap', line: handicap + 0.5, main: false },
    { index: 5, type: 'total', line: total, main: true },
    { index: 6, type: 'total', line: total - 1, main: false },
    { index: 7, type: 'total', line: total + 1, main: false },
    { index: 8, type: 'total', line: total + 0.5, main: false },
    { index: 9, type: 'bothTeamsToScore', line: null, main: false },
    { index: 10, type: 'correctScore', line: null, main: false },
    { index: 11, type: 'doubleChance', line: null, main: false },
    { index: 12, type: 'firstHalf1x2', line: null, main: false },
  ]
}

/** Basketball: moneyline; spreads main and main -/+ 3; totals main and main -/+ 6 (all half lines); winning margin. */
export function basketballMarkets(expectedHome: number, expectedAway: number): MarketPlan[] {
  const spread = nearestHalf(expectedAway - expectedHome)
  const total = nearestHalf(expectedHome + expectedAway)
  return [
    { index: 0, type: 'moneyline', line: null, main: true },
    { index: 1, type: 'spread', line: spread, main: true },
    { index: 2, type: 'spread', line: spread - 3, main: false },
    { index: 3, type: 'spread', line: spread + 3, main: false },
    { index: 4, type: 'total', line: total, main: true },
    { index: 5, type: 'total', line: total - 6, main: false },
    { index: 6, type: 'total', line: total + 6, main: false },
    { index: 7, type: 'winningMargin', line: null, main: false },
  ]
}

/** How one selection ends: push only on a whole line landed exactly (and a tie of a game that cannot tie). */
export type Outcome = 'won' | 'lost' | 'push'

/** The final score, and the first half's (football; null where the sport has none). */
export type OutcomeRule = (final: Score, halfTime: Score | null) => Outcome

const byMargin = (margin: number): Outcome => (margin > 0 ? 'won' : margin < 0 ? 'lost' : 'push')
const wins = (yes: boolean): Outcome => (yes ? 'won' : 'lost')

/** Winning margin buckets: 1-5, 6-10, 11-15, 16-20, 21+ (index 0..4). */
export function marginBucket(points: number): number {
  return Math.min(4, Math.floor((points - 1) / 5))
}

/** A 1X2 name's side of a goal difference. */
function threeWay(name: SelectionName, diff: number): boolean {
  return name === 'home' ? diff > 0 : name === 'away' ? diff < 0 : diff === 0
}

/** Rules made so far: a rule is a pure function of its market type, line and selection, so each is made once. */
const rules = new Map<string, OutcomeRule>()

/**
 * The one rule of how a selection ends, from the final (and half-time) score: settlement (settleMarket), the
 * pricing grids (football.ts) and the bet builder's simulations (builder-pricing.ts) all read it. Made once per
 * selection: the pricing and the builder call the rule for every score they weigh.
 */
export function outcomeRule(type: MarketType, line: number | null, name: SelectionName): OutcomeRule {
  const key = `${type}|${line}|${name}`
  let rule = rules.get(key)
  if (!rule) {
    rule = makeRule(type, line, name)
    rules.set(key, rule)
  }
  return rule
}

function makeRule(type: MarketType, line: number | null, name: SelectionName): OutcomeRule {
  const at = line ?? 0
  const home = name === 'home'
  switch (type) {
    case '1x2':
      return (final) => wins(threeWay(name, final.home - final.away))
    case 'firstHalf1x2':
      return (_, half) => wins(half !== null && threeWay(name, half.home - half.away))
    case 'moneyline':
      // Basketball plays overtime until someone wins, so a tie only reaches here for a cancelled game.
      return (final) => byMargin((home ? 1 : -1) * (final.home - final.away))
    case 'handicap':
    case 'spread':
      return (final) => byMargin((home ? 1 : -1) * (final.home + at - final.away))
    case 'total':
      return (final) => byMargin((name === 'over' ? 1 : -1) * (final.home + final.away - at))
    case 'bothTeamsToScore':
      return (final) => wins((final.home > 0 && final.away > 0) === (name === 'yes'))
    case 'doubleChance': {
      const [a, b] =
        name === 'homeOrDraw' ? ['home', 'draw'] : name === 'homeOrAway' ? ['home', 'away'] : ['draw', 'away']
      return (final) => {
        const diff = final.home - final.away
        return wins(threeWay(a as SelectionName, diff) || threeWay(b as SelectionName, diff))
      }
    }
    case 'correctScore': {
      const other = /^other(Home|Draw|Away)$/.exec(name)
      if (other) {
        const side = (other[1] as string).toLowerCase() as SelectionName
        return (final) => wins(threeWay(side, final.home - final.away) && (final.home > 4 || final.away > 4))
      }
      const [h, a] = name.split('-').map(Number) as [number, number]
      return (final) => wins(final.home === h && final.away === a)
    }
    case 'winningMargin': {
      const sign = name.startsWith('home') ? 1 : -1
      const bucket = winningMarginNames.indexOf(name as (typeof winningMarginNames)[number]) % 5
      return (final) => {
        const margin = sign * (final.home - final.away)
        if (final.home === final.away) return 'push'
        return wins(margin > 0 && marginBucket(margin) === bucket)
      }
    }
  }
}

/** The result of each selection (in selectionNames order) from the final score and, for first-half markets, the half-time score. */
export function settleMarket(
  market: Pick<MarketPlan, 'type' | 'line'>,
  score: Score,
  halfTime: Score | null = null,
): SelectionResult[] {
  if (market.type === 'firstHalf1x2' && halfTime === null) return ['void', 'void', 'void']
  return selectionNames(market.type).map((name) =>
    outcomeRule(market.type, market.line, name)(score, halfTime),
  )
}
