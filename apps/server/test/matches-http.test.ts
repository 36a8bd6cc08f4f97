import {
  catalogue,
  type Envelope,
  type Match,
  matchesSchemas as schemas,
} from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ManualClock } from '../src/feed/clock'
import { matchesOf } from '../src/feed/runtime'
import type { FeedSimulator } from '../src/feed/simulator'
import { openAnswer, type TestClient, type TestSession } from './support/client'
import { newMember, newVisitor } from './support/flows'
import { startHandDrivenServer } from './support/shared-server'
import type { TestServer } from './support/start-server'

let server: TestServer
let client: TestClient
let visitor: TestSession
let member: TestSession
let clock: ManualClock

beforeAll(async () => {
  // The feed moves only when a test steps its clock: two calls in a row see the same matches.
  ;({ server, clock, client } = await startHandDrivenServer({ feedSpeed: 10 }, { feed: { flushMs: 1000 } }))
  visitor = await newVisitor(client)
  member = await newMember(client)
})

afterAll(async () => {
  await server?.close()
})

type Schemas = typeof schemas
/** Calls a matches path in its encoding, opens a ciphered answer and checks it against the path's schema. */
async function call<N extends Exclude<keyof Schemas, 'sysinit'>>(
  name: N,
  payload: Record<string, unknown> = {},
  session: TestSession = visitor,
): Promise<{ envelope: Envelope; data: v.InferOutput<Schemas[N]['response']> }> {
  const spec = catalogue.matches[name]
  const envelope =
    spec.encoding === 'get'
      ? await client.get(spec.path, payload, session)
      : await client.form(spec.path, payload, session)
  if (envelope.code !== 0) return { envelope, data: undefined as never }
  const opened = envelope.enc ? openAnswer(envelope, session.token) : envelope.data
  return { envelope, data: v.parse(schemas[name].response, opened) as v.InferOutput<Schemas[N]['response']> }
}

async function ok<N extends Exclude<keyof Schemas, 'sysinit'>>(
  name: N,
  payload: Record<string, unknown> = {},
  session: TestSession = visitor,
) {
  const { envelope, data } = await call(name, payload, session)
  expect(envelope.code, `${name}: ${envelope.msg}`).toBe(0)
  return data
}

/** A live match of the sport with play still to come (not at a break, not in its last minutes). */
async function liveMatch(sportType: 1 | 2): Promise<Match> {
  const { list } = await ok('list', { status: 'live', sportType, pageSize: 100 })
  const playing = list.filter(
    (match) =>
      ['1H', '2H', 'Q1', 'Q2', 'Q3'].includes(match.clock?.period ?? '') &&
      (sportType === 2 || (match.clock?.seconds ?? 0) < 80 * 60),
  )
  const match = playing[0] ?? list[0]
  if (!match) throw new Error('no live match')
  return match
}

