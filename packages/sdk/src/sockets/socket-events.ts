import type { Order } from '../protocol/schemas/bet-shapes'
import type {
  Heartbeat,
  IncidentPush,
  MatchSnapshot,
  SubscribeRequest,
} from '../protocol/schemas/match-centre-shapes'
import type { OddsUpdate, ScoreUpdate, StatusUpdate } from '../protocol/schemas/match-shapes'
import type { Notice, RedEnvelopeActivity } from '../protocol/schemas/notice-shapes'
import type { ProtectionPush, RealityCheckPush } from '../protocol/schemas/protection-shapes'
import type { BalanceEntry } from '../protocol/schemas/session-shapes'

/** What every socket announces of its own connection (socket.io's reserved events, re-emitted by the SDK). */
export interface SocketConnectionEvents {
  /** The socket connected or reconnected: pushes may have been missed meanwhile, so re-read what is shown. */
  connect: undefined
}

/** What the server pushes on the main live socket, `/app/socket`. */
export interface MainSocketPushes extends SocketConnectionEvents {
  /** The member's balance entries changed: the new entries. */
  balance: BalanceEntry[]
  /** An order of the member was settled or cashed out: the order as it is now. */
  order: Order
  /** A new notice. */
  notice: Notice
  /** A red envelope activity opened or changed. */
  redEnvelope: RedEnvelopeActivity
  /** The profile language changed elsewhere. */
  language: { lang: string }
  /** A reality check is due: the session so far. */
  realityCheck: RealityCheckPush
  /** A limit or break now blocks the member; a break has revoked every session of the member. */
  protection: ProtectionPush
}

/** What the client sends on the main live socket. */
export interface MainSocketSends {
  /** The page's language changed: the server speaks it on this socket from now on. */
  language: { lang: string }
}

/** What the server pushes on the match socket, `/match/socket`. */
export interface MatchSocketPushes extends SocketConnectionEvents {
  /** A batch of price and market status changes. */
  odds: OddsUpdate[]
  /** A match's score and clock. */
  score: ScoreUpdate
  /** A match's status. */
  match: StatusUpdate
  /** Every 5 s: the highest seq the stream has reached. */
  heartbeat: Heartbeat
  /** A match as it is now, answering a resubscribe whose updates since `sinceSeq` are gone. */
  snapshot: MatchSnapshot
  /** A new incident of a match (the match centre's timeline). */
  incident: IncidentPush
}

/** What the client sends on the match socket. */
export interface MatchSocketSends {
  /**
   * Which matches to follow (empty: all listed); the SDK sends it on every connect and reconnect, a reconnect with
   * `sinceSeq` (the lowest seq shown) so the server sends what was missed.
   */
  subscribe: SubscribeRequest
}
