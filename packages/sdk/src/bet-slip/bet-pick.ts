import type { Market, Match, Selection, SportType } from '../protocol/schemas/match-shapes'
import type { OrderLeg } from '../protocol/schemas/order-shapes'
import type { BetPick } from './bet-slip-types'

/** A selection's state as a player meets it: its own while its market is open, else its market's (suspended...). */
export function selectionStatus(market: Market, selection: Selection): Market['status'] {
  return market.status === 'open' ? selection.status : market.status
}

/** The pick of one selection of `match`, at its listed odds, with the labels and states the slip shows. */
export function betPickOf(match: Match, market: Market, selection: Selection): Required<BetPick> {
  return {
    matchId: match.id,
    marketId: market.id,
    selectionId: selection.id,
    odds: selection.odds,
    sportType: match.sportType,
    leagueName: match.league.name,
    homeName: match.home.name,
    awayName: match.away.name,
    startTime: match.startTime,
    marketType: market.type,
    line: market.line,
    selectionName: selection.name,
    matchStatus: match.status,
    marketStatus: selectionStatus(market, selection),
  }
}

/**
 * The pick an odds button adds to the slip, with the labels and states the slip shows, from the match data
 * (a `match/list` or `match/details` entry); undefined when the match has no such selection.
 */
export function toBetPick(match: Match, selectionId: number): Required<BetPick> | undefined {
  for (const market of match.markets) {
    const selection = market.selections.find((entry) => entry.id === selectionId)
    if (selection) return betPickOf(match, market, selection)
  }
  return undefined
}

/** The pick of an order's leg at the odds it was taken at (copying a shared order into the slip). */
export function pickOfLeg(leg: OrderLeg): BetPick {
  return {
    matchId: leg.matchId,
    marketId: leg.marketId,
    selectionId: leg.selectionId,
    odds: leg.odds,
    // The order's wire shape keeps the sport as a number; the slip's picks are the sports of the protocol.
    sportType: leg.sportType as SportType,
    leagueName: leg.leagueName,
    homeName: leg.homeName,
    awayName: leg.awayName,
    startTime: leg.startTime,
    marketType: leg.marketType,
    line: leg.line,
    selectionName: leg.selectionName,
  }
}
