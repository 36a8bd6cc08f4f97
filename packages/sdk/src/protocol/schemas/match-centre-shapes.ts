import * as v from 'valibot'
import { centreIncidentTypes } from '../values/match-centre'
import { sideSchema } from './match-enums'
import { matchSchema, scoreSchema } from './match-shapes'

export * from '../values/match-centre'

/**
 * The live match centre (match/centre and the match socket's `incident` push) and the odds stream's `heartbeat`,
 * `snapshot` and resubscribe with `sinceSeq`.
 */

/** Checks and reads a centre incident's type. */
export const centreIncidentTypeSchema = v.picklist(centreIncidentTypes)

/**
 * One line of the match centre's timeline. `seq` is the match's socket seq when it happened; `minute` the game
 * clock's minute (football 1..90 and stoppage as 45 or 90; basketball the minute of play); `side` null for a period
 * change; `player` when the feed names one; `score` the score after it.
 */
export const centreIncidentSchema = v.object({
  seq: v.number(),
  minute: v.number(),
  type: centreIncidentTypeSchema,
  side: v.nullable(sideSchema),
  player: v.optional(v.string()),
  /**
   * What it was: goal `"scored"` or `"penalty"`; card `"yellow"` or `"red"`; penalty `"scored"` or `"missed"`;
   * period the period that began or ended (`"1H start"`, `"HT"`, `"2H start"`, `"FT"`, `"Q1 start"`...).
   */
  detail: v.optional(v.string()),
  score: scoreSchema,
})

/** A statistic of both sides. */
export const sidesStatSchema = v.object({ home: v.number(), away: v.number() })

/** The match's statistics so far (possession in percent, the two adding up to 100). */
export const matchStatsSchema = v.object({
  possession: sidesStatSchema,
  shots: sidesStatSchema,
  shotsOnTarget: sidesStatSchema,
  corners: sidesStatSchema,
  cards: sidesStatSchema,
  fouls: sidesStatSchema,
})

/** Who is pressing, minute by minute: -100 (the away side all over the home goal) to 100 (the home side). */
export const momentumPointSchema = v.object({ minute: v.number(), value: v.number() })

/** match/centre's answer. */
export const matchCentreSchema = v.object({
  matchId: v.number(),
  /** The socket seq this state matches: drop `incident` pushes at or below it. */
  seq: v.number(),
  incidents: v.array(centreIncidentSchema),
  stats: matchStatsSchema,
  momentum: v.array(momentumPointSchema),
})

/** The match socket's `incident` push: one new line of a match's timeline. */
export const incidentPushSchema = v.object({ matchId: v.number(), ...centreIncidentSchema.entries })

/**
 * The match socket's `heartbeat`, every 5 s: the server's wall time and the highest seq the stream has reached.
 * A client that misses two marks its prices stale and re-reads what it shows.
 */
export const heartbeatSchema = v.object({ at: v.number(), seq: v.number() })

/** The match socket's `snapshot`: a match as match/details shows it, when the updates after `sinceSeq` are gone. */
export const snapshotSchema = v.object({ seq: v.number(), matchId: v.number(), match: matchSchema })

/**
 * The match socket's `subscribe` (client to server): `matchIds` empty = every listed match; `sinceSeq`, on a
 * resubscribe, the highest seq the client has seen: the server sends the updates after it, or a `snapshot` of each
 * match whose updates it no longer holds. The acknowledgement answers `{ matchIds }`, or `{ code: 1000, field }`.
 */
export const subscribeSchema = v.object({
  matchIds: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), []),
  sinceSeq: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})

/** A centre incident's type. */
export type CentreIncidentType = (typeof centreIncidentTypes)[number]
/** One line of the match centre's timeline (read by {@link centreIncidentSchema}). */
export type CentreIncident = v.InferOutput<typeof centreIncidentSchema>
/** A statistic of both sides. */
export type SidesStat = v.InferOutput<typeof sidesStatSchema>
/** The match's statistics so far (read by {@link matchStatsSchema}). */
export type MatchStats = v.InferOutput<typeof matchStatsSchema>
/** A point of the momentum graph (read by {@link momentumPointSchema}). */
export type MomentumPoint = v.InferOutput<typeof momentumPointSchema>
/** match/centre's answer (read by {@link matchCentreSchema}). */
export type MatchCentre = v.InferOutput<typeof matchCentreSchema>
/** The match socket's `incident` push (read by {@link incidentPushSchema}). */
export type IncidentPush = v.InferOutput<typeof incidentPushSchema>
/** The match socket's `heartbeat` push (read by {@link heartbeatSchema}). */
export type Heartbeat = v.InferOutput<typeof heartbeatSchema>
/** The match socket's `snapshot` push (read by {@link snapshotSchema}). */
export type MatchSnapshot = v.InferOutput<typeof snapshotSchema>
/** The match socket's `subscribe` payload (read by {@link subscribeSchema}). */
export type SubscribeRequest = v.InferInput<typeof subscribeSchema>
