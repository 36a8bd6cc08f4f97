import * as v from 'valibot'
import type { GroupSchemas } from '../schema-map'
import { formBoolean, formInteger, formJson } from './fields'
import { matchCentreSchema } from './match-centre-shapes'
import {
  activitySchema,
  basketballStandingSchema,
  basketballTeamStatsSchema,
  footballStandingSchema,
  incidentSchema,
  leagueSchema,
  marketTypeSchema,
  matchSchema,
  pageSchema,
  predictionSchema,
  resultLineSchema,
  sportTypeSchema,
  teamRefSchema,
  teamSchema,
} from './match-shapes'
import { sysinitSchemas } from './session-shapes'

/** Request fields of the matches paths (form and query bodies carry numbers as text: fields.ts). */
const sportType = v.optional(v.pipe(formInteger(), v.picklist([1, 2])))
const id = v.pipe(formInteger(), v.minValue(1))
const page = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(10_000)))
const pageSize = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100)))
/** A day: `YYYY-MM-DD` (UTC) or the millisecond time of the day's start in the caller's zone. */
const date = v.optional(v.union([v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), formInteger()]))
const keyword = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50))
const limit = v.optional(v.pipe(formInteger(), v.minValue(1), v.maxValue(100)))
const empty = v.object({})

/** The tabs of the match list (match/tag). */
export const matchTagSchema = v.picklist(['live', 'today', 'early', 'hot', 'favorite'])

/** Filters of match/list and api/matchList. `early`: upcoming after today. */
export const matchListRequestSchema = v.object({
  sportType,
  status: v.optional(v.picklist(['live', 'upcoming', 'finished', 'cancelled'])),
  leagueId: v.optional(id),
  date,
  tag: v.optional(matchTagSchema),
  favorite: v.optional(formBoolean()),
  page,
  pageSize,
})

const matchPage = pageSchema(matchSchema)
const byMatch = v.object({ matchId: id })
const byLeague = v.object({ leagueId: v.optional(id) })
const resultFilters = v.object({ sportType, leagueId: v.optional(id), date, page, pageSize })
const leagueRef = v.object({ id: v.number(), name: v.string(), sportType: sportTypeSchema })
const favoriteAnswer = v.object({ matchId: v.number(), favorite: v.boolean() })
const streamSchema = v.object({
  available: v.boolean(),
  url: v.nullable(v.string()),
  /** Why there is none: the reference server's feed is simulated and has no video. */
  note: v.string(),
})
const teamForm = v.object({
  team: teamRefSchema,
  /** The last five results, newest first. */
  form: v.array(v.picklist(['W', 'D', 'L'])),
  /** Place in the league table; null before the first result. */
  rank: v.nullable(v.number()),
})

