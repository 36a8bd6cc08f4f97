import {
  catalogue,
  codes,
  type League,
  matchesSchemas as schemas,
  type Team,
} from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { BusinessError } from '../errors'
import type { FeedLeague } from '../feed/adapter'
import type { FeedRuntime } from '../feed/runtime'
import { registerPath } from '../http/route'
import type { Member } from '../members/member'
import type { MatchBook } from './book'
import { addFavorite, removeFavorite } from './favorites'
import { callerView } from './list-routes'
import { matcherOf } from './listing'
import { wireMatch } from './views'

const paths = catalogue.matches

export function wireLeague(book: MatchBook, league: FeedLeague): League {
  let liveCount = 0
  let upcomingCount = 0
  for (const match of book.all()) {
    if (match.leagueId !== league.id) continue
    if (match.status === 'live') liveCount += 1
    else if (match.status === 'upcoming') upcomingCount += 1
  }
  return {
    id: league.id,
    sportType: league.sportType,
    name: league.name,
    country: league.country,
    hot: league.hot,
    liveCount,
    upcomingCount,
  }
}

function leaguesOf(
  book: MatchBook,
  filter: { sportType?: 1 | 2; status?: 'live' | 'upcoming'; hot?: boolean },
): League[] {
  return [...book.leagues.values()]
    .filter((league) => filter.sportType === undefined || league.sportType === filter.sportType)
    .filter((league) => !filter.hot || league.hot)
    .sort((a, b) => Number(b.hot) - Number(a.hot) || a.sort - b.sort)
    .map((league) => wireLeague(book, league))
    .filter(
      (league) =>
        filter.status === undefined ||
        (filter.status === 'live' ? league.liveCount : league.upcomingCount) > 0,
    )
}

function teamsMatching(book: MatchBook, keyword: string, sportType?: 1 | 2): Team[] {
  const matches = matcherOf(keyword)
  return [...book.teams.values()]
    .filter((team) => (sportType === undefined || team.sportType === sportType) && matches(team.name))
    .map((team) => ({
      id: team.id,
      name: team.name,
      shortName: team.shortName,
      sportType: team.sportType,
      leagueId: team.leagueId,
      leagueName: book.leagues.get(team.leagueId)?.name ?? '',
    }))
}

/** The caller of a members-only path (registerPath has checked the session; PROTOCOL.md section 6, M). */
function memberIdOf(member: Member | null): number {
  if (!member) throw new BusinessError(codes.FORBIDDEN, 'forbidden')
  return member.id
}

/** Leagues, sports, market types, search and favourites. */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  runtime: FeedRuntime,
): void {
  const { book } = runtime

  registerPath(app, ctx, paths.leagues, schemas.leagues, async ({ payload }) => leaguesOf(book, payload))
  registerPath(app, ctx, paths.hotLeagues, schemas.hotLeagues, async ({ payload }) =>
    leaguesOf(book, { sportType: payload.sportType, hot: true }),
  )
  registerPath(app, ctx, paths.basketballLeagues, schemas.basketballLeagues, async ({ payload }) =>
    leaguesOf(book, { sportType: 2, status: payload.status }),
  )

  registerPath(app, ctx, paths.sportsTypes, schemas.sportsTypes, async () =>
    ([1, 2] as const).map((sportType) => {
      const own = book.all().filter((match) => match.sportType === sportType)
      return {
        sportType,
        code: sportType === 1 ? ('football' as const) : ('basketball' as const),
        name: sportType === 1 ? 'Football' : 'Basketball',
        live: own.filter((match) => match.status === 'live').length,
        upcoming: own.filter((match) => match.status === 'upcoming').length,
      }
    }),
  )

  registerPath(app, ctx, paths.marketOptions, schemas.marketOptions, async ({ payload }) => {
    const options = [
      { sportType: 1 as const, type: '1x2' as const, name: '1X2', lines: false },
      { sportType: 1 as const, type: 'handicap' as const, name: 'Handicap', lines: true },
      { sportType: 1 as const, type: 'total' as const, name: 'Over/Under', lines: true },
      { sportType: 1 as const, type: 'bothTeamsToScore' as const, name: 'Both teams to score', lines: false },
      { sportType: 1 as const, type: 'correctScore' as const, name: 'Correct score', lines: false },
      { sportType: 1 as const, type: 'doubleChance' as const, name: 'Double chance', lines: false },
      { sportType: 1 as const, type: 'firstHalf1x2' as const, name: 'First-half result', lines: false },
      { sportType: 2 as const, type: 'moneyline' as const, name: 'Moneyline', lines: false },
      { sportType: 2 as const, type: 'spread' as const, name: 'Spread', lines: true },
      { sportType: 2 as const, type: 'total' as const, name: 'Totals', lines: true },
      { sportType: 2 as const, type: 'winningMargin' as const, name: 'Winning margin', lines: false },
    ]
    return options.filter(
      (option) => payload.sportType === undefined || option.sportType === payload.sportType,
    )
  })

  registerPath(app, ctx, paths.search, schemas.search, async ({ payload, member, request }) => {
    const matches = matcherOf(payload.keyword)
    const view = await callerView(ctx, member, request.brand)
    const found = book.all().filter((match) => {
      if (payload.sportType !== undefined && match.sportType !== payload.sportType) return false
      if (match.status !== 'live' && match.status !== 'upcoming') return false
      const names = [
        book.teams.get(match.homeId)?.name ?? '',
        book.teams.get(match.awayId)?.name ?? '',
        book.leagues.get(match.leagueId)?.name ?? '',
      ]
      return names.some(matches)
    })
    return {
      matches: found.slice(0, 50).map((match) => wireMatch(book, match, view)),
      leagues: leaguesOf(book, { sportType: payload.sportType }).filter((league) => matches(league.name)),
      teams: teamsMatching(book, payload.keyword, payload.sportType),
    }
  })

  registerPath(app, ctx, paths.find, schemas.find, async ({ payload }) => {
    const matches = matcherOf(payload.keyword)
    return {
      teams: teamsMatching(book, payload.keyword),
      leagues: leaguesOf(book, {}).filter((league) => matches(league.name) || matches(league.country)),
    }
  })

  registerPath(app, ctx, paths.favoriteAdd, schemas.favoriteAdd, async ({ payload, member }) => {
    await addFavorite(ctx.db, memberIdOf(member), payload.matchId)
    return { matchId: payload.matchId, favorite: true }
  })
  registerPath(app, ctx, paths.favoriteDelete, schemas.favoriteDelete, async ({ payload, member }) => {
    await removeFavorite(ctx.db, memberIdOf(member), payload.matchId)
    return { matchId: payload.matchId, favorite: false }
  })
}
