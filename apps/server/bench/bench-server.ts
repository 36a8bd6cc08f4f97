// The benchmarks' servers: the real server in this process on a fresh PGlite folder or PostgreSQL schema
// (startBenchServer), or as worker processes sharing one port (startServerProcesses, bench/server-process.ts).
import cluster, { type Worker } from 'node:cluster'
import { fileURLToPath } from 'node:url'
import { loadConfig, type ServerConfig } from '../src/config'
import {
  dropSchema,
  type ServerDatabase,
  type StartedServer,
  startServerOn,
  suiteRateLimits,
} from '../test/support/start-server'

export { dropSchema }

export type BenchServer = StartedServer

/** PGlite in a fresh folder, or a PostgreSQL schema as startServerOn takes it (`keep`: a later server uses it). */
export type BenchDatabase = { engine: 'pglite' } | Extract<ServerDatabase, { engine: 'postgres' }>

/** The settings every benchmark server shares: loopback, a free port, real-time feed, silent unless LOG_LEVEL. */
export function benchConfig(): ServerConfig {
  return {
    ...loadConfig({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
    port: 0,
    host: '127.0.0.1',
    feedSpeed: 1,
    // Many clients from one address: a production limit would measure the limit.
    rateLimits: suiteRateLimits,
  }
}

/** The real server in this process (its context at hand for set-up and captures). */
export function startBenchServer(database: BenchDatabase): Promise<BenchServer> {
  return startServerOn(
    benchConfig(),
    database.engine === 'postgres' ? database : { engine: 'pglite', folderPrefix: 'sportsbook-bench-' },
  )
}

/** CPU and event-loop figures of one server process since it started (bench/server-process.ts). */
export interface ProcessUsage {
  cpuMs: number
  /** performance.eventLoopUtilization() as it stands: `idle` and `active` ms. */
  loop: { idle: number; active: number }
}

export interface ServerProcesses {
  url: string
  /** Every worker's usage so far, one entry per worker. */
  usage(): Promise<ProcessUsage[]>
  close(): Promise<void>
}

/**
 * The server as `workers` processes on one port (node:cluster, as main.ts runs it with WORKERS), each with its
 * share of the database connections (the server's pool of 20 split as in config.ts). `env` is the server's
 * environment (DATABASE_URL, DATABASE_SCHEMA, REDIS_URL...). This process is the cluster's primary.
 */
export async function startServerProcesses(
  workers: number,
  env: Record<string, string>,
): Promise<ServerProcesses> {
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./server-process.ts', import.meta.url)) })
  const started: Worker[] = []
  const urls = await Promise.all(
    Array.from({ length: workers }, () => {
      const worker = cluster.fork({ LOG_LEVEL: 'silent', ...env, WORKERS: String(workers) })
      started.push(worker)
      return new Promise<string>((resolve, reject) => {
        worker.once('message', (message: { url?: string }) => resolve(String(message.url)))
        worker.once('exit', (code) => reject(new Error(`a bench server process exited with ${code}`)))
      })
    }),
  )
  const ask = (worker: Worker) =>
    new Promise<ProcessUsage>((resolve) => {
      worker.once('message', (message: ProcessUsage) => resolve(message))
      worker.send('usage')
    })
  return {
    url: urls[0]!,
    usage: () => Promise.all(started.map(ask)),
    async close() {
      await Promise.all(
        started.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) resolve()
              worker.once('exit', () => resolve())
              worker.send('stop')
            }),
        ),
      )
    },
  }
}
