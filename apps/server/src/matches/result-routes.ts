import { catalogue, matchesSchemas as schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import type { FeedLeague, SportType } from '../feed/adapter'
import type { FeedRuntime } from '../feed/runtime'
import { registerPath } from '../http/route'
import { invalidField } from '../requests/request-errors'
import type { MatchBook } from './book'
import { callerView, favoritesFor, unknownMatch } from './list-routes'
import { dayRange } from './listing'
import { resultLines, resultMatches, storedMatch } from './results'
import { basketballTable, basketballTeamStats, footballTable, formOf, playedMatches } from './standings'
import { teamRef, wireMatch } from './views'

const paths = catalogue.matches

/** The league a table asks for (its sport's first hot league when none is named). */
function leagueFor(book: MatchBook, sportType: SportType, leagueId: number | undefined): FeedLeague {
  const leagues = [...book.leagues.values()].filter((league) => league.sportType === sportType)
  const league =
    leagueId === undefined
      ? [...leagues].sort((a, b) => Number(b.hot) - Number(a.hot) || a.sort - b.sort)[0]
      : leagues.find((item) => item.id === leagueId)
  if (!league) throw invalidField('leagueId')
  return league
}

/** Results, result search, league tables and the team form of /info. */
export function registerResultRoutes(app: FastifyInstance, ctx: ServerContext, runtime: FeedRuntime): void {
  const { book } = runtime
  const teamsOf = (leagueId: number) => [...book.teams.values()].filter((team) => team.leagueId === leagueId)
  const leagueRef = (league: FeedLeague) => ({
    id: league.id,
    name: league.name,
    sportType: league.sportType,
  })

  registerPath(app, ctx, paths.results, schemas.results, async ({ payload, member }) => {
    const favorites = await favoritesFor(ctx, member)
    const { date, ...rest } = payload
    return resultMatches(
      ctx.db,
      { ...rest, range: date === undefined ? undefined : dayRange(date) },
      favorites,
    )
  })

  registerPath(app, ctx, paths.matchResultsList, schemas.matchResultsList, async ({ payload }) => {
    const { date, ...rest } = payload
    return resultLines(ctx.db, { ...rest, range: date === undefined ? undefined : dayRange(date) })
  })

  registerPath(app, ctx, paths.searchResult, schemas.searchResult, async ({ payload, member }) => {
    const favorites = await favoritesFor(ctx, member)
    return resultMatches(ctx.db, payload, favorites)
  })

  registerPath(app, ctx, paths.bettingTable, schemas.bettingTable, async ({ payload }) => {
    const league = leagueFor(book, 1, payload.leagueId)
    return {
      league: leagueRef(league),
      rows: footballTable(teamsOf(league.id), await playedMatches(ctx.db, league.id)),
    }
  })

  registerPath(app, ctx, paths.basketTable1, schemas.basketTable1, async ({ payload }) => {
    const league = leagueFor(book, 2, payload.leagueId)
    const rows = basketballTable(teamsOf(league.id), await playedMatches(ctx.db, league.id))
    return { league: leagueRef(league), rows }
  })

  registerPath(app, ctx, paths.basketTable2, schemas.basketTable2, async ({ payload }) => {
    const league = leagueFor(book, 2, payload.leagueId)
    const rows = basketballTeamStats(teamsOf(league.id), await playedMatches(ctx.db, league.id))
    return { league: leagueRef(league), rows }
  })

  registerPath(app, ctx, paths.info, schemas.info, async ({ payload, member, request }) => {
    const view = await callerView(ctx, member, request.brand)
    const live = book.get(payload.matchId)
    const match = live
      ? wireMatch(book, live, view)
      : await storedMatch(ctx.db, payload.matchId, view.favorites)
    if (!match) throw unknownMatch()
    const teams = teamsOf(match.league.id)
    const played = await playedMatches(ctx.db, match.league.id)
    const football = match.sportType === 1
    const h2h = await resultLines(ctx.db, { teamIds: [match.home.id, match.away.id], pageSize: 5 })
    return {
      match: { ...match, markets: match.markets.filter((market) => market.main) },
      home: {
        team: teamRef(book.teams.get(match.home.id), match.home.id),
        ...formOf(match.home.id, teams, played, football),
      },
      away: {
        team: teamRef(book.teams.get(match.away.id), match.away.id),
        ...formOf(match.away.id, teams, played, football),
      },
      headToHead: h2h.list.filter((line) => line.status === 'finished' && line.matchId !== match.id),
    }
  })
}
