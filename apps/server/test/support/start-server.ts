import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { DestinationStream } from 'pino'
import { type BuildOptions, type BuiltServer, buildServer } from '../../src/app'
import { loadConfig, type ServerConfig } from '../../src/config'
import type { ServerContext } from '../../src/context'
import { quoteIdent } from '../../src/db/postgres'
import { ManualClock } from '../../src/feed/clock'
import type { StartFeedOptions } from '../../src/feed/runtime'
import { FeedSimulator } from '../../src/feed/simulator'
import { crashEngineOf } from '../../src/games/house/crash/crash-engine'
import { defaultRateLimits, type RateLimits } from '../../src/http/rate-limit-rules'
import { pgliteSnapshots } from './pglite-snapshot'

export interface TestServer extends StartedServer {
  ctx: ServerContext
  /** Which database this run targets. */
  engine: 'pglite' | 'postgres'
}

/** The vitest project `postgres` sets TEST_DB_ENGINE=postgres; it only exists when TEST_DATABASE_URL is set. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_ENGINE === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'
}

/** Where a started server keeps its data: a fresh PGlite folder, or a PostgreSQL schema. */
export type ServerDatabase =
  /** `snapshot`: the database in memory, loaded from this dump (pglite-snapshot.ts), instead of in the folder. */
  | { engine: 'pglite'; folderPrefix: string; snapshot?: Blob }
  /** `keep`: the schema outlives the server (dropSchema later); else close() drops it. */
  | { engine: 'postgres'; url: string; schema: string; keep?: boolean }

export interface StartedServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string
  server: BuiltServer
  /** Closes the server, then removes its data (the folder, or the schema unless kept). */
  close(): Promise<void>
}

/** Builds the real server on `config` with its data where `database` says, and listens. */
export async function startServerOn(
  config: ServerConfig,
  database: ServerDatabase,
  options: BuildOptions = {},
): Promise<StartedServer> {
  // A folder of its own for the server's files (proofs): servers running side by side never see each other's.
  const dir = await mkdtemp(
    join(tmpdir(), database.engine === 'pglite' ? database.folderPrefix : 'sportsbook-server-'),
  )
  const placed: ServerConfig = {
    ...config,
    dataDir: dir,
    wallet: { ...config.wallet, proofDir: join(dir, 'proofs') },
  }
  const removeDir = () => rm(dir, { recursive: true, force: true })
  let cleanup: () => Promise<void>
  if (database.engine === 'postgres') {
    placed.databaseUrl = database.url
    placed.databaseSchema = database.schema
    cleanup = async () => {
      if (!database.keep) await dropSchema(database.url, database.schema)
      await removeDir()
    }
  } else {
    placed.databaseUrl = undefined
    placed.pgliteDir = database.snapshot ? 'memory://' : join(dir, 'pglite')
    placed.pgliteSnapshot = database.snapshot
    cleanup = removeDir
  }
  let server: BuiltServer
  try {
    server = await buildServer(placed, options)
  } catch (error) {
    await cleanup()
    throw error
  }
  const url = await server.listen()
  return {
    url,
    server,
    async close() {
      await server.close()
      await cleanup()
    },
  }
}

/**
 * Rate limits no suite reaches: the suites create many visitors and logins from 127.0.0.1 (rate-limits.test.ts
 * sets its own). The benchmarks' servers take them too.
 */
export const suiteRateLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { max: 1_000_000, windowMs: 60_000 }]),
) as RateLimits

/**
 * Starts the real server on a random loopback port: PGlite in memory, or a fresh PostgreSQL schema (dropped at
 * close) when the run targets PostgreSQL. A server takes seconds to start: test files share the worker's server
 * (shared-server.ts); this is for the few that need a server of other settings.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const engine = testEngine()
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
  const config: ServerConfig = {
    ...base,
    port: 0,
    host: '127.0.0.1',
    rateLimits: suiteRateLimits,
    ...overrides,
  }
  const database: ServerDatabase =
    engine === 'postgres'
      ? {
          engine,
          url: process.env.TEST_DATABASE_URL!,
          schema: `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`,
        }
      : { engine, folderPrefix: 'sportsbook-test-', snapshot: (await pgliteSnapshots()).migrated }
  const started = await startServerOn(config, database, options)
  return { ...started, ctx: started.server.ctx, engine }
}

/**
 * The feed of a server whose tests never look at a match (CORS, logs, pages, rate limits, metrics listeners): the
 * simulator on `seed` with a window of the matches live now only, on a clock that never moves. Such a server
 * starts without writing a window of thousands of rows and spends nothing on a feed no test reads; each server
 * needs its own.
 */
export function quietFeed(seed = 1): StartFeedOptions {
  const clock = new ManualClock(Date.now())
  return { adapter: new FeedSimulator({ seed, clock, lookaheadMs: 0, keepMs: 0 }), clock, manual: true }
}

/**
 * A test server of `overrides` (startTestServer) with a quiet feed and its crash rounds paused: for tests of what
 * matches and games never touch.
 */
export async function startQuietServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const server = await startTestServer(overrides, { feed: quietFeed() })
  crashEngineOf(server.ctx)?.pause()
  return server
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`)
  } finally {
    await client.end()
  }
}

/** A log destination that keeps every line, for tests that read the logs. */
export function captureLogs(): DestinationStream & { lines: string[]; text(): string } {
  const lines: string[] = []
  return {
    lines,
    write(line: string) {
      lines.push(line)
    },
    text: () => lines.join(''),
  }
}
