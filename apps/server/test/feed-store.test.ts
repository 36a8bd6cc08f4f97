import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import type { ServerContext } from '../src/context'
import { type Database, openDatabase } from '../src/db'
import { quoteIdent } from '../src/db/postgres'
import { ManualClock } from '../src/feed/clock'
import { type FeedRuntime, feedClockOf, startFeed } from '../src/feed/runtime'
import type { FeedSimulator } from '../src/feed/simulator'
import { storedMatch } from '../src/matches/results'
import { pgliteSnapshots } from './support/pglite-snapshot'
import { testEngine } from './support/start-server'

const start = Date.UTC(2026, 10, 22, 12, 7)
const hour = 3_600_000
let db: Database
let cleanup: () => Promise<void>

beforeAll(async () => {
  if (testEngine() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string
    const schema = `feed_store_${process.pid}_${Date.now().toString(36)}`
    db = await openDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: '' })
    cleanup = async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`)
      await client.end()
    }
  } else {
    const snapshot = (await pgliteSnapshots()).migrated
    db = await openDatabase({ dataDir: '', pgliteDir: 'memory://', pgliteSnapshot: snapshot })
  }
})

afterAll(async () => {
  await db?.close()
  await cleanup?.()
})

function contextFor(seed: number): ServerContext {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), feedSeed: seed, feedSpeed: 1, redisUrl: undefined }
  return { config, db, log: pino({ level: 'silent' }) } as unknown as ServerContext
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, params)
  return Number(row?.n ?? 0)
}

describe('feed store', () => {
  let runtime: FeedRuntime
  let clock: ManualClock
  const settled: number[] = []

  it('writes the whole window: matches, markets, selections and incidents', async () => {
    clock = new ManualClock(start)
    runtime = await startFeed(contextFor(21), { clock, manual: true, flushMs: 60_000 })
    runtime.onSettled((ids) => settled.push(...ids))
    const matches = runtime.book.all()
    const markets = matches.flatMap((match) => match.markets)
    expect(await count('SELECT count(*)::int AS n FROM matches')).toBe(matches.length)
    expect(await count('SELECT count(*)::int AS n FROM match_markets')).toBe(markets.length)
    expect(await count('SELECT count(*)::int AS n FROM match_selections')).toBe(
      markets.reduce((sum, market) => sum + market.selections.length, 0),
    )
    expect(await count("SELECT count(*)::int AS n FROM matches WHERE status = 'finished'")).toBeGreaterThan(0)
    expect(await count('SELECT count(*)::int AS n FROM match_incidents')).toBeGreaterThan(0)
    expect(await count('SELECT count(*)::int AS n FROM teams')).toBe(runtime.book.teams.size)
  })

  it('writes the result and every settled market once a match ends, and says so', async () => {
    const live = runtime.book.all().find((match) => match.status === 'live' && match.sportType === 1)!
    const plan = (runtime.feed as FeedSimulator).plan(live.id)!
    clock.set(Math.max(plan.end, plan.cancelAt ?? 0) + 1000)
    ;(runtime.feed as FeedSimulator).tick()
    await runtime.store.flush()
    const [row] = await db.query<{
      status: string
      home_score: number
      away_score: number
      settled_at: number
    }>('SELECT status, home_score, away_score, settled_at FROM matches WHERE id = $1', [live.id])
    const final = runtime.book.get(live.id)!
    expect(row?.status).toBe(final.status)
    expect([Number(row?.home_score), Number(row?.away_score)]).toEqual([final.score.home, final.score.away])
    expect(Number(row?.settled_at)).toBeGreaterThan(0)
    expect(
      await count(
        "SELECT count(*)::int AS n FROM match_selections WHERE match_id = $1 AND (status <> 'settled' OR result IS NULL)",
        [live.id],
      ),
    ).toBe(0)
    const oneWinner = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM match_selections s JOIN match_markets m ON m.id = s.market_id
       WHERE m.match_id = $1 AND m.type = '1x2' AND s.result = 'won'`,
      [live.id],
    )
    expect(Number(oneWinner[0]?.n)).toBe(final.status === 'cancelled' ? 0 : 1)
    expect(settled).toContain(live.id)
  })

  it('finishes and settles, after a restart, the matches that ended while it was stopped', async () => {
    const upcoming = runtime.book
      .all()
      .filter((match) => match.status === 'upcoming' && match.startTime < clock.now() + 6 * hour)
      .map((match) => match.id)
    await runtime.stop()
    settled.length = 0
    const later = new ManualClock(clock.now() + 4 * 24 * hour)
    const restarted = await startFeed(contextFor(21), { clock: later, manual: true, flushMs: 60_000 })
    restarted.onSettled((ids) => settled.push(...ids))
    const rows = await db.query<{ id: number; status: string }>(
      `SELECT id, status FROM matches WHERE id IN (${upcoming.join(', ')})`,
    )
    expect(rows.length).toBe(upcoming.length)
    for (const row of rows) expect(['finished', 'cancelled']).toContain(row.status)
    expect(
      await count(
        `SELECT count(*)::int AS n FROM match_selections WHERE match_id IN (${upcoming.join(', ')}) AND result IS NULL`,
      ),
    ).toBe(0)
    // The database answers for a match the book no longer holds, markets in the feed's order.
    const id = upcoming[0] as number
    expect(restarted.book.get(id)).toBeUndefined()
    const stored = await storedMatch(db, id, new Set([id]))
    const fresh = restarted.feed.lookup(id)!
    expect(stored).toMatchObject({ id, status: fresh.status, score: fresh.score, favorite: true })
    expect(stored?.markets.map((market) => market.id)).toEqual(fresh.markets.map((market) => market.id))
    expect(stored?.markets.flatMap((m) => m.selections.map((s) => s.result))).toEqual(
      fresh.markets.flatMap((m) => m.selections.map((s) => s.result)),
    )
    await restarted.stop()
  })

  it('continues the feed timeline across restarts and speed changes', async () => {
    const first = await feedClockOf(db, 'timeline-test', 60)
    const again = await feedClockOf(db, 'timeline-test', 60)
    expect([again.anchorWall, again.anchorFeed]).toEqual([first.anchorWall, first.anchorFeed])
    // A timeline that has run a minute at 60 feed seconds per second: about an hour ahead of the wall clock.
    const minuteAgo = Date.now() - 60_000
    await db.query('UPDATE feed_state SET anchor_wall = $2, anchor_feed = $2 WHERE name = $1', [
      'timeline-test',
      minuteAgo,
    ])
    const restarted = await feedClockOf(db, 'timeline-test', 60)
    const before = restarted.now()
    expect(before - Date.now()).toBeGreaterThan(58 * 60_000)
    const slower = await feedClockOf(db, 'timeline-test', 1)
    expect(slower.now()).toBeGreaterThanOrEqual(before)
    expect(slower.now() - before).toBeLessThan(60 * 1000)
  })
})
