import {
  catalogue,
  heartbeatSchema,
  matchesSchemas,
  type OddsUpdate,
  oddsUpdateSchema,
  snapshotSchema,
} from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ManualClock, ManualStreamClock } from '../src/feed/clock'
import type { FeedRuntime } from '../src/feed/runtime'
import type { FeedSimulator } from '../src/feed/simulator'
import type { BookMatch } from '../src/matches/book'
import { openAnswer, type TestClient, type TestSession } from './support/client'
import { newVisitor } from './support/flows'
import { startHandDrivenServer } from './support/shared-server'
import { ack, closeOpenedSockets, connected, next, openSocket } from './support/sockets'
import type { TestServer } from './support/start-server'

// PROTOCOL.md section 12, Odds stream: the heartbeat, the resubscribe with sinceSeq, and the markets suspended when
// the feed goes silent on a match. The feed and the server's stream clock move only when a test steps them.
let server: TestServer
let client: TestClient
let visitor: TestSession
let clock: ManualClock
let stream: ManualStreamClock
let runtime: FeedRuntime
let simulator: FeedSimulator
const second = 1000
const minute = 60 * second

beforeAll(async () => {
  stream = new ManualStreamClock(Date.UTC(2026, 0, 1))
  ;({ server, clock, runtime, simulator, client } = await startHandDrivenServer(
    {},
    { feed: { streamClock: stream } },
  ))
  visitor = await newVisitor(client)
})

afterEach(closeOpenedSockets)

afterAll(async () => {
  await server?.close()
})

const matchSocket = async () => connected(openSocket(server.url, 'match', visitor))

/** Moves the feed on and brings every match up to it, as the simulator's timer would. */
function feedBy(ms: number): void {
  clock.advance(ms)
  simulator.tick()
}

/**
 * A football match that is live now with at least `left` of play still to come and a price open (a match just after
 * a goal has every market suspended for a while); the feed moves on to the next kick-offs until it finds one.
 */
function liveFootball(left = 30 * minute): BookMatch {
  const football = (match: BookMatch) => match.sportType === 1 && simulator.plan(match.id)?.cancelAt === null
  const playing = () =>
    runtime.book
      .all()
      .find(
        (match) =>
          football(match) &&
          match.status === 'live' &&
          (simulator.plan(match.id)?.end ?? 0) - clock.now() > left &&
          match.markets.some((market) => market.selections.some((selection) => selection.status === 'open')),
      )
  for (let kickOffs = 0; kickOffs < 5; kickOffs++) {
    const match = playing()
    if (match) return match
    const next = runtime.book
      .all()
      .find(
        (item) => football(item) && item.status === 'upcoming' && item.startTime + 20 * minute > clock.now(),
      )
    if (!next) break
    clock.set(next.startTime + 20 * minute)
    simulator.tick()
  }
  throw new Error('no live football match with a price open')
}

