import type { Match } from '../protocol/schemas/match-shapes'
import type { BetPick } from './bet-slip-types'

/**
 * The pick an odds button adds to the slip, with the labels and states the slip shows, from the match data
 * (a `match/list` or `match/details` entry); undefined when the match has no such selection.
 */
export function toBetPick(match: Match, selectionId: number): Required<BetPick> | undefined {
  for (const market of match.markets) {
    const selection = market.selections.find((entry) => entry.id === selectionId)
    if (!selection) continue
    return {
      matchId: match.id,
      marketId: market.id,
      selectionId,
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
      marketStatus: market.status === 'open' ? selection.status : market.status,
    }
  }
  return undefined
}
