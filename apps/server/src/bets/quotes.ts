import {
  type AcceptOdds,
  codes,
  type OddsChanged,
  oddsFromHundredths,
  oddsHundredths,
  parlayOddsHundredths,
} from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import { invalidField } from '../requests/request-errors'
import type { StoredLeg } from './orders'

/** A leg as the slip sends it. */
export interface LegInput {
  matchId: number
  marketId: number
  selectionId: number
  odds?: string
}

/** A leg priced from the match book: what it is and its current odds. */
export type QuotedLeg = Omit<StoredLeg, 'legNo' | 'odds' | 'result'> & {
  /** The current odds (hundredths). */
  current: bigint
  /** The odds the slip sent, when it sent them. */
  sent: bigint | null
}

/** 2003 naming the leg: its match, market or selection takes no order now. */
export function marketUnavailable(leg: LegInput): BusinessError {
  const { matchId, marketId, selectionId } = leg
  return new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable', { matchId, marketId, selectionId })
}

/**
 * Each leg's current quote from the match book (DESIGN.md section 4, Bets). A leg is open only while its match is
 * upcoming or live and its market and selection are open; a match still upcoming in the book after its kick-off
 * time on the feed clock is refused too (a pre-match price after kick-off is stale until the feed says live).
 * Anything else is 2003. Two legs of one match are code 1000 naming the second (`legs.N.matchId`): their
 * results are not independent, so their odds cannot be multiplied (a bet builder's, `oneMatch`, are priced
 * together instead).
 */
export function quoteLegs(
  runtime: FeedRuntime,
  legs: readonly LegInput[],
  { oneMatch = false }: { oneMatch?: boolean } = {},
): QuotedLeg[] {
  const seen = new Set<number>()
  legs.forEach((leg, index) => {
    // A bet builder's legs are of one match: its quote priced them together (builder-quotes.ts).
    if (!oneMatch && seen.has(leg.matchId)) {
      throw invalidField(`legs.${index}.matchId`)
    }
    seen.add(leg.matchId)
  })
  const now = runtime.feed.now()
  return legs.map((leg) => {
    const quote = runtime.book.quote(leg.matchId, leg.marketId, leg.selectionId)
    if (!quote) throw marketUnavailable(leg)
    const { match, market, selection } = quote
    const started = match.status === 'upcoming' && now >= match.startTime
    if (
      (match.status !== 'upcoming' && match.status !== 'live') ||
      started ||
      market.status !== 'open' ||
      selection.status !== 'open'
    ) {
      throw marketUnavailable(leg)
    }
    const league = runtime.book.leagues.get(match.leagueId)
    return {
      matchId: match.id,
      marketId: market.id,
      selectionId: selection.id,
      sportType: match.sportType,
      leagueName: league?.name ?? '',
      homeName: runtime.book.teams.get(match.homeId)?.name ?? '',
      awayName: runtime.book.teams.get(match.awayId)?.name ?? '',
      startTime: match.startTime,
      marketType: market.type,
      line: market.line,
      selectionName: selection.name,
      current: oddsHundredths(selection.odds),
      sent: leg.odds === undefined ? null : oddsHundredths(leg.odds),
    }
  })
}

/**
 * The player's odds-change setting, leg by leg (PROTOCOL.md section 1, code 2002): `exact` refuses any change,
 * `higher` accepts current odds equal to or above the odds sent, `any` accepts any. A refusal carries every leg's
 * current odds and their product; nothing is placed.
 */
export function checkOdds(policy: AcceptOdds, legs: readonly QuotedLeg[]): void {
  const refused = legs.some((leg) => {
    if (policy === 'any' || leg.sent === null) return false
    return policy === 'exact' ? leg.current !== leg.sent : leg.current < leg.sent
  })
  if (!refused) return
  const data: OddsChanged = {
    odds: oddsFromHundredths(parlayOddsHundredths(legs.map((leg) => leg.current))),
    legs: legs.map((leg) => ({
      matchId: leg.matchId,
      marketId: leg.marketId,
      selectionId: leg.selectionId,
      odds: oddsFromHundredths(leg.current),
      status: 'open' as const,
    })),
  }
  throw new BusinessError(codes.ODDS_CHANGED, 'oddsChanged', data)
}
