import * as v from 'valibot'
import {
  marketStatusSchema,
  marketTypeSchema,
  matchStatusSchema,
  periodSchema,
  type periods,
  selectionNameSchema,
  selectionResultSchema,
  type selectionStatuses,
  sideSchema,
  type sides,
  sportTypeSchema,
} from './match-enums'

export * from './match-enums'

/**
 * The match shapes of the protocol (Match, Market, Selection) and the other answers of the matches paths. Odds and
 * lines are decimal strings, times milliseconds since the epoch.
 */

/** A decimal string: `"-0.5"`, `"2.5"`, `"221.5"`. */
export const decimalText = v.pipe(v.string(), v.regex(/^-?\d{1,12}(\.\d{1,8})?$/, 'a decimal string'))
/** Decimal odds with two decimals: `"1.95"`. */
export const oddsText = v.pipe(v.string(), v.regex(/^\d{1,4}\.\d{2}$/, 'odds with two decimals'))

/** Checks and reads a score. */
export const scoreSchema = v.object({ home: v.number(), away: v.number() })

/**
 * The game clock at server time `at`: football counts up over the match (67:30 is the 68th minute; past 45:00 in
 * 1H is stoppage time), basketball counts down within the period. While `running`, add the time since `at`
 * (times the feed speed of match/echo) to show a live clock.
 */
export const matchClockSchema = v.object({
  period: periodSchema,
  seconds: v.number(),
  running: v.boolean(),
  at: v.number(),
})

/** Checks and reads a selection (the server validates with it). */
export const selectionSchema = v.object({
  id: v.number(),
  marketId: v.number(),
  name: selectionNameSchema,
  odds: oddsText,
  status: marketStatusSchema,
  /** Set once the market is settled. */
  result: v.nullable(selectionResultSchema),
})

/** Checks and reads a market (the server validates with it). */
export const marketSchema = v.object({
  id: v.number(),
  matchId: v.number(),
  type: marketTypeSchema,
  /** The home side's handicap (handicap, spread) or the total's line; null for 1x2 and moneyline. */
  line: v.nullable(decimalText),
  /** The market match/list shows for its type. */
  main: v.boolean(),
  status: marketStatusSchema,
  selections: v.array(selectionSchema),
})

/** Checks and reads a league ref. */
export const leagueRefSchema = v.object({ id: v.number(), name: v.string() })
/** Checks and reads a team ref. */
export const teamRefSchema = v.object({ id: v.number(), name: v.string(), shortName: v.string() })

/** Checks and reads a match (the server validates with it). */
export const matchSchema = v.object({
  id: v.number(),
  sportType: sportTypeSchema,
  league: leagueRefSchema,
  home: teamRefSchema,
  away: teamRefSchema,
  startTime: v.number(),
  status: matchStatusSchema,
  score: scoreSchema,
  clock: v.nullable(matchClockSchema),
  /** match/list: the main market of each type; match/details and results: all of them. */
  markets: v.array(marketSchema),
  /** How many markets match/details shows. */
  marketCount: v.number(),
  /** The socket `seq` this state matches: drop pushes older than it. */
  seq: v.number(),
  /** In the calling member's favourites. */
  favorite: v.boolean(),
  /** In a hot league. */
  hot: v.boolean(),
  /** Whether a video stream exists: the reference server has none (see match/live). */
  hasStream: v.boolean(),
})

/** Checks and reads a league (the server validates with it). */
export const leagueSchema = v.object({
  id: v.number(),
  sportType: sportTypeSchema,
  name: v.string(),
  country: v.string(),
  hot: v.boolean(),
  liveCount: v.number(),
  upcomingCount: v.number(),
})

/** Checks and reads a team (the server validates with it). */
export const teamSchema = v.object({
  id: v.number(),
  name: v.string(),
  shortName: v.string(),
  sportType: sportTypeSchema,
  leagueId: v.number(),
  leagueName: v.string(),
})