describe('odds stream', () => {
  it('beats every 5 s of the server clock with the highest seq', async () => {
    const socket = await matchSocket()
    await ack(socket, 'subscribe', { matchIds: [] })
    const beats: unknown[] = []
    socket.on('heartbeat', (beat) => beats.push(beat))
    const start = stream.now()
    stream.advance(4999)
    stream.advance(1)
    const first = v.parse(heartbeatSchema, await next(socket, 'heartbeat'))
    expect(first.at).toBe(start + 5000)
    const highest = Math.max(...runtime.book.all().map((match) => match.seq))
    expect(first.seq).toBe(highest)
    stream.advance(5000)
    const second = v.parse(
      heartbeatSchema,
      await next(socket, 'heartbeat', (beat: { at: number }) => beat.at > first.at),
    )
    expect(second.at).toBe(start + 10_000)
    // Nothing between: a beat at 4,999 ms would have arrived first on the one websocket.
    expect(beats.map((beat) => (beat as { at: number }).at)).toEqual([start + 5000, start + 10_000])
  })

  it('answers a resubscribe with the updates after sinceSeq, then a snapshot once the ring lost them', async () => {
    // About five selections move every 30 s of play: the ring's 512 take some 55 minutes of the match to overflow.
    const match = liveFootball(80 * minute)
    const since = match.seq
    const watcher = await matchSocket()
    await ack(watcher, 'subscribe', { matchIds: [match.id] })
    const seen: OddsUpdate[] = []
    watcher.on('odds', (batch: OddsUpdate[]) => seen.push(...batch))
    feedBy(30 * second)
    await next(watcher, 'odds')
    expect(runtime.book.get(match.id)?.seq).toBeGreaterThan(since)

    const resumed = await matchSocket()
    const missed: OddsUpdate[] = []
    resumed.on('odds', (batch: OddsUpdate[]) => missed.push(...v.parse(v.array(oddsUpdateSchema), batch)))
    resumed.on('snapshot', () => missed.push({ seq: -1 } as OddsUpdate))
    await ack(resumed, 'subscribe', { matchIds: [match.id], sinceSeq: since })
    // The replay leaves before the acknowledgement: every selection that moved, at its current price and status.
    expect(missed.length).toBeGreaterThan(0)
    for (const update of missed) {
      expect(update.seq).toBeGreaterThan(since)
      const quote = runtime.book.quote(match.id, update.marketId, update.selectionId)
      expect(update.odds).toBe(quote?.selection.odds)
      expect(update.status).toBe(quote?.selection.status)
    }
    expect(new Set(missed.map((update) => update.selectionId))).toEqual(
      new Set(seen.filter((update) => update.seq > since).map((update) => update.selectionId)),
    )

    // Many re-pricings later the ring (512 updates a match) no longer holds what came after `since`.
    let moved = 0
    const count = runtime.book.onChange((changes) => {
      moved += changes.odds.filter((update) => update.matchId === match.id).length
    })
    for (
      let step = 0;
      moved < 1200 && step < 400 && runtime.book.get(match.id)?.status === 'live';
      step += 1
    ) {
      feedBy(30 * second)
    }
    count()
    expect(moved).toBeGreaterThan(512)
    const late = await matchSocket()
    const snapshot = new Promise((resolve) => late.once('snapshot', resolve))
    let oddsAfter = 0
    late.on('odds', () => {
      oddsAfter += 1
    })
    await ack(late, 'subscribe', { matchIds: [match.id], sinceSeq: since })
    const shown = v.parse(snapshotSchema, await snapshot)
    const now = runtime.book.get(match.id) as BookMatch
    expect(shown.matchId).toBe(match.id)
    expect(shown.seq).toBe(now.seq)
    expect(shown.match.markets).toHaveLength(now.markets.length)
    expect(shown.match.score).toEqual(now.score)
    expect(oddsAfter).toBe(0)

    // A node that started after the client's seq holds nothing before its start: a snapshot too.
    const early = await matchSocket()
    const earlySnapshot = new Promise((resolve) => early.once('snapshot', resolve))
    await ack(early, 'subscribe', { matchIds: [match.id], sinceSeq: 1 })
    expect(v.parse(snapshotSchema, await earlySnapshot).matchId).toBe(match.id)

    // Up to date: nothing is sent.
    const current = await matchSocket()
    let sent = 0
    current.onAny(() => {
      sent += 1
    })
    await ack(current, 'subscribe', { matchIds: [match.id], sinceSeq: now.seq })
    expect(sent).toBe(0)
  })

  it('refuses a malformed sinceSeq or matchIds naming the field', async () => {
    const socket = await matchSocket()
    expect(await ack(socket, 'subscribe', { matchIds: [], sinceSeq: 'x' })).toEqual({
      code: 1000,
      field: 'sinceSeq',
    })
    expect(await ack(socket, 'subscribe', { matchIds: [], sinceSeq: -1 })).toEqual({
      code: 1000,
      field: 'sinceSeq',
    })
    expect(await ack(socket, 'subscribe', { matchIds: ['a'], sinceSeq: 1 })).toEqual({
      code: 1000,
      field: 'matchIds',
    })
  })

  it('suspends every market of a match the feed goes silent on, and opens them when it speaks again', async () => {
    const match = liveFootball(20 * minute)
    const other = runtime.book.all().find((item) => item.status === 'live' && item.id !== match.id) as
      | BookMatch
      | undefined
    const socket = await matchSocket()
    await ack(socket, 'subscribe', { matchIds: [match.id] })

    simulator.silence(match.id)
    feedBy(10 * second)
    stream.advance(1000)
    expect(runtime.book.isStale(match.id)).toBe(false)
    const openBefore = (runtime.book.get(match.id) as BookMatch).markets.flatMap((market) =>
      market.selections.filter((selection) => selection.status === 'open').map((selection) => selection.id),
    )
    expect(openBefore.length).toBeGreaterThan(0)
    feedBy(10 * second)
    // Every selection that was open is pushed suspended: in one batch, or in two when the flush of the suspension
    // left at once on a thousand waiting items (and an earlier batch still on its way may carry a few).
    const seenSuspended = new Set<number>()
    const suspended = next<OddsUpdate[]>(socket, 'odds', (batch) => {
      for (const u of batch) if (u.status === 'suspended') seenSuspended.add(u.selectionId)
      return openBefore.every((id) => seenSuspended.has(id))
    })
    stream.advance(1000)
    const pushed = await suspended
    const silent = runtime.book.get(match.id) as BookMatch
    const ofMatch = new Set(silent.markets.flatMap((market) => market.selections.map((s) => s.id)))
    expect(pushed.every((u) => u.matchId === match.id && ofMatch.has(u.selectionId))).toBe(true)
    expect(silent.markets.every((market) => market.status !== 'open')).toBe(true)
    if (other) expect(runtime.book.isStale(other.id)).toBe(false)
    // Over HTTP too: match/details shows them suspended.
    const details = await client.form(catalogue.matches.details.path, { matchId: match.id }, visitor)
    const shown = v.parse(matchesSchemas.details.response, openAnswer(details, visitor.token))
    expect(shown.markets.flatMap((m) => m.selections).some((s) => s.status === 'open')).toBe(false)

    simulator.speak(match.id)
    const reopened = next<OddsUpdate[]>(socket, 'odds', (batch) => batch.some((u) => u.status === 'open'))
    // The feed speaks of the match at its next change: any 30 s of play hold a re-pricing point, but half-time
    // holds none for its 15 minutes, so the feed moves on, 30 s at a time, until the book has the match open again.
    const openAgain = () =>
      (runtime.book.get(match.id) as BookMatch).markets.some((market) => market.status === 'open')
    for (let step = 0; step < 40 && !openAgain(); step += 1) feedBy(30 * second)
    const back = await reopened
    expect(runtime.book.isStale(match.id)).toBe(false)
    expect(back.filter((u) => u.status === 'open').length).toBeGreaterThan(0)
    const now = runtime.book.get(match.id) as BookMatch
    expect(now.markets.some((market) => market.status === 'open')).toBe(true)
    stream.advance(1000)
    expect(runtime.book.isStale(match.id)).toBe(false)
  })
})
