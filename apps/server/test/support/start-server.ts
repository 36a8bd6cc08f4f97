import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { DestinationStream } from 'pino'
import { type BuildOptions, type BuiltServer, buildServer } from '../../src/app'
import { loadConfig, type ServerConfig } from '../../src/config'
import type { ServerContext } from '../../src/context'
import { quoteIdent } from '../../src/db/postgres'

export interface TestServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string
  ctx: ServerContext
  server: BuiltServer
  /** Which database this run targets. */
  engine: 'pglite' | 'postgres'
  close(): Promise<void>
}

/** The vitest project `postgres` sets TEST_DB_ENGINE=postgres; it only exists when TEST_DATABASE_URL is set. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_ENGINE === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'
}

/**
 * Starts the real server on a random loopback port: PGlite in a fresh temp folder, or a fresh PostgreSQL schema
 * (dropped at close) when the run targets PostgreSQL. PGlite takes seconds to start: share one per test file.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const engine = testEngine()
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
  let cleanup: () => Promise<void>
  const config: ServerConfig = { ...base, port: 0, host: '127.0.0.1', ...overrides }
  if (engine === 'postgres') {
    const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    config.databaseUrl = process.env.TEST_DATABASE_URL
    config.databaseSchema = schema
    cleanup = () => dropSchema(process.env.TEST_DATABASE_URL!, schema)
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'sportsbook-test-'))
    config.databaseUrl = undefined
    config.dataDir = dir
    config.pgliteDir = join(dir, 'pglite')
    cleanup = () => rm(dir, { recursive: true, force: true })
  }
  let server: BuiltServer
  try {
    server = await buildServer(config, options)
  } catch (error) {
    await cleanup()
    throw error
  }
  const url = await server.listen()
  return {
    url,
    ctx: server.ctx,
    server,
    engine,
    async close() {
      await server.close()
      await cleanup()
    },
  }
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