describe('matches over HTTP', () => {
  it('serves every Matches path of the catalogue', async () => {
    for (const [name, spec] of Object.entries(catalogue.matches)) {
      const envelope =
        spec.encoding === 'get'
          ? await client.get(spec.path, {}, visitor)
          : await client.form(spec.path, {}, visitor)
      expect(envelope.code, `${name} ${spec.path}`).not.toBe(404)
      expect(envelope.code, `${name} ${spec.path}`).not.toBe(5000)
    }
  })

  it('answers match/list in the token cipher: live then upcoming matches with their main markets', async () => {
    const { envelope, data } = await call('list', { pageSize: 100 })
    expect(envelope.enc).toBe('token')
    expect(typeof envelope.data).toBe('string')
    expect(() => openAnswer(envelope, member.token)).toThrow()
    expect(data.total).toBeGreaterThan(100)
    expect(data.list.length).toBe(100)
    const statuses = data.list.map((match) => match.status)
    expect(statuses[0]).toBe('live')
    expect(statuses.lastIndexOf('live')).toBeLessThan(statuses.indexOf('upcoming'))
    expect(new Set(statuses)).toEqual(new Set(['live', 'upcoming']))
    for (const match of data.list) {
      expect(match.markets.every((market) => market.main)).toBe(true)
      expect(match.markets.length).toBe(3)
      expect(match.marketCount).toBeGreaterThan(match.markets.length)
      for (const market of match.markets)
        for (const selection of market.selections) expect(selection.odds).toMatch(/^\d+\.\d\d$/)
    }
  })

  it('filters match/list by sport, status, league, day and page', async () => {
    const basketball = await ok('list', { sportType: 2, pageSize: 100 })
    expect(basketball.list.length).toBeGreaterThan(10)
    expect(
      basketball.list.every((match) => match.sportType === 2 && match.markets[0]?.type === 'moneyline'),
    ).toBe(true)
    const live = await ok('list', { status: 'live', pageSize: 100 })
    expect(live.list.length).toBeGreaterThan(0)
    expect(live.list.every((match) => match.status === 'live' && match.clock?.running !== undefined)).toBe(
      true,
    )
    const league = await ok('list', { leagueId: 103, pageSize: 100 })
    expect(league.list.every((match) => match.league.id === 103)).toBe(true)
    const first = basketball.list.find((match) => match.status === 'upcoming') as Match
    const day = new Date(first.startTime).toISOString().slice(0, 10)
    const byDay = await ok('list', { date: day, pageSize: 100 })
    expect(byDay.list.some((match) => match.id === first.id)).toBe(true)
    expect(byDay.list.every((match) => new Date(match.startTime).toISOString().slice(0, 10) === day)).toBe(
      true,
    )
    const page1 = await ok('list', { pageSize: 5, page: 1 })
    const page2 = await ok('list', { pageSize: 5, page: 2 })
    expect(page2.page).toBe(2)
    expect(page2.total).toBe(page1.total)
    expect(page2.list.map((m) => m.id).some((id) => page1.list.some((m) => m.id === id))).toBe(false)
    const early = await ok('list', { tag: 'early', pageSize: 100 })
    const today = await ok('list', { tag: 'today', pageSize: 100 })
    expect(Math.min(...early.list.map((m) => m.startTime))).toBeGreaterThan(
      Math.max(...today.list.map((m) => m.startTime)),
    )
    const bad = await call('list', { sportType: 3 })
    expect(bad.envelope).toMatchObject({ code: 1000, data: { field: 'sportType' } })
    const matchList = await ok('matchList', { status: 'live' })
    expect(matchList.total).toBe(live.total)
  })

  it('answers match/details with every market of the match in the token cipher', async () => {
    const match = await liveMatch(1)
    const { envelope, data } = await call('details', { matchId: match.id })
    expect(envelope.enc).toBe('token')
    expect(data.id).toBe(match.id)
    expect(data.markets.length).toBe(data.marketCount)
    expect(new Set(data.markets.map((market) => market.type))).toEqual(
      new Set([
        '1x2',
        'handicap',
        'total',
        'bothTeamsToScore',
        'correctScore',
        'doubleChance',
        'firstHalf1x2',
      ]),
    )
    const lines = data.markets.filter((m) => m.line !== null).map((m) => Number(m.line))
    expect(lines.some(Number.isInteger)).toBe(true)
    expect(lines.some((line) => !Number.isInteger(line))).toBe(true)
    expect((await call('details', { matchId: 16 })).envelope).toMatchObject({
      code: 1000,
      data: { field: 'matchId' },
    })
    expect((await call('details', {})).envelope).toMatchObject({ code: 1000, data: { field: 'matchId' } })
  })

  it('keeps favourites for members only and marks them in the lists', async () => {
    const match = await liveMatch(1)
    const refused = await call('favoriteAdd', { matchId: match.id }, visitor)
    expect(refused.envelope.code).toBe(3004)
    expect(await ok('favoriteAdd', { matchId: match.id }, member)).toEqual({
      matchId: match.id,
      favorite: true,
    })
    expect(await ok('favoriteAdd', { matchId: match.id }, member)).toEqual({
      matchId: match.id,
      favorite: true,
    })
    const favorites = await ok('list', { favorite: true }, member)
    expect(favorites.list.map((m) => m.id)).toEqual([match.id])
    expect(favorites.list[0]?.favorite).toBe(true)
    expect((await ok('details', { matchId: match.id }, member)).favorite).toBe(true)
    expect((await ok('details', { matchId: match.id }, visitor)).favorite).toBe(false)
    expect((await ok('count', {}, member)).favorite).toBe(1)
    expect((await ok('tags', {}, member)).find((tag) => tag.tag === 'favorite')?.count).toBe(1)
    expect((await call('favoriteAdd', { matchId: 16 }, member)).envelope.code).toBe(1000)
    expect(await ok('favoriteDelete', { matchId: match.id }, member)).toEqual({
      matchId: match.id,
      favorite: false,
    })
    expect((await ok('list', { favorite: true }, member)).total).toBe(0)
  })

  it('counts, tags, leagues and sports agree with the list', async () => {
    const count = await ok('count')
    const live = await ok('list', { status: 'live' })
    expect(count.live).toBe(live.total)
    expect(count.sports.map((sport) => sport.sportType)).toEqual([1, 2])
    expect(count.today + count.early).toBe(count.upcoming)
    const tags = await ok('tags')
    expect(tags.find((tag) => tag.tag === 'live')?.count).toBe(count.live)
    const leagues = await ok('leagues', { sportType: 1 })
    expect(leagues.length).toBe(6)
    expect(leagues.map((league) => league.hot)).toEqual(
      [...leagues.map((league) => league.hot)].sort((a, b) => Number(b) - Number(a)),
    )
    expect((await ok('hotLeagues')).every((league) => league.hot)).toBe(true)
    const basketball = await ok('basketballLeagues')
    expect(basketball.length).toBe(4)
    expect(basketball.every((league) => league.sportType === 2)).toBe(true)
    const sports = await ok('sportsTypes')
    expect(sports.map((sport) => sport.code)).toEqual(['football', 'basketball'])
    expect(sports[0]!.live + sports[1]!.live).toBe(count.live)
    const options = await ok('marketOptions', { sportType: 2 })
    expect(options.map((option) => option.type)).toEqual(['moneyline', 'spread', 'total', 'winningMargin'])
  })

  it('searches matches, teams and leagues by name', async () => {
    const found = await ok('search', { keyword: 'united' })
    expect(found.teams.length).toBeGreaterThan(1)
    expect(found.matches.length).toBeGreaterThan(0)
    for (const match of found.matches) {
      expect(`${match.home.name} ${match.away.name} ${match.league.name}`.toLowerCase()).toContain('united')
    }
    const leagues = await ok('search', { keyword: 'Basketball' })
    expect(leagues.leagues.map((league) => league.name)).toContain('Continental Basketball League')
    const find = await ok('find', { keyword: 'Lynx' })
    expect(find.teams.map((team) => team.name)).toEqual(['Lakeshore Lynx'])
    expect((await call('search', { keyword: '' })).envelope).toMatchObject({
      code: 1000,
      data: { field: 'keyword' },
    })
  })

  it('lists results with settled markets and league tables from finished matches', async () => {
    const results = await ok('results', { pageSize: 50 })
    expect(results.total).toBeGreaterThan(10)
    for (const match of results.list) {
      expect(['finished', 'cancelled']).toContain(match.status)
      expect(match.markets.length).toBe(match.marketCount)
      for (const market of match.markets) {
        expect(market.status).toBe('settled')
        expect(market.selections.every((s) => s.result !== null)).toBe(true)
      }
    }
    const lines = await ok('matchResultsList', { sportType: 2 })
    expect(lines.list.every((line) => line.sportType === 2)).toBe(true)
    const searched = await ok('searchResult', { keyword: 'city' })
    expect(
      searched.list.every((m) =>
        `${m.home.name}${m.away.name}${m.league.name}`.toLowerCase().includes('city'),
      ),
    ).toBe(true)
    const finishedFootball = (
      await ok('results', { sportType: 1, leagueId: 101, pageSize: 100 })
    ).list.filter((m) => m.status === 'finished')
    const table = await ok('bettingTable', { leagueId: 101 })
    expect(table.rows.length).toBe(16)
    expect(table.rows.reduce((sum, row) => sum + row.played, 0)).toBe(2 * finishedFootball.length)
    expect(table.rows.reduce((sum, row) => sum + row.goalsFor - row.goalsAgainst, 0)).toBe(0)
    expect(table.rows.map((row) => row.rank)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1))
    expect((await call('bettingTable', { leagueId: 201 })).envelope).toMatchObject({
      code: 1000,
      data: { field: 'leagueId' },
    })
    const basket = await ok('basketTable1', { leagueId: 201 })
    expect(basket.rows.length).toBe(12)
    expect(basket.rows.reduce((sum, row) => sum + row.won - row.lost, 0)).toBe(0)
    const stats = await ok('basketTable2', { leagueId: 201 })
    expect(stats.rows.length).toBe(12)
  })

  it('describes a live match: events, echo, info and predictions', async () => {
    const match = await liveMatch(1)
    const events = await ok('events', { matchId: match.id })
    expect(events[0]).toMatchObject({ type: 'periodStart', period: '1H', matchId: match.id })
    const echo = await ok('echo', { matchId: match.id })
    expect(echo.match.id).toBe(match.id)
    expect(echo.feed).toMatchObject({ name: 'simulator', speed: 10, leader: true })
    expect(echo.match.seq).toBeGreaterThanOrEqual(match.seq)
    const info = await ok('info', { matchId: match.id })
    expect(info.home.team.id).toBe(match.home.id)
    expect(info.home.form.length).toBeLessThanOrEqual(5)
    const predictions = await ok('predictions', { matchIds: JSON.stringify([match.id]) })
    expect(predictions).toHaveLength(1)
    const p = predictions[0]!
    expect(Number(p.home) + Number(p.draw) + Number(p.away)).toBeCloseTo(1, 3)
    expect((await ok('predictions', { sportType: 2, limit: 5 })).every((item) => item.draw === null)).toBe(
      true,
    )
  })

  it('points banners, live, prospects, hot list and activities at listed matches', async () => {
    const banners = await ok('banner')
    expect(banners.length).toBeGreaterThan(0)
    const live = await ok('live')
    expect(live.length).toBeGreaterThan(0)
    expect(
      live.every((item) => item.match.status === 'live' && !item.stream.available && item.stream.note),
    ).toBe(true)
    expect(await ok('liveSwitch')).toMatchObject({ enabled: true, streams: false, liveCount: live.length })
    const prospects = await ok('prospects', { limit: 5 })
    expect(prospects.length).toBe(5)
    expect(prospects.every((item) => item.match.status === 'upcoming')).toBe(true)
    const hot = await ok('hotList')
    expect(hot.every((match) => match.hot)).toBe(true)
    const activities = await ok('activities')
    expect(activities.length).toBeGreaterThan(0)
    for (const activity of activities)
      expect(Number(activity.boostedOdds)).toBeGreaterThan(Number(activity.odds))
    const detail = await ok('activityDetail', { id: activities[0]!.id })
    expect(detail.match.id).toBe(activities[0]!.matchId)
    expect(detail.match.markets.some((m) => m.selections.some((s) => s.id === detail.selectionId))).toBe(true)
    expect((await call('activityDetail', { id: 16 })).envelope).toMatchObject({
      code: 1000,
      data: { field: 'id' },
    })
  })

  it('follows the feed: a live match moves on between two reads', async () => {
    const match = await liveMatch(2)
    const before = await ok('details', { matchId: match.id })
    const simulator = matchesOf(server.ctx).feed as FeedSimulator
    const basket = simulator.plan(match.id)!.scoring.find((points) => points.at > clock.now())!
    clock.set(basket.at + 1000)
    simulator.tick()
    const after = await ok('details', { matchId: match.id })
    expect(after.seq).toBeGreaterThan(before.seq)
    expect(after.score.home + after.score.away).toBeGreaterThan(before.score.home + before.score.away)
  })
})
