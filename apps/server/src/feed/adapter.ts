/**
 * What a source of matches provides (DESIGN.md section 4, Matches): leagues, teams, matches with their markets and
 * selections, and their changes as events. The simulator implements it; an operator plugs a real provider by
 * writing another implementation. The server keeps its own copy (the match book) and the database up to date from
 * these events only, so nothing else in the server knows which feed runs.
 */

// The wire's enums (PROTOCOL.md section 7), one definition in the protocol; a feed speaks them too.
import type {
  CentreIncidentType,
  MarketStatus,
  MarketType,
  MatchStats,
  MatchStatus,
  MomentumPoint,
  Period,
  SelectionName,
  SelectionResult,
  Side,
  SportType,
} from '@sportsbook/sdk/protocol'
import type { MatchModel } from './builder-pricing'

export type {
  CentreIncidentType,
  MarketStatus,
  MarketType,
  MatchStats,
  MatchStatus,
  MomentumPoint,
  Period,
  SelectionName,
  SelectionResult,
  Side,
  SportType,
}

export interface FeedLeague {
  id: number
  sportType: SportType
  name: string
  country: string
  /** Shown first and in the hot lists. */
  hot: boolean
  sort: number
}

export interface FeedTeam {
  id: number
  leagueId: number
  sportType: SportType
  name: string
  shortName: string
}

export interface Score {
  home: number
  away: number
}

/**
 * A reading of the game clock at feed time `at`. Football counts up over the whole match (67:30 is the 68th
 * minute; 45:00 and beyond in 1H is stoppage time); basketball counts down within the period. While `running`,
 * a client adds the time since `at` (scaled by the feed speed, see match/echo) to show a live clock.
 */
export interface MatchClock {
  period: Period
  seconds: number
  running: boolean
  at: number
}

export interface FeedSelection {
  id: number
  marketId: number
  name: SelectionName
  /** Decimal odds as a string with two decimals (PROTOCOL.md section 1). */
  odds: string
  status: MarketStatus
  result: SelectionResult | null
}

export interface FeedMarket {
  id: number
  matchId: number
  type: MarketType
  /** The home side's handicap or the total's line, as a decimal string; null for 1x2 and moneyline. */
  line: string | null
  /** One main market per type: match/list shows these. */
  main: boolean
  status: MarketStatus
  selections: FeedSelection[]
}

export type IncidentType = 'goal' | 'yellowCard' | 'redCard' | 'periodStart' | 'periodEnd' | 'cancelled'

/** Something that happened in a match (match/event). */
export interface MatchIncident {
  id: number
  matchId: number
  type: IncidentType
  team: Side | null
  period: Period
  /** The game clock's seconds when it happened (see MatchClock). */
  seconds: number
  at: number
  /** The score after it. */
  score: Score
}

/** A line of the live match centre's timeline (PROTOCOL.md section 12), stamped with the feed time it happened. */
export interface FeedCentreIncident {
  at: number
  /** The socket seq the match book stamped it with (the book sets it; a feed leaves it out). */
  seq?: number
  minute: number
  type: CentreIncidentType
  side: Side | null
  player?: string
  detail?: string
  /** The score after it. */
  score: Score
}

/** The live match centre: the timeline, the statistics and the momentum so far (match/centre). */
export interface FeedCentre {
  incidents: FeedCentreIncident[]
  stats: MatchStats
  momentum: MomentumPoint[]
}

export interface FeedMatch {
  id: number
  sportType: SportType
  leagueId: number
  homeId: number
  awayId: number
  startTime: number
  status: MatchStatus
  score: Score
  clock: MatchClock | null
  markets: FeedMarket[]
  incidents: MatchIncident[]
  /** The live match centre; a provider without one leaves it out (match/centre then answers an empty one). */
  centre?: FeedCentre
  /** Feed time of the latest change (the socket `seq` starts from it). */
  at: number
}

/** The final word on a match: its score and every market settled (every selection has a result). */
export interface MatchResult {
  matchId: number
  status: 'finished' | 'cancelled'
  score: Score
  markets: FeedMarket[]
  settledAt: number
}

/** A change, stamped with the feed time `at` at which it happened. */
export type FeedEvent =
  | { kind: 'match'; match: FeedMatch }
  | { kind: 'status'; matchId: number; status: MatchStatus; at: number }
  | { kind: 'score'; matchId: number; score: Score; clock: MatchClock | null; at: number }
  | { kind: 'market'; matchId: number; marketId: number; status: MarketStatus; at: number }
  | {
      kind: 'odds'
      matchId: number
      marketId: number
      selectionId: number
      odds: string
      status: MarketStatus
      at: number
    }
  | { kind: 'incident'; incident: MatchIncident }
  /** The match centre moved on: its new timeline lines, and its statistics and momentum as they are now. */
  | {
      kind: 'centre'
      matchId: number
      incidents: FeedCentreIncident[]
      stats: MatchStats
      momentum: MomentumPoint[]
      at: number
    }
  | { kind: 'result'; result: MatchResult; at: number }
  /** The match left the feed's window (it stays in the database). */
  | { kind: 'drop'; matchId: number; at: number }

export type FeedListener = (events: FeedEvent[]) => void

export interface FeedAdapter {
  /** For logs and match/echo. */
  readonly name: string
  /** The feed's clock (ms since the epoch). */
  now(): number
  /** How many feed ms pass per wall ms (1 for a real provider). */
  readonly speed: number
  leagues(): FeedLeague[]
  teams(): FeedTeam[]
  /** Every match of the feed's window as it is now, with its markets and incidents. */
  snapshot(): FeedMatch[]
  /** Changes, in order, in batches. Returns the unsubscribe function. */
  subscribe(listener: FeedListener): () => void
  /** Starts producing changes (timers, provider connections). */
  start(): Promise<void>
  stop(): Promise<void>
  /**
   * A match that left the window (e.g. it finished while the server was down): its current state or its result,
   * or null when the feed does not know it. Lets the server finish and settle what it stored earlier.
   */
  lookup(matchId: number): FeedMatch | null
  /**
   * The model the match's current prices come from (plan.ts ScoreModel), for the bet builder's simulation
   * (builder-pricing.ts); null for a match that is over or unknown. A provider without a model leaves it out, and
   * the builder is refused on its matches.
   */
  matchModel?(matchId: number): MatchModel | null
  /**
   * The feed time the provider last heard of a live match (its liveness): when it falls too far behind the feed's
   * clock the server suspends every market of the match until it hears again (matches/liveness.ts). Without it the
   * match's latest change counts.
   */
  lastHeard?(matchId: number): number | null
}
