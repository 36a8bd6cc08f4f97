import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServerContext } from '../src/context'
import { type FeedEvent, FeedSimulator, ManualClock, startFeed } from '../src/feed'
import { FeedControlError, startFeedControl } from '../src/feed/control-socket'
import { askControl as ask } from './support/control-socket'

// The feed's test control (src/feed/control-socket.ts): end-to-end suites finish a match at once through a Unix
// socket of the server's user, instead of waiting minutes for it on the feed clock; production refuses it.
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
