// `@sportsbook/sdk/protocol`, part: Matches, markets, selections and live updates.

export type {
  CentreIncident,
  CentreIncidentType,
  Heartbeat,
  IncidentPush,
  MatchCentre,
  MatchSnapshot,
  MatchStats,
  MomentumPoint,
  SidesStat,
  SubscribeRequest,
} from '../schemas/match-centre-shapes'
export type {
  BasketballStanding,
  BasketballTeamStats,
  FootballStanding,
  League,
  Market,
  MarketStatus,
  MarketType,
  Match,
  MatchActivity,
  MatchClock,
  MatchIncident,
  MatchPrediction,
  MatchStatus,
  OddsUpdate,
  Period,
  ResultLine,
  ScoreUpdate,
  Selection,
  SelectionName,
  SelectionResult,
  SelectionStatus,
  Side,
  SportType,
  StatusUpdate,
  Team,
} from '../schemas/match-shapes'
export type { MatchListRequest, MatchTag } from '../schemas/matches'
export * from '../values/match-centre'
export * from '../values/matches'
