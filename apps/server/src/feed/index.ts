// The feed: a source of matches (FeedAdapter), its simulator and the running feed of a server.
export type {
  FeedAdapter,
  FeedEvent,
  FeedLeague,
  FeedListener,
  FeedMarket,
  FeedMatch,
  FeedSelection,
  FeedTeam,
  MarketStatus,
  MarketType,
  MatchClock,
  MatchIncident,
  MatchResult,
  MatchStatus,
  Score,
  SelectionName,
  SelectionResult,
  SportType,
} from './adapter'
export { type FeedClock, ManualClock, ScaledClock } from './clock'
export { type Leadership, redisLeadership, soleLeadership } from './leader'
export { type FeedRuntime, matchesOf, type StartFeedOptions, startFeed } from './runtime'
export { FeedSimulator, type SimulatorOptions } from './simulator'
