// `pnpm --filter @sportsbook/server bench`: throughput and p99 latency of the visitor path (create + login +
// profile) at 50 concurrent clients, on PGlite and, when TEST_DATABASE_URL or BENCH_DATABASE_URL is set, on
// PostgreSQL; then the socket fan-out benchmark when ./socket-fanout.ts exists. Loopback only, bounded in time.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type BenchDatabase, startBenchServer } from './bench-server'
import { clientInfo } from './order-clients'

const concurrency = 50
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 8_000)
const warmupMs = 1_500
/** Budget of this path on a 2-core machine: at least this many requests per second, p99 at most this. */
const budget = { pglite: { rps: 250, p99Ms: 600 }, postgres: { rps: 400, p99Ms: 400 } }

async function post(url: string, fields: Record<string, string>): Promise<{ code: number; data: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, ...clientInfo }),
  })
  return (await response.json()) as { code: number; data: unknown }
}

interface Result {
  requests: number
  failures: number
  latencies: number[]
  elapsedMs: number
}

/** Each client: create a visitor, log it in, read its profile; again until the time is up. */
async function load(base: string, untilMs: number, result: Result): Promise<void> {
  const timed = async (path: string, fields: Record<string, string>) => {
    const started = performance.now()
    const answer = await post(`${base}${path}`, fields)
    result.latencies.push(performance.now() - started)
    result.requests += 1
    if (answer.code !== 0) result.failures += 1
    return answer
  }
  while (performance.now() < untilMs) {
    const created = await timed('/app/api/visitor/create', { lang: 'en', uid: '', token: '' })
    const session = created.data as { uid: string; token: string }
    await timed('/app/api/visitor/login', { ...session, lang: 'en' })
    await timed('/app/api/member/profile', { ...session, lang: 'en' })
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

async function measure(database: BenchDatabase): Promise<void> {
  const engine = database.engine
  const server = await startBenchServer(database)
  try {
    const url = server.url
    const warm: Result = { requests: 0, failures: 0, latencies: [], elapsedMs: 0 }
    await Promise.all(Array.from({ length: 10 }, () => load(url, performance.now() + warmupMs, warm)))
    const result: Result = { requests: 0, failures: 0, latencies: [], elapsedMs: 0 }
    const started = performance.now()
    await Promise.all(Array.from({ length: concurrency }, () => load(url, started + durationMs, result)))
    result.elapsedMs = performance.now() - started
    const sorted = result.latencies.sort((a, b) => a - b)
    const rps = result.requests / (result.elapsedMs / 1000)
    const p50 = percentile(sorted, 50)
    const p99 = percentile(sorted, 99)
    const limits = budget[engine]
    const within = rps >= limits.rps && p99 <= limits.p99Ms && result.failures === 0
    console.log(
      `server ${engine}: visitor create+login+profile, ${concurrency} clients, ${(result.elapsedMs / 1000).toFixed(1)} s: ` +
        `${rps.toFixed(0)} req/s (${(rps / 3).toFixed(0)} visitors/s), p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
        `${result.failures} failed of ${result.requests}`,
    )
    console.log(
      `budget server ${engine}: >= ${limits.rps} req/s and p99 <= ${limits.p99Ms} ms, no failures: ${within ? 'PASS' : 'OVER BUDGET'}`,
    )
  } finally {
    await server.close()
  }
}

await measure({ engine: 'pglite' })
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (postgresUrl) {
  await measure({ engine: 'postgres', url: postgresUrl, schema: `bench_${Date.now().toString(36)}` })
} else console.log('server postgres: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)')

const fanout = fileURLToPath(new URL('./socket-fanout.ts', import.meta.url))
if (existsSync(fanout)) {
  const module = (await import(fanout)) as { run?: () => Promise<void> }
  await module.run?.()
}

// Order placements on PostgreSQL: p99 at a fixed offered load against its budget, the saturation rate, pgbench for
// reference (bench/orders.ts); it prints a note and returns without PostgreSQL.
const orders = (await import(fileURLToPath(new URL('./orders.ts', import.meta.url)))) as {
  run: () => Promise<void>
}
await orders.run()

// Orders on two nodes (WORKERS=2 behind one port, and two separate nodes on one PostgreSQL) with a logout crossing
// them (bench/orders-nodes.ts); a note without PostgreSQL and Redis.
await (await import('./orders-nodes')).run()

// Peer market gambler orders beside the single-bet rate of the same run (bench/market-orders.ts); a note without
// PostgreSQL.
const market = (await import(fileURLToPath(new URL('./market-orders.ts', import.meta.url)))) as {
  run: () => Promise<void>
}
await market.run()

// A crash round with 1,000 socket.io players betting and cashing out (bench/crash-round.ts).
await (await import('./crash-round')).run()

// The soak: a steady mixed load for SOAK_MINUTES (20 by default; 0 skips it), memory, log and ledger verdicts
// (bench/soak.ts).
if (Number(process.env.SOAK_MINUTES ?? 20) > 0) await (await import('./soak')).run()
