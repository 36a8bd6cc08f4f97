import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServerContext } from '../src/context'
import { type FeedEvent, FeedSimulator, ManualClock, startFeed } from '../src/feed'
import { FeedControlError, startFeedControl } from '../src/feed/control-socket'
import { askControl as ask } from './support/control-socket'

// The feed's test control (src/feed/control-socket.ts): end-to-end suites finish a match at once, or hold a live one
// still through a bet's in-play delay, through a Unix socket of the server's user; production refuses it.
const log = pino({ level: 'silent' })
const folders: string[] = []
const closers: (() => Promise<void>)[] = []

afterEach(async () => {
  for (const close of closers.splice(0)) await close()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function socketPath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'feed-control-'))
  folders.push(folder)
  return join(folder, 'feed.sock')
}

describe('feed control socket', () => {
  it('finish plays one upcoming match to its end and publishes its result; the other matches keep the feed time', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 27, 12))
    const feed = new FeedSimulator({ seed: 7, clock })
    const events: FeedEvent[] = []
    feed.subscribe((batch) => events.push(...batch))
    const upcoming = feed
      .snapshot()
      .filter((match) => match.status === 'upcoming' && match.startTime > clock.now() + 3_600_000)
    const [target, other] = upcoming
    if (!target || !other) throw new Error('the simulator lists no upcoming matches')
    const path = socketPath()
    const control = await startFeedControl(feed, path, { production: false, log })
    closers.push(() => control.close())
    expect(statSync(path).mode & 0o777).toBe(0o600)

    const answer = await ask(path, `finish ${target.id}`)

    expect(answer).toMatchObject({ ok: true, match: { id: target.id } })
    const finished = feed.lookup(target.id)
    expect(['finished', 'cancelled']).toContain(finished?.status)
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'result', result: expect.objectContaining({ matchId: target.id }) }),
    )
    expect(feed.lookup(other.id)?.status).toBe('upcoming')
    // It stays over as the feed's clock moves on.
    clock.advance(60_000)
    feed.tick()
    expect(feed.lookup(target.id)?.status).toBe(finished?.status)
  })

  it('hold keeps a live match still for a minute of wall time (no incident, no price move, heard all along), then it resumes where it stopped and plays the rest of its plan that much later', async () => {
    const start = Date.UTC(2026, 10, 27, 15)
    const speed = 60
    const clock = new ManualClock(start)
    const feed = new FeedSimulator({ seed: 7, clock, speed })
    // The same feed without the hold: what the match would have done meanwhile.
    const twinClock = new ManualClock(start)
    const twin = new FeedSimulator({ seed: 7, clock: twinClock, speed })
    const events: FeedEvent[] = []
    feed.subscribe((batch) => events.push(...batch))
    const target = feed
      .snapshot()
      .find(
        (match) =>
          match.sportType === 1 &&
          match.status === 'live' &&
          (match.clock?.seconds ?? 99 * 60) < 30 * 60 &&
          match.markets.some((market) => market.status === 'open'),
      )
    if (!target) throw new Error('no football match in its first half hour at the test time')
    const other = feed.snapshot().find((match) => match.status === 'live' && match.id !== target.id)
    if (!other) throw new Error('only one live match')
    const path = socketPath()
    const control = await startFeedControl(feed, path, { production: false, log })
    closers.push(() => control.close())

    const answer = await ask(path, `hold ${target.id}`)
    expect(answer).toMatchObject({ ok: true, match: { id: target.id, status: 'live' }, heldForMs: 60_000 })
    const held = feed.lookup(target.id)
    const heldFor = 60_000 * speed
    // Step through the hold a feed minute at a time (less a minute: it ends at its last step).
    for (let step = 0; step < heldFor / 60_000 - 1; step++) {
      clock.advance(60_000)
      twinClock.advance(60_000)
      feed.tick()
      twin.tick()
    }
    const ofTarget = (event: FeedEvent) =>
      (event.kind === 'incident' ? event.incident.matchId : 'matchId' in event ? event.matchId : null) ===
      target.id
    // An hour of this match's play would have moved its prices and scored or booked someone; held, nothing.
    const unheld = twin.lookup(target.id)
    expect(unheld?.markets).not.toEqual(held?.markets)
    expect(events.filter(ofTarget)).toEqual([])
    const still = feed.lookup(target.id)
    expect(still?.markets).toEqual(held?.markets)
    expect(still?.incidents).toEqual(held?.incidents)
    expect(still?.clock).toEqual(held?.clock)
    expect(feed.lastHeard(target.id)).toBe(clock.now())
    // The other matches kept the feed's time.
    expect(feed.lookup(other.id)).toEqual(twin.lookup(other.id))

    // The hold ends: the match resumes from where it stopped, its plan run a held hour later than the twin's.
    clock.advance(60_000 + 10 * 60_000)
    feed.tick()
    const resumed = feed.lookup(target.id)
    const behind = new FeedSimulator({ seed: 7, clock: new ManualClock(clock.now() - heldFor), speed })
    const expected = behind.lookup(target.id)
    expect(resumed?.score).toEqual(expected?.score)
    expect(resumed?.markets).toEqual(expected?.markets)
    // Times of what happened after the hold began are the feed's: the plan's, a held hour later.
    const later = (at: number) => (at > start ? at + heldFor : at)
    expect(resumed?.clock).toEqual(expected?.clock && { ...expected.clock, at: later(expected.clock.at) })
    expect(resumed?.incidents).toEqual(
      expected?.incidents.map((incident) => ({ ...incident, at: later(incident.at) })),
    )
    expect(resumed?.incidents.length).toBeGreaterThan(held?.incidents.length ?? 0)
    // What it publishes now happened after the hold, on the feed's time.
    const published = events.filter(ofTarget)
    expect(published.length).toBeGreaterThan(0)
    for (const event of published) {
      const at = event.kind === 'incident' ? event.incident.at : 'at' in event ? event.at : 0
      expect(at).toBeGreaterThan(start + heldFor - 60_000)
      expect(at).toBeLessThanOrEqual(clock.now())
    }
  })

  it('release resumes a held match at once; hold refuses a match that is not live', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 27, 15))
    const feed = new FeedSimulator({ seed: 7, clock, speed: 60 })
    const [live] = feed.snapshot().filter((match) => match.status === 'live')
    const [upcoming] = feed.snapshot().filter((match) => match.status === 'upcoming')
    if (!live || !upcoming) throw new Error('no live and upcoming matches at the test time')
    const path = socketPath()
    const control = await startFeedControl(feed, path, { production: false, log })
    closers.push(() => control.close())

    expect(await ask(path, `hold ${upcoming.id}`)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no live match/),
    })
    expect(await ask(path, `hold ${live.id}`)).toMatchObject({ ok: true })
    clock.advance(5 * 60_000)
    feed.tick()
    expect(await ask(path, `release ${live.id}`)).toEqual({ ok: true, held: true })
    expect(await ask(path, `release ${live.id}`)).toEqual({ ok: true, held: false })
    clock.advance(60_000)
    feed.tick()
    // It runs again from where it stopped: five feed minutes behind a feed that never held it.
    const behind = new FeedSimulator({ seed: 7, clock: new ManualClock(clock.now() - 5 * 60_000), speed: 60 })
    const unheld = new FeedSimulator({ seed: 7, clock: new ManualClock(clock.now()), speed: 60 })
    const now = feed.lookup(live.id)
    expect(now?.markets).toEqual(behind.lookup(live.id)?.markets)
    expect(now?.markets).not.toEqual(unheld.lookup(live.id)?.markets)
  })

  it('answers an unknown command or a match outside the window with an error, and keeps serving', async () => {
    const feed = new FeedSimulator({ seed: 7, clock: new ManualClock(Date.UTC(2026, 10, 27, 12)) })
    const path = socketPath()
    const control = await startFeedControl(feed, path, { production: false, log })
    closers.push(() => control.close())

    expect(await ask(path, 'settle everything')).toMatchObject({ ok: false })
    expect(await ask(path, 'finish 1')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no match 1/),
    })
    const [match] = feed.snapshot().filter((item) => item.status === 'upcoming')
    expect(await ask(path, `finish ${match?.id}`)).toMatchObject({ ok: true })
  })

  it('a production server refuses to start with it', async () => {
    const feed = new FeedSimulator({ seed: 7, clock: new ManualClock(Date.UTC(2026, 10, 27, 12)) })
    await expect(startFeedControl(feed, socketPath(), { production: true, log })).rejects.toBeInstanceOf(
      FeedControlError,
    )
    // The server's own start (startFeed) refuses it before touching its database.
    const ctx = { config: { production: true, feedSpeed: 60, feedSeed: 1 }, log } as unknown as ServerContext
    await expect(startFeed(ctx, { controlSocket: socketPath() })).rejects.toThrow(/refused in production/)
  })
})
