import {
  catalogue,
  type Envelope,
  type IncidentPush,
  incidentPushSchema,
  type MatchCentre,
  matchCentreSchema,
} from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ManualClock } from '../src/feed/clock'
import type { FeedRuntime } from '../src/feed/runtime'
import type { FeedSimulator } from '../src/feed/simulator'
import type { BookMatch } from '../src/matches/book'
import type { TestClient, TestSession } from './support/client'
import { newVisitor } from './support/flows'
import { startHandDrivenServer } from './support/shared-server'
import { ack, closeOpenedSockets, connected, next, openSocket } from './support/sockets'
import type { TestServer } from './support/start-server'

// PROTOCOL.md section 12, live match centre: match/centre's shape from the feed, the `incident` push, the answer
// from the database once the match left the book, and bad input.
let server: TestServer
let client: TestClient
let visitor: TestSession
let clock: ManualClock
let runtime: FeedRuntime
let simulator: FeedSimulator
const minute = 60_000

beforeAll(async () => {
  ;({ server, clock, runtime, simulator, client } = await startHandDrivenServer())
  visitor = await newVisitor(client)
})

afterEach(closeOpenedSockets)

afterAll(async () => {
  await server?.close()
})

const centrePath = catalogue.matches.centre.path
const centre = async (payload: Record<string, unknown>): Promise<Envelope<MatchCentre>> =>
  client.form<MatchCentre>(centrePath, payload, visitor)

/** A football match played (not cancelled) 60 minutes in: the feed moved to it. */
function footballAtMinute(minutes: number): BookMatch {
  const match = runtime.book
    .all()
    .find(
      (item) =>
        item.sportType === 1 && item.status === 'upcoming' && simulator.plan(item.id)?.cancelAt === null,
    ) as BookMatch
  clock.set(Math.max(clock.now(), match.startTime + minutes * minute))
  simulator.tick()
  return runtime.book.get(match.id) as BookMatch
}

describe('live match centre', () => {
  it('answers the timeline, statistics and momentum the feed made', async () => {
    const match = footballAtMinute(70)
    expect(match.status).toBe('live')
    const envelope = await centre({ matchId: match.id })
    expect(envelope.code).toBe(0)
    const answer = v.parse(matchCentreSchema, envelope.data)
    expect(answer.matchId).toBe(match.id)
    expect(answer.seq).toBe(match.seq)
    const types = new Set(answer.incidents.map((incident) => incident.type))
    expect(types.has('period')).toBe(true)
    expect(answer.incidents.filter((incident) => incident.type === 'goal')).toHaveLength(
      match.score.home + match.score.away,
    )
    for (const [index, incident] of answer.incidents.entries()) {
      if (index > 0) expect(incident.seq).toBeGreaterThanOrEqual(answer.incidents[index - 1]?.seq ?? 0)
      expect(incident.minute).toBeGreaterThanOrEqual(1)
      expect(incident.minute).toBeLessThanOrEqual(90)
      if (incident.type === 'period') expect(incident.side).toBeNull()
      else expect(incident.side === 'home' || incident.side === 'away').toBe(true)
    }
    const { stats } = answer
    expect(stats.possession.home + stats.possession.away).toBe(100)
    expect(stats.shots.home + stats.shots.away).toBeGreaterThan(0)
    expect(stats.shotsOnTarget.home).toBeLessThanOrEqual(stats.shots.home)
    expect(stats.shotsOnTarget.away).toBeLessThanOrEqual(stats.shots.away)
    expect(stats.shotsOnTarget.home).toBeGreaterThanOrEqual(match.score.home)
    expect(stats.corners.home).toBe(
      answer.incidents.filter((incident) => incident.type === 'corner' && incident.side === 'home').length,
    )
    expect(stats.cards.home + stats.cards.away).toBe(
      answer.incidents.filter((incident) => incident.type === 'card').length,
    )
    // 70 minutes after kick-off, with the break: some 50 minutes played, one momentum point each.
    expect(answer.momentum.length).toBeGreaterThan(45)
    expect(answer.momentum.map((point) => point.minute)).toEqual(answer.momentum.map((_, index) => index + 1))
    for (const point of answer.momentum) {
      expect(point.value).toBeGreaterThanOrEqual(-100)
      expect(point.value).toBeLessThanOrEqual(100)
    }
    // match/event keeps its answer: the list of events.
    const events = await client.form<unknown[]>(catalogue.matches.events.path, { matchId: match.id }, visitor)
    expect(events.code).toBe(0)
    expect(Array.isArray(events.data)).toBe(true)
  })

  it('pushes each new incident on the match socket as the feed makes it', async () => {
    const match = footballAtMinute(70)
    const socket = await connected(openSocket(server.url, 'match', visitor))
    await ack(socket, 'subscribe', { matchIds: [match.id] })
    const before = (runtime.book.get(match.id)?.centre?.incidents.length ?? 0) as number
    const pushed: IncidentPush[] = []
    socket.on('incident', (incident: unknown) => pushed.push(v.parse(incidentPushSchema, incident)))
    // Move a minute at a time until the match centre has a new line.
    for (
      let step = 0;
      step < 40 && (runtime.book.get(match.id)?.centre?.incidents.length ?? 0) === before;
      step += 1
    ) {
      clock.advance(minute)
      simulator.tick()
    }
    const after = runtime.book.get(match.id)?.centre?.incidents ?? []
    expect(after.length).toBeGreaterThan(before)
    const first = await next<IncidentPush>(socket, 'incident')
    const expected = after[before]
    expect(first).toMatchObject({ matchId: match.id, type: expected?.type, minute: expected?.minute })
    expect(first.seq).toBe(expected?.seq)
    const answer = v.parse(matchCentreSchema, (await centre({ matchId: match.id })).data)
    expect(answer.incidents.at(before)).toMatchObject({
      seq: first.seq,
      type: first.type,
      score: first.score,
    })
  })

  it('answers the same from the database once the match left the book', async () => {
    const match = footballAtMinute(70)
    const fromBook = v.parse(matchCentreSchema, (await centre({ matchId: match.id })).data)
    await runtime.store.flush()
    runtime.book.apply([{ kind: 'drop', matchId: match.id, at: clock.now() }])
    expect(runtime.book.get(match.id)).toBeUndefined()
    const fromDatabase = v.parse(matchCentreSchema, (await centre({ matchId: match.id })).data)
    expect(fromDatabase).toEqual(fromBook)
  })

  it('refuses an unknown or malformed matchId naming the field', async () => {
    for (const matchId of [16, 'abc', -3, '']) {
      expect(await centre({ matchId })).toMatchObject({ code: 1000, data: { field: 'matchId' } })
    }
    expect(await centre({})).toMatchObject({ code: 1000, data: { field: 'matchId' } })
  })
})
