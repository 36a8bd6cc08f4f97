import { catalogue, type MatchActivity, matchesSchemas as schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import { registerPath } from '../http/route'
import { invalidField } from '../requests/request-errors'
import type { BookMatch, MatchBook } from './book'
import { callerView, unknownMatch } from './list-routes'
import { wireMatch } from './views'

const paths = catalogue.matches
const noStream = 'No video stream: the reference server runs a simulated feed without video.'
const hour = 3_600_000

function isHot(book: MatchBook, match: BookMatch): boolean {
  return book.leagues.get(match.leagueId)?.hot ?? false
}

/** The main market's three (or two) outcomes with the margin taken out: the model's win probabilities. */
export function probabilities(match: BookMatch): { home: number; draw: number | null; away: number } | null {
  const market = match.markets.find((item) => item.main && (item.type === '1x2' || item.type === 'moneyline'))
  if (!market) return null
  const inverse = market.selections.map((selection) => 1 / Number(selection.odds))
  const total = inverse.reduce((sum, x) => sum + x, 0)
  const share = (name: string) => {
    const index = market.selections.findIndex((selection) => selection.name === name)
    return index < 0 ? null : (inverse[index] as number) / total
  }
  return { home: share('home') ?? 0, draw: share('draw'), away: share('away') ?? 0 }
}

/** Odds boosts on the home side of the next matches of hot leagues (promotions tied to matches). */
function activities(book: MatchBook, now: number, sportType?: 1 | 2): MatchActivity[] {
  return book
    .all()
    .filter(
      (match) =>
        match.status === 'upcoming' &&
        match.startTime > now + 10 * 60_000 &&
        isHot(book, match) &&
        (sportType === undefined || match.sportType === sportType),
    )
    .slice(0, 6)
    .flatMap((match): MatchActivity[] => {
      const market = match.markets.find(
        (item) => item.main && (item.type === '1x2' || item.type === 'moneyline'),
      )
      const selection = market?.selections.find((item) => item.name === 'home')
      if (!market || !selection) return []
      const odds = Number(selection.odds)
      const boosted = Math.max(odds + 0.05, Math.floor(odds * 115) / 100)
      const home = book.teams.get(match.homeId)?.name ?? 'Home'
      const away = book.teams.get(match.awayId)?.name ?? 'Away'
      return [
        {
          id: match.id,
          kind: 'oddsBoost',
          title: `Odds boost: ${home} to beat ${away}`,
          description: `${home} to win at ${boosted.toFixed(2)} instead of ${selection.odds}, until kick-off.`,
          sportType: match.sportType,
          matchId: match.id,
          marketId: market.id,
          selectionId: selection.id,
          odds: selection.odds,
          boostedOdds: boosted.toFixed(2),
          startTime: match.startTime - 24 * hour,
          endTime: match.startTime,
        },
      ]
    })
}

/** match/banner, match/live, match/live/switch, match/prospect/list, api/hotList, activities and predictions. */
export function registerShowcaseRoutes(app: FastifyInstance, ctx: ServerContext, runtime: FeedRuntime): void {
  const { book, feed } = runtime
  const openMatches = (sportType?: 1 | 2) =>
    book
      .all()
      .filter(
        (match) =>
          (match.status === 'live' || match.status === 'upcoming') &&
          (sportType === undefined || match.sportType === sportType),
      )

  registerPath(app, ctx, paths.banner, schemas.banner, async ({ payload }) => {
    const hot = openMatches(payload.sportType).filter((match) => isHot(book, match))
    const live = hot.filter((match) => match.status === 'live').slice(0, 3)
    const next = hot.filter((match) => match.status === 'upcoming').slice(0, 5 - live.length)
    return [...live, ...next].map((match, index) => {
      const home = book.teams.get(match.homeId)?.name ?? ''
      const away = book.teams.get(match.awayId)?.name ?? ''
      const league = book.leagues.get(match.leagueId)?.name ?? ''
      return {
        id: index + 1,
        title: `${home} vs ${away}`,
        subtitle:
          match.status === 'live' ? `${league}, live ${match.score.home}-${match.score.away}` : league,
        sportType: match.sportType,
        matchId: match.id,
        startTime: match.startTime,
        image: null,
      }
    })
  })

  registerPath(app, ctx, paths.hotList, schemas.hotList, async ({ payload, member, request }) => {
    const view = await callerView(ctx, member, request.brand)
    return openMatches(payload.sportType)
      .filter((match) => isHot(book, match))
      .sort((a, b) => Number(b.status === 'live') - Number(a.status === 'live') || a.startTime - b.startTime)
      .slice(0, payload.limit ?? 20)
      .map((match) => wireMatch(book, match, view))
  })

  registerPath(app, ctx, paths.live, schemas.live, async ({ payload, member, request }) => {
    const view = await callerView(ctx, member, request.brand)
    return openMatches(payload.sportType)
      .filter((match) => match.status === 'live')
      .map((match) => ({
        match: wireMatch(book, match, view),
        stream: { available: false, url: null, note: noStream },
      }))
  })

  registerPath(app, ctx, paths.liveSwitch, schemas.liveSwitch, async () => ({
    // Live betting is on; video streams are not available on this server.
    enabled: true,
    streams: false,
    liveCount: openMatches().filter((match) => match.status === 'live').length,
    note: noStream,
  }))

  registerPath(app, ctx, paths.prospects, schemas.prospects, async ({ payload, member, request }) => {
    const view = await callerView(ctx, member, request.brand)
    const now = feed.now()
    const soon = openMatches(payload.sportType).filter(
      (match) => match.status === 'upcoming' && match.startTime < now + 24 * hour,
    )
    const balance = (match: BookMatch) => {
      const chances = probabilities(match)
      return chances ? Math.abs(chances.home - chances.away) : 1
    }
    return soon
      .map((match) => ({ match, hot: isHot(book, match), balance: balance(match) }))
      .sort(
        (a, b) =>
          Number(b.hot) - Number(a.hot) || a.balance - b.balance || a.match.startTime - b.match.startTime,
      )
      .slice(0, payload.limit ?? 10)
      .map(({ match, hot, balance: gap }) => ({
        match: wireMatch(book, match, view),
        reason: gap < 0.1 ? 'Evenly matched' : hot ? 'Hot league' : 'Coming up',
      }))
  })

  registerPath(app, ctx, paths.activities, schemas.activities, async ({ payload }) =>
    activities(book, feed.now(), payload.sportType),
  )

  registerPath(
    app,
    ctx,
    paths.activityDetail,
    schemas.activityDetail,
    async ({ payload, member, request }) => {
      const activity = activities(book, feed.now()).find((item) => item.id === payload.id)
      const match = activity && book.get(activity.matchId)
      if (!activity || !match) {
        throw invalidField('id')
      }
      const view = await callerView(ctx, member, request.brand)
      return {
        ...activity,
        match: wireMatch(book, match, { ...view, allMarkets: true }),
        rules: [
          'The boosted odds apply to single bets on the named selection placed before kick-off.',
          'The usual stake limits apply; a cancelled match makes the bet void.',
        ],
      }
    },
  )

  registerPath(app, ctx, paths.predictions, schemas.predictions, async ({ payload }) => {
    const chosen = payload.matchIds
      ? payload.matchIds.map((id) => book.get(id) ?? null)
      : openMatches(payload.sportType).slice(0, payload.limit ?? 20)
    return chosen.flatMap((match) => {
      if (!match) throw unknownMatch()
      const chances = probabilities(match)
      if (!chances) return []
      const outcomes = [
        ['home', chances.home],
        ['draw', chances.draw ?? -1],
        ['away', chances.away],
      ] as const
      const pick = outcomes.reduce((best, item) => (item[1] > best[1] ? item : best))[0]
      return [
        {
          matchId: match.id,
          sportType: match.sportType,
          home: chances.home.toFixed(4),
          draw: chances.draw === null ? null : chances.draw.toFixed(4),
          away: chances.away.toFixed(4),
          pick,
        },
      ]
    })
  })
}
