import type { Heartbeat, IncidentPush, MatchSnapshot } from '../protocol/schemas/match-centre-shapes'
import type {
  MarketStatus,
  Match,
  MatchClock,
  MatchStatus,
  OddsUpdate,
  ScoreUpdate,
  StatusUpdate,
} from '../protocol/schemas/match-shapes'

/** A selection's price as the live feed last showed it. A new object on every change, so it can be an atom. */
export interface LiveSelection {
  readonly matchId: number
  readonly marketId: number
  readonly selectionId: number
  /** Decimal odds (`"1.95"`). */
  readonly odds: string
  /** The market's status (a suspended market keeps its last odds). */
  readonly status: MarketStatus
  /** Which way the odds went at their last change, for a flash; null before any change. */
  readonly direction: 'up' | 'down' | null
  /** The odds before the last change; null before any change. */
  readonly previousOdds: string | null
  /** When the odds last changed (ms since the epoch); 0 before any change. */
  readonly changedAt: number
}

/** A match's status, score and clock as the live feed last showed them; null where nothing said yet. */
export interface LiveMatch {
  readonly matchId: number
  readonly status: MatchStatus | null
  readonly score: { readonly home: number; readonly away: number } | null
  readonly clock: MatchClock | null
  readonly startTime: number | null
}

/** What one socket batch (or one `seed`) changed. */
export interface LiveOddsChanges {
  readonly selections: readonly LiveSelection[]
  readonly matches: readonly LiveMatch[]
}

/**
 * Whether the prices shown are current (odds stream): `waiting` until the first heartbeat (a server without
 * heartbeats sends none, and then nothing is ever marked stale); `current` while heartbeats come; `stale` once two in
 * a row were missed: the store has asked for a re-read (`onStale`) and the bet slip refuses to place until the next
 * heartbeat.
 */
export interface LiveStream {
  readonly status: 'waiting' | 'current' | 'stale'
  /** When the last heartbeat arrived (this page's clock, ms); null before the first. */
  readonly heartbeatAt: number | null
}

/** The match socket's pushes and its (re)connection, by event name. */
export interface LiveFeedPayloads {
  odds: readonly OddsUpdate[]
  score: ScoreUpdate
  match: StatusUpdate
  /** Every 5 s: the stream is alive. */
  heartbeat: Heartbeat
  /** A match as it is now, when the updates after the resubscribe's `sinceSeq` are gone. */
  snapshot: MatchSnapshot
  /** A new line of a match's timeline (the match centre). */
  incident: IncidentPush
  connect: undefined
}

/** One push of the match socket, or its (re)connection. */
export type LiveFeedEvent = {
  [E in keyof LiveFeedPayloads]: { event: E; payload: LiveFeedPayloads[E] }
}[keyof LiveFeedPayloads]

/** `sb.liveOdds`: live prices, match statuses and scores from the match socket, one subscription per selection or match. */
export interface LiveOddsStore {
  /** A selection's price as last shown; undefined before anything was seeded or pushed for it. */
  getSelection(selectionId: number): LiveSelection | undefined
  /**
   * Calls `listener` with the selection's new state after each socket batch or seed that changed it, once per
   * batch: one atom per odds button re-renders only when its own price moves. Returns the unsubscribe function.
   */
  subscribeSelection(selectionId: number, listener: (selection: LiveSelection) => void): () => void
  /** A match's status, score and clock as last shown; undefined before anything was seeded or pushed for it. */
  getMatch(matchId: number): LiveMatch | undefined
  /** Calls `listener` with the match's new state after each batch that changed it; returns the unsubscribe function. */
  subscribeMatch(matchId: number, listener: (match: LiveMatch) => void): () => void
  /** Everything one batch or seed changed, at once. */
  subscribe(listener: (changes: LiveOddsChanges) => void): () => void
  /**
   * Takes the matches of a `match/list`, `match/details` (or any) answer as the current state: each match's
   * `seq` marks the gate, so pushes older than the read are dropped, and a selection a newer push already
   * changed keeps the push's state.
   */
  seed(matches: readonly Match[]): void
  /** Feeds one push of the match socket; `createSportsbook` wires `sb.sockets.match` to it. */
  receive<E extends keyof LiveFeedPayloads>(event: E, payload?: LiveFeedPayloads[E]): void
  /**
   * After the match socket (re)connects, pushes may have been missed: `listener` gets the ids of the matches the
   * store shows, and the caller re-reads them (`match/list`, `match/details`) and calls `seed` with the answer
   * ("after a reconnect re-reads what it shows").
   */
  onStale(listener: (matchIds: number[]) => void): () => void
  /** Whether the prices shown are current: heartbeats coming, or two missed (see {@link LiveStream}). */
  getStream(): LiveStream
  /** Calls `listener` with the stream's new state each time it changes; returns the unsubscribe function. */
  subscribeStream(listener: (stream: LiveStream) => void): () => void
  /** Calls `listener` with each `incident` push of the match (the match centre's timeline); returns the unsubscribe function. */
  subscribeIncidents(matchId: number, listener: (incident: IncidentPush) => void): () => void
  /**
   * The seq to resume from after a reconnect (the subscribe's `sinceSeq`): the lowest of the last seqs shown per
   * match, so no match misses an update; undefined when nothing was shown yet.
   */
  resumeSeq(): number | undefined
  /** Drops what the store holds about these matches (a page that no longer shows them). */
  forget(matchIds: readonly number[]): void
  /** Loads the store's code now (`sb.liveOdds` loads it on first use anyway). */
  load(): Promise<unknown>
}