/** Something that happened in a match (match/event). */
export const incidentSchema = v.object({
  id: v.number(),
  matchId: v.number(),
  type: v.picklist(['goal', 'yellowCard', 'redCard', 'periodStart', 'periodEnd', 'cancelled']),
  team: v.nullable(sideSchema),
  period: periodSchema,
  /** The game clock's seconds when it happened (see matchClockSchema). */
  seconds: v.number(),
  at: v.number(),
  /** The score after it. */
  score: scoreSchema,
})

/** A finished or cancelled match in one line (api/matchResultsList, match/info head-to-head). */
export const resultLineSchema = v.object({
  matchId: v.number(),
  sportType: sportTypeSchema,
  league: leagueRefSchema,
  home: teamRefSchema,
  away: teamRefSchema,
  startTime: v.number(),
  status: v.picklist(['finished', 'cancelled']),
  score: scoreSchema,
})

/** A page of a list: `page` counts from 1. */
export function pageSchema<S extends v.GenericSchema>(item: S) {
  return v.object({ list: v.array(item), total: v.number(), page: v.number(), pageSize: v.number() })
}

/** A promotion tied to a match: better odds on one selection until kick-off. */
export const activitySchema = v.object({
  id: v.number(),
  kind: v.literal('oddsBoost'),
  title: v.string(),
  description: v.string(),
  sportType: sportTypeSchema,
  matchId: v.number(),
  marketId: v.number(),
  selectionId: v.number(),
  /** The selection's current odds and the boosted odds of the promotion. */
  odds: oddsText,
  boostedOdds: oddsText,
  startTime: v.number(),
  endTime: v.number(),
})

/** Win probabilities from the pricing model (the main market's odds without the margin), decimal strings. */
export const predictionSchema = v.object({
  matchId: v.number(),
  sportType: sportTypeSchema,
  home: decimalText,
  draw: v.nullable(decimalText),
  away: decimalText,
  pick: v.picklist(['home', 'draw', 'away']),
})

/** Checks and reads a football standing (the server validates with it). */
export const footballStandingSchema = v.object({
  rank: v.number(),
  team: teamRefSchema,
  played: v.number(),
  won: v.number(),
  drawn: v.number(),
  lost: v.number(),
  goalsFor: v.number(),
  goalsAgainst: v.number(),
  goalDifference: v.number(),
  points: v.number(),
  /** The last five results, newest first. */
  form: v.array(v.picklist(['W', 'D', 'L'])),
})

/** Checks and reads a basketball standing (the server validates with it). */
export const basketballStandingSchema = v.object({
  rank: v.number(),
  team: teamRefSchema,
  played: v.number(),
  won: v.number(),
  lost: v.number(),
  /** Wins per game, three decimals. */
  winPct: decimalText,
  gamesBehind: decimalText,
  pointsFor: v.number(),
  pointsAgainst: v.number(),
  /** `W3`: three wins in a row; empty before the first game. */
  streak: v.string(),
})

/** Checks and reads a basketball team stats (the server validates with it). */
export const basketballTeamStatsSchema = v.object({
  team: teamRefSchema,
  played: v.number(),
  pointsPerGame: decimalText,
  pointsAllowedPerGame: decimalText,
  home: v.object({ won: v.number(), lost: v.number() }),
  away: v.object({ won: v.number(), lost: v.number() }),
})

