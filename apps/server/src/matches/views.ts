import type { Market, Match } from '@sportsbook/sdk/protocol'
import type { FeedMarket, FeedTeam } from '../feed/adapter'
import type { BookMatch, MatchBook } from './book'

/**
 * From the book's matches to the wire's Match (PROTOCOL.md section 7). match/list carries the main market of each
 * type, match/details all of them.
 */
export interface MatchView {
  allMarkets?: boolean
  favorites?: ReadonlySet<number>
  /** The selections the caller's brand suspended at its liability maximum (PROTOCOL.md section 14). */
  suspended?: { has(selectionId: number): boolean } | undefined
}

export function wireMarket(market: FeedMarket): Market {
  return {
    id: market.id,
    matchId: market.matchId,
    type: market.type,
    line: market.line,
    main: market.main,
    status: market.status,
    selections: market.selections.map((selection) => ({
      id: selection.id,
      marketId: selection.marketId,
      name: selection.name,
      odds: selection.odds,
      status: selection.status,
      result: selection.result,
    })),
  }
}

/** A market as a brand shows it: an open selection the brand suspended shows suspended. */
function brandMarket(market: FeedMarket, suspended: MatchView['suspended']): Market {
  const wired = wireMarket(market)
  if (!suspended) return wired
  for (const selection of wired.selections) {
    if (selection.status === 'open' && suspended.has(selection.id)) selection.status = 'suspended'
  }
  return wired
}

export function teamRef(team: FeedTeam | undefined, id: number) {
  return { id, name: team?.name ?? `Team ${id}`, shortName: team?.shortName ?? '' }
}

export function wireMatch(book: MatchBook, match: BookMatch, view: MatchView = {}): Match {
  const league = book.leagues.get(match.leagueId)
  const markets = view.allMarkets ? match.markets : match.markets.filter((market) => market.main)
  return {
    id: match.id,
    sportType: match.sportType,
    league: { id: match.leagueId, name: league?.name ?? '' },
    home: teamRef(book.teams.get(match.homeId), match.homeId),
    away: teamRef(book.teams.get(match.awayId), match.awayId),
    startTime: match.startTime,
    status: match.status,
    score: { ...match.score },
    clock: match.clock ? { ...match.clock } : null,
    markets: markets.map((market) => brandMarket(market, view.suspended)),
    marketCount: match.markets.length,
    seq: match.seq,
    favorite: view.favorites?.has(match.id) ?? false,
    hot: league?.hot ?? false,
    hasStream: false,
  }
}
