import type { CentreIncident, IncidentPush } from '@sportsbook/sdk/protocol'
import type {
  FeedCentreIncident,
  FeedEvent,
  FeedMatch,
  MarketStatus,
  MatchClock,
  MatchResult,
  MatchStatus,
  Score,
} from '../feed/adapter'

/**
 * The server's live copy of the feed (DESIGN.md section 4): every match of the feed's window with its markets,
 * updated from the feed's events, each match stamped with `seq` (PROTOCOL.md section 5: it grows per match; the
 * items of one change share it). Routes read it, the sockets push its changes, the store persists them, and bets
 * ask it for a selection's current odds and status.
 */
export interface BookMatch extends FeedMatch {
  seq: number
}

/** One item of the socket's `odds` batch. */
export interface OddsUpdate {
  seq: number
  matchId: number
  marketId: number
  selectionId: number
  odds: string
  status: MarketStatus
}

export interface ScoreUpdate {
  seq: number
  matchId: number
  score: Score
  clock: MatchClock | null
}

export interface StatusUpdate {
  seq: number
  matchId: number
  status: MatchStatus
}

/** One new line of a match centre's timeline (the socket's `incident`). */
export type IncidentUpdate = IncidentPush

/** What one batch of feed events changed, ready to push. */
export interface BookChanges {
  odds: OddsUpdate[]
  scores: ScoreUpdate[]
  statuses: StatusUpdate[]
  incidents: IncidentUpdate[]
  results: MatchResult[]
  /** Matches that entered or changed markets wholesale (new, settled). */
  added: number[]
  dropped: number[]
  /** Every match touched (for the store). */
  touched: Set<number>
}

export type BookListener = (changes: BookChanges) => void

/** A centre incident as the wire shows it: the feed's with the seq the book stamped it with. */
export function wireCentreIncident(incident: FeedCentreIncident): CentreIncident {
  return {
    seq: incident.seq ?? incident.at,
    minute: incident.minute,
    type: incident.type,
    side: incident.side,
    ...(incident.player !== undefined ? { player: incident.player } : {}),
    ...(incident.detail !== undefined ? { detail: incident.detail } : {}),
    score: { ...incident.score },
  }
}

export const noChanges = (): BookChanges => ({
  odds: [],
  scores: [],
  statuses: [],
  incidents: [],
  results: [],
  added: [],
  dropped: [],
  touched: new Set(),
})

/** The match an event is about (null for none). */
export function eventMatchId(event: FeedEvent): number | null {
  switch (event.kind) {
    case 'match':
      return event.match.id
    case 'incident':
      return event.incident.matchId
    case 'result':
      return event.result.matchId
    default:
      return event.matchId
  }
}

/** The feed time an event happened. */
export function eventAt(event: FeedEvent): number {
  if (event.kind === 'match') return event.match.at
  if (event.kind === 'incident') return event.incident.at
  return event.at
}