/** 1 football, 2 basketball. */
export type SportType = v.InferOutput<typeof sportTypeSchema>
/** A match status, as the wire carries it (read by {@link matchStatusSchema}). */
export type MatchStatus = v.InferOutput<typeof matchStatusSchema>
/** A market type, as the wire carries it (read by {@link marketTypeSchema}). */
export type MarketType = v.InferOutput<typeof marketTypeSchema>
/** A market status, as the wire carries it (read by {@link marketStatusSchema}). */
export type MarketStatus = v.InferOutput<typeof marketStatusSchema>
/** A selection status: its market's statuses ({@link selectionStatuses}). */
export type SelectionStatus = (typeof selectionStatuses)[number]
/** The home or the away side. */
export type Side = (typeof sides)[number]
/** A period of the game clock ({@link periodSchema}). */
export type Period = (typeof periods)[number]
/** A selection name, as the wire carries it (read by {@link selectionNameSchema}). */
export type SelectionName = v.InferOutput<typeof selectionNameSchema>
/** push: a whole line landed exactly (the stake comes back); void: the match was cancelled. */
export type SelectionResult = v.InferOutput<typeof selectionResultSchema>
/** The game clock at server time `at`: football counts up over the match (67:30 is the 68th minute; past 45:00 in 1H is stoppage time), basketball counts down within the period. While `running`, add the time since `at` (times the feed speed of match/echo) to show a live clock. */
export type MatchClock = v.InferOutput<typeof matchClockSchema>
/** A selection, as the wire carries it (read by {@link selectionSchema}). */
export type Selection = v.InferOutput<typeof selectionSchema>
/** A market, as the wire carries it (read by {@link marketSchema}). */
export type Market = v.InferOutput<typeof marketSchema>
/** A match, as the wire carries it (read by {@link matchSchema}). */
export type Match = v.InferOutput<typeof matchSchema>
/** A league, as the wire carries it (read by {@link leagueSchema}). */
export type League = v.InferOutput<typeof leagueSchema>
/** A team, as the wire carries it (read by {@link teamSchema}). */
export type Team = v.InferOutput<typeof teamSchema>
/** Something that happened in a match (match/event). */
export type MatchIncident = v.InferOutput<typeof incidentSchema>
/** A finished or cancelled match in one line (api/matchResultsList, match/info head-to-head). */
export type ResultLine = v.InferOutput<typeof resultLineSchema>
/** A promotion tied to a match: better odds on one selection until kick-off. */
export type MatchActivity = v.InferOutput<typeof activitySchema>
/** Win probabilities from the pricing model (the main market's odds without the margin), decimal strings. */
export type MatchPrediction = v.InferOutput<typeof predictionSchema>
/** A football standing, as the wire carries it (read by {@link footballStandingSchema}). */
export type FootballStanding = v.InferOutput<typeof footballStandingSchema>
/** A basketball standing, as the wire carries it (read by {@link basketballStandingSchema}). */
export type BasketballStanding = v.InferOutput<typeof basketballStandingSchema>
/** A basketball team stats, as the wire carries it (read by {@link basketballTeamStatsSchema}). */
export type BasketballTeamStats = v.InferOutput<typeof basketballTeamStatsSchema>

/** The match socket's pushes. `odds` carries an array of oddsUpdateSchema. */
export const oddsUpdateSchema = v.object({
  seq: v.number(),
  matchId: v.number(),
  marketId: v.number(),
  selectionId: v.number(),
  odds: oddsText,
  status: marketStatusSchema,
})
/** Checks and reads a score update (the server validates with it). */
export const scoreUpdateSchema = v.object({
  seq: v.number(),
  matchId: v.number(),
  score: scoreSchema,
  clock: v.nullable(matchClockSchema),
})
/** Checks and reads a status update (the server validates with it). */
export const statusUpdateSchema = v.object({
  seq: v.number(),
  matchId: v.number(),
  status: matchStatusSchema,
})

/** The match socket's pushes. `odds` carries an array of oddsUpdateSchema. */
export type OddsUpdate = v.InferOutput<typeof oddsUpdateSchema>
/** A score update, as the wire carries it (read by {@link scoreUpdateSchema}). */
export type ScoreUpdate = v.InferOutput<typeof scoreUpdateSchema>
/** A status update, as the wire carries it (read by {@link statusUpdateSchema}). */
export type StatusUpdate = v.InferOutput<typeof statusUpdateSchema>
