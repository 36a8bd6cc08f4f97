import type { MarketType, Score, SelectionName, SelectionResult } from './adapter'

/**
 * The markets a match offers (DESIGN.md section 4, Bets): football 1X2, handicap and total over/under with whole
 * and half lines; basketball moneyline, spread and totals. Quarter lines are left out on purpose: their half-won
 * and half-lost results have no place in the order statuses of PROTOCOL.md section 7.
 */
export interface MarketPlan {
  /** 0..15: the market's place in its id. */
  index: number
  type: MarketType
  /** The home side's handicap (handicap, spread) or the total's line; null for 1x2 and moneyline. */
  line: number | null
  main: boolean
}

/** Market id = match id * 16 + index; selection id = market id * 4 + place (ids stay below 2^53). */
export function marketId(matchId: number, index: number): number {
  return matchId * 16 + index
}

export function selectionId(market: number, place: number): number {
  return market * 4 + place
}

export function selectionNames(type: MarketType): SelectionName[] {
  switch (type) {
    case '1x2':
      return ['home', 'draw', 'away']
    case 'moneyline':
    case 'handicap':
    case 'spread':
      return ['home', 'away']
    case 'total':
      return ['over', 'under']
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

/** Football: 1X2; handicaps main, main -1, main +1 and a whole line; totals likewise. */
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
  ]
}

/** Basketball: moneyline; spreads main and main -/+ 3; totals main and main -/+ 6 (all half lines). */
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
  ]
}

function byMargin(margin: number): [SelectionResult, SelectionResult] {
  if (margin > 0) return ['won', 'lost']
  if (margin < 0) return ['lost', 'won']
  return ['push', 'push']
}

/** The result of each selection (in selectionNames order) from the final score. */
export function settleMarket(market: Pick<MarketPlan, 'type' | 'line'>, score: Score): SelectionResult[] {
  const line = market.line ?? 0
  switch (market.type) {
    case '1x2':
      if (score.home > score.away) return ['won', 'lost', 'lost']
      if (score.home < score.away) return ['lost', 'lost', 'won']
      return ['lost', 'won', 'lost']
    case 'moneyline':
      // Basketball plays overtime until someone wins, so a tie only reaches here for a cancelled game.
      return byMargin(score.home - score.away)
    case 'handicap':
    case 'spread':
      return byMargin(score.home + line - score.away)
    case 'total':
      return byMargin(score.home + score.away - line)
  }
}
