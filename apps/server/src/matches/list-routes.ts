import { catalogue, type Match, matchesSchemas as schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import type { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import { registerPath } from '../http/route'
import type { Member } from '../members/member'
import { type PageQuery, pageOfList } from '../requests/paging'
import { invalidField } from '../requests/request-errors'
import { favoritesOf } from './favorites'
import { endOfToday, filterMatches, type ListFilters } from './listing'
import { storedMatch } from './results'
import { type MatchView, wireMatch } from './views'

const paths = catalogue.matches

export function unknownMatch(): BusinessError {
  return invalidField('matchId')
}

/** The member's favourites (visitors cannot have any: favourites are for members, PROTOCOL.md section 6). */
export function favoritesFor(ctx: ServerContext, member: Member | null): Promise<Set<number>> {
  if (!member || member.kind === 'visitor') return Promise.resolve(new Set())
  return favoritesOf(ctx.db, member.id)
}

/**
 * How the caller sees matches: its favourites, and the selections its brand suspended at its liability maximum
 * (PROTOCOL.md section 14). Every view of live and upcoming matches goes through it.
 */
export async function callerView(
  ctx: ServerContext,
  member: Member | null,
  brand: number,
): Promise<MatchView & { favorites: Set<number> }> {
  return { favorites: await favoritesFor(ctx, member), suspended: ctx.app.risk.suspensions.of(brand) }
}

/** match/list, api/matchList, match/details, /match/echo/match, match/event, match/count and match/tag. */
export function registerListRoutes(app: FastifyInstance, ctx: ServerContext, runtime: FeedRuntime): void {
  const { book, feed } = runtime

  const listPage = async (
    payload: Omit<ListFilters, 'now' | 'favorites'> & PageQuery,
    member: Member | null,
    brand: number,
  ) => {
    const view = await callerView(ctx, member, brand)
    const matches = filterMatches(book, { ...payload, favorites: view.favorites, now: feed.now() })
    const page = pageOfList(matches, payload)
    return { ...page, list: page.list.map((match) => wireMatch(book, match, view)) }
  }
  // PROTOCOL.md section 4: match/list and match/details answer in the token cipher (registerPath applies it).
  registerPath(app, ctx, paths.list, schemas.list, async ({ payload, member, request }) =>
    listPage(payload, member, request.brand),
  )
  registerPath(app, ctx, paths.matchList, schemas.matchList, async ({ payload, member, request }) =>
    listPage(payload, member, request.brand),
  )

  const detailsOf = async (matchId: number, member: Member | null, brand: number): Promise<Match> => {
    const view = await callerView(ctx, member, brand)
    const match = book.get(matchId)
    if (match) return wireMatch(book, match, { ...view, allMarkets: true })
    const stored = await storedMatch(ctx.db, matchId, view.favorites)
    if (!stored) throw unknownMatch()
    return stored
  }
  registerPath(app, ctx, paths.details, schemas.details, async ({ payload, member, request }) =>
    detailsOf(payload.matchId, member, request.brand),
  )

  registerPath(app, ctx, paths.echo, schemas.echo, async ({ payload, member, request }) => {
    const match = await detailsOf(payload.matchId, member, request.brand)
    return {
      match,
      incidents: book.get(payload.matchId)?.incidents ?? [],
      feed: {
        name: feed.name,
        speed: runtime.speed,
        now: feed.now(),
        serverTime: Date.now(),
        leader: runtime.isLeader(),
      },
    }
  })

  registerPath(app, ctx, paths.events, schemas.events, async ({ payload }) => {
    const match = book.get(payload.matchId)
    if (match) return match.incidents
    const rows = await ctx.db.query<{
      id: number
      match_id: number
      type: 'goal' | 'yellowCard' | 'redCard' | 'periodStart' | 'periodEnd' | 'cancelled'
      team: 'home' | 'away' | null
      period: 'pre' | '1H' | 'HT' | '2H' | 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'OT' | 'BREAK' | 'FT'
      seconds: number
      at: number
      home_score: number
      away_score: number
    }>('SELECT * FROM match_incidents WHERE match_id = $1 ORDER BY at, id', [payload.matchId])
    if (rows.length === 0 && !(await storedMatch(ctx.db, payload.matchId, new Set()))) throw unknownMatch()
    return rows.map((row) => ({
      id: Number(row.id),
      matchId: Number(row.match_id),
      type: row.type,
      team: row.team,
      period: row.period,
      seconds: Number(row.seconds),
      at: Number(row.at),
      score: { home: Number(row.home_score), away: Number(row.away_score) },
    }))
  })

  const counts = (sportType: 1 | 2 | undefined) => {
    const now = feed.now()
    const today = endOfToday(now)
    const all = book.all().filter((match) => sportType === undefined || match.sportType === sportType)
    const count = (test: (match: (typeof all)[number]) => boolean) => all.filter(test).length
    return {
      all,
      live: count((match) => match.status === 'live'),
      upcoming: count((match) => match.status === 'upcoming'),
      today: count((match) => match.status === 'upcoming' && match.startTime < today),
      early: count((match) => match.status === 'upcoming' && match.startTime >= today),
      finished: count((match) => match.status === 'finished'),
      hot: count(
        (match) =>
          (match.status === 'live' || match.status === 'upcoming') &&
          (book.leagues.get(match.leagueId)?.hot ?? false),
      ),
    }
  }

  registerPath(app, ctx, paths.count, schemas.count, async ({ payload, member }) => {
    const favorites = await favoritesFor(ctx, member)
    const { all, live, upcoming, today, early, finished } = counts(payload.sportType)
    const sports = ([1, 2] as const)
      .filter((sport) => payload.sportType === undefined || payload.sportType === sport)
      .map((sport) => {
        const own = counts(sport)
        return { sportType: sport, live: own.live, upcoming: own.upcoming, today: own.today }
      })
    const favorite = all.filter((match) => favorites.has(match.id)).length
    return { live, upcoming, today, early, finished, favorite, sports }
  })

  registerPath(app, ctx, paths.tags, schemas.tags, async ({ payload, member }) => {
    const favorites = await favoritesFor(ctx, member)
    const { all, live, today, early, hot } = counts(payload.sportType)
    return [
      { tag: 'live' as const, name: 'Live', count: live },
      { tag: 'today' as const, name: 'Today', count: today },
      { tag: 'early' as const, name: 'Early', count: early },
      { tag: 'hot' as const, name: 'Hot', count: hot },
      {
        tag: 'favorite' as const,
        name: 'Favourites',
        count: all.filter((match) => favorites.has(match.id)).length,
      },
    ]
  })
}