/** Request and answer schemas of the matches paths (shapes: match-shapes.ts). */
export const matchesSchemas = {
  banner: {
    request: v.object({ sportType }),
    response: v.array(
      v.object({
        id: v.number(),
        title: v.string(),
        subtitle: v.string(),
        sportType: sportTypeSchema,
        matchId: v.number(),
        startTime: v.number(),
        /** No pictures on the reference server: the client draws the banner. */
        image: v.nullable(v.string()),
      }),
    ),
  },
  list: { request: matchListRequestSchema, response: matchPage },
  details: { request: byMatch, response: matchSchema },
  count: {
    request: v.object({ sportType }),
    response: v.object({
      live: v.number(),
      upcoming: v.number(),
      today: v.number(),
      early: v.number(),
      finished: v.number(),
      favorite: v.number(),
      sports: v.array(
        v.object({ sportType: sportTypeSchema, live: v.number(), upcoming: v.number(), today: v.number() }),
      ),
    }),
  },
  leagues: {
    request: v.object({ sportType, status: v.optional(v.picklist(['live', 'upcoming'])) }),
    response: v.array(leagueSchema),
  },
  tags: {
    request: v.object({ sportType }),
    response: v.array(v.object({ tag: matchTagSchema, name: v.string(), count: v.number() })),
  },
  results: { request: resultFilters, response: matchPage },
  favoriteAdd: { request: byMatch, response: favoriteAnswer },
  favoriteDelete: { request: byMatch, response: favoriteAnswer },
  search: {
    request: v.object({ keyword, sportType }),
    response: v.object({
      matches: v.array(matchSchema),
      leagues: v.array(leagueSchema),
      teams: v.array(teamSchema),
    }),
  },
  marketOptions: {
    request: v.object({ sportType }),
    response: v.array(
      v.object({
        sportType: sportTypeSchema,
        type: marketTypeSchema,
        name: v.string(),
        /** The market has lines (handicap, spread, total), several of them in match/details. */
        lines: v.boolean(),
      }),
    ),
  },
  basketballLeagues: {
    request: v.object({ status: v.optional(v.picklist(['live', 'upcoming'])) }),
    response: v.array(leagueSchema),
  },
  events: { request: byMatch, response: v.array(incidentSchema) },
  /** The live match centre (timeline, statistics, momentum). */
  centre: { request: byMatch, response: matchCentreSchema },
  liveSwitch: {
    request: empty,
    response: v.object({
      enabled: v.boolean(),
      streams: v.boolean(),
      liveCount: v.number(),
      note: v.string(),
    }),
  },
  live: {
    request: v.object({ sportType }),
    response: v.array(v.object({ match: matchSchema, stream: streamSchema })),
  },
  prospects: {
    request: v.object({ sportType, limit }),
    response: v.array(v.object({ match: matchSchema, reason: v.string() })),
  },
  info: {
    request: byMatch,
    response: v.object({
      match: matchSchema,
      home: teamForm,
      away: teamForm,
      /** Earlier meetings of the two teams, newest first. */
      headToHead: v.array(resultLineSchema),
    }),
  },
  find: {
    request: v.object({ keyword }),
    response: v.object({ teams: v.array(teamSchema), leagues: v.array(leagueSchema) }),
  },
  activities: { request: v.object({ sportType }), response: v.array(activitySchema) },
  activityDetail: {
    request: v.object({ id }),
    response: v.object({ ...activitySchema.entries, match: matchSchema, rules: v.array(v.string()) }),
  },
  hotLeagues: { request: v.object({ sportType }), response: v.array(leagueSchema) },
  predictions: {
    request: v.object({
      sportType,
      matchIds: v.optional(formJson(v.array(v.pipe(v.number(), v.integer())))),
      limit,
    }),
    response: v.array(predictionSchema),
  },
  echo: {
    request: byMatch,
    response: v.object({
      match: matchSchema,
      incidents: v.array(incidentSchema),
      feed: v.object({
        name: v.string(),
        /** Feed ms per wall ms: a running clock advances `speed` times faster than the wall clock. */
        speed: v.number(),
        /** The feed's current time and the server's wall time. */
        now: v.number(),
        serverTime: v.number(),
        leader: v.boolean(),
      }),
    }),
  },
  hotList: { request: v.object({ sportType, limit }), response: v.array(matchSchema) },
  sportsTypes: {
    request: empty,
    response: v.array(
      v.object({
        sportType: sportTypeSchema,
        code: v.picklist(['football', 'basketball']),
        name: v.string(),
        live: v.number(),
        upcoming: v.number(),
      }),
    ),
  },
  matchList: { request: matchListRequestSchema, response: matchPage },
  bettingTable: {
    request: byLeague,
    response: v.object({ league: leagueRef, rows: v.array(footballStandingSchema) }),
  },
  basketTable1: {
    request: byLeague,
    response: v.object({ league: leagueRef, rows: v.array(basketballStandingSchema) }),
  },
  basketTable2: {
    request: byLeague,
    response: v.object({ league: leagueRef, rows: v.array(basketballTeamStatsSchema) }),
  },
  searchResult: {
    request: v.object({ keyword, page, pageSize }),
    response: matchPage,
  },
  matchResultsList: { request: resultFilters, response: pageSchema(resultLineSchema) },
  sysinit: sysinitSchemas,
} as const satisfies GroupSchemas<'matches'>

/** What a caller sends: the payload {@link matchListRequestSchema} takes. */
export type MatchListRequest = v.InferInput<typeof matchListRequestSchema>
/** The tabs of the match list (match/tag). */
export type MatchTag = v.InferOutput<typeof matchTagSchema>
