// Order placement throughput (DESIGN.md section 5): /trade/api/order/create over HTTP (json-nested, token cipher)
// at 200 concurrent clients for about 10 s on PostgreSQL, beside what pgbench reaches on the same machine and
// database with a script of the SQL the server sent for one order (captured from a real order after the run:
// the session lookup, then the order's one statement; bench/orders-pgbench.ts), and for reference, with no
// verdict, beside pgbench's rate on the same script when every statement is parsed and planned again (-M extended,
// as the server ran before it prepared its statements). Skipped with a note without
// TEST_DATABASE_URL or BENCH_DATABASE_URL. The machine's load averages are printed: compare runs under like loads.
//
// The measured server is the one in this process that also made the set-up (members, open selections) and
// places the captured order; BENCH_WORKERS=n measures instead n server processes on one port as main.ts runs
// them with WORKERS (several need Redis: BENCH_REDIS_URL or TEST_REDIS_URL), between a set-up server and a
// capture server in this process on the same schema.
import { availableParallelism, loadavg } from 'node:os'
import { quoteLegs } from '../src/bets/quotes'
import { loadConfig } from '../src/config'
import { matchesOf } from '../src/feed/runtime'
import {
  type BenchServer,
  benchConfig,
  dropSchema,
  type ProcessUsage,
  type ServerProcesses,
  startBenchServer,
  startServerProcesses,
} from './bench-server'
import { KeepAliveConnection } from './http-client'
import { clientInfo, type Leg, placeOrder, runClients, type Session } from './order-clients'
import { captureStatements, createBenchMembers, pgbenchRate, pgbenchScript } from './orders-pgbench'

const clients = 200
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 10_000)
const warmupMs = 1_500
const budgetShare = 0.6

function loadAverage(): string {
  return `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (${availableParallelism()} cores)`
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

async function form<T>(url: string, fields: Record<string, string>): Promise<{ code: number; data: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, ...clientInfo }),
  })
  return (await response.json()) as { code: number; data: T }
}

/** A demo member per client (try-play: 10,000 DEMO each, no password hashing in the set-up). */
async function demoMember(base: string): Promise<Session> {
  const visitor = await form<{ uid: string; token: string }>(`${base}/app/api/visitor/create`, {
    lang: 'en',
    uid: '',
    token: '',
  })
  const demo = await form<{ uid: string; token: string; memberId: number }>(
    `${base}/app/api/member/create/try-play/account`,
    { ...visitor.data, lang: 'en' },
  )
  if (demo.code !== 0) throw new Error(`try-play failed: ${demo.code}`)
  return demo.data
}

/** Selections of matches kicking off in more than two hours: open throughout the run. */
function openLegs(runtime: ReturnType<typeof matchesOf>): Leg[] {
  const now = runtime.feed.now()
  return runtime.book
    .all()
    .filter((match) => match.status === 'upcoming' && match.startTime > now + 2 * 3_600_000)
    .flatMap((match) =>
      match.markets
        .filter((market) => market.status === 'open' && market.main)
        .flatMap((market) =>
          market.selections.map((selection) => ({
            matchId: match.id,
            marketId: market.id,
            selectionId: selection.id,
            odds: selection.odds,
          })),
        ),
    )
}

/** Summed CPU ms and the share of wall time the event loops were busy, between two usage readings. */
function usageBetween(before: ProcessUsage[], after: ProcessUsage[]): { cpuMs: number; busy: number } {
  let cpuMs = 0
  let busy = 0
  after.forEach((end, index) => {
    const start = before[index]!
    cpuMs += end.cpuMs - start.cpuMs
    const active = end.loop.active - start.loop.active
    busy += active / Math.max(1, active + end.loop.idle - start.loop.idle) / after.length
  })
  return { cpuMs, busy }
}

/** BENCH_WORKERS: 0 (default) serves from this process, as the benchmark always has; n: n server processes. */
function serverWorkers(redisUrl: string | undefined): number {
  const workers = Number(process.env.BENCH_WORKERS ?? 0)
  if (workers > 1 && !redisUrl) {
    console.log('orders: one server process (several need Redis: set TEST_REDIS_URL or BENCH_REDIS_URL)')
    return 1
  }
  return workers
}

/** The server measured in this process: its CPU and event loop are this process's (the clients run elsewhere). */
function thisProcess(url: string): ServerProcesses {
  const usage = (): ProcessUsage => {
    const cpu = process.cpuUsage()
    const loop = performance.eventLoopUtilization()
    return { cpuMs: (cpu.user + cpu.system) / 1000, loop: { idle: loop.idle, active: loop.active } }
  }
  return { url, usage: async () => [usage()], close: async () => {} }
}

export async function run(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!databaseUrl) {
    console.log('orders: skipped (needs PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL)')
    return
  }
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL
  const workers = serverWorkers(redisUrl)
  const schema = `bench_orders_${Date.now().toString(36)}`
  const database = { engine: 'postgres', url: databaseUrl, schema, keep: true } as const
  // Set-up: the members and the selections, from a server in this process (measured too with BENCH_WORKERS=0).
  let local: BenchServer | null = await startBenchServer(database)
  try {
    const legs = openLegs(matchesOf(local.server.ctx))
    if (legs.length === 0) throw new Error('no open selection to bet on')
    const sessions: Session[] = []
    for (let index = 0; index < clients; index += 10) {
      sessions.push(...(await Promise.all(Array.from({ length: 10 }, () => demoMember(local!.url)))))
    }

    // The measured server, the clients in a process of their own.
    const serverEnv: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      FEED_SEED: String(benchConfig().feedSeed),
      WORKERS: String(Math.max(1, workers)),
      ...(workers > 1 && redisUrl ? { REDIS_URL: redisUrl } : {}),
    }
    // pgbench gets as many connections as the server's processes hold together.
    const connections = loadConfig({ ...process.env, ...serverEnv }).databasePoolSize * Math.max(1, workers)
    if (workers > 0) {
      await local.close()
      local = null
    }
    const servers = local ? thisProcess(local.url) : await startServerProcesses(workers, serverEnv)
    console.log(loadAverage())
    let result: Awaited<ReturnType<typeof runClients>>
    let used: ReturnType<typeof usageBetween>
    try {
      const before = await servers.usage()
      result = await runClients({ base: servers.url, sessions, legs, warmupMs, durationMs })
      used = usageBetween(before, await servers.usage())
    } finally {
      await servers.close()
    }
    const latencies = result.latencies.sort((a, b) => a - b)
    const rate = result.placed / result.elapsed
    const where = workers > 0 ? `${workers} server process(es)` : 'server in the bench process'
    console.log(
      `orders postgres: /trade/api/order/create, ${clients} clients, ${where}, ${result.elapsed.toFixed(1)} s: ` +
        `${rate.toFixed(0)} orders/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
        `${result.failures} failed of ${latencies.length}; node CPU (server) ${(used.cpuMs / Math.max(1, latencies.length + result.warmed)).toFixed(2)} ms per order, ` +
        `event loop ${(used.busy * 100).toFixed(0)}% busy; clients ${(result.cpuMs / Math.max(1, latencies.length)).toFixed(2)} ms CPU per order`,
    )
    // The capture needs a server in this process: the measured one, or a new one on the same schema.
    local ??= await startBenchServer(database)
    await compareWithPgbench({
      probe: local,
      database,
      sessions,
      legs,
      rate,
      failures: result.failures,
      connections,
    })
  } finally {
    await local?.close()
    await dropSchema(databaseUrl, schema)
  }
}

/**
 * One more order, its statements captured, from `probe` (a server in this process); pgbench runs them
 * (bench/orders-pgbench.ts) as the same members (their accounts exist since the measured orders).
 */
async function compareWithPgbench(input: {
  probe: BenchServer
  database: { engine: 'postgres'; url: string; schema: string }
  sessions: Session[]
  legs: Leg[]
  rate: number
  failures: number
  /** The server's database connections: pgbench gets as many. */
  connections: number
}): Promise<void> {
  const { probe, database, sessions, rate } = input
  const { db, ledger } = probe.server.ctx
  const probeLeg = input.legs[0]!
  const connection = new KeepAliveConnection(probe.url)
  const probeOrder = async () => {
    const code = await placeOrder(connection, sessions[0]!, probeLeg)
    if (code !== 0) throw new Error(`the probe order answered ${code}`)
  }
  // The first order of a member on a fresh server also looks up its account ids (cached from then on, as on
  // the measured server after its first orders): the second one is what every measured order sent.
  await probeOrder()
  const captured = await captureStatements(db, probeOrder)
  connection.close()
  const currency = await ledger.currencies.get('DEMO')
  const script = pgbenchScript(captured, {
    currency: currency!,
    legs: quoteLegs(matchesOf(probe.server.ctx), [probeLeg]),
    members: sessions.length,
  })
  await createBenchMembers(
    db,
    sessions.map((session) => session.memberId),
  )
  const count = async () =>
    Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]?.n ?? 0)
  const before = await count()
  const tps = await pgbenchRate(database.url, database.schema, script, {
    clients: input.connections,
    seconds: Math.round(durationMs / 1000),
  })
  // pgbench must really place orders (a conflict or a short balance would write nothing, and cost less).
  const placedByPgbench = (await count()) - before
  console.log(loadAverage())
  if (tps === null) {
    console.log(`orders/s ${rate.toFixed(0)} vs pgbench: not measured (set PGBENCH or put pgbench on PATH)`)
    return
  }
  console.log(
    `pgbench: the order's SQL (${captured.length} statements, -M ${script.protocol}), ${input.connections} connections: ${tps.toFixed(0)} tps, ${placedByPgbench} orders placed`,
  )
  const share = rate / tps
  console.log(
    `orders/s ${rate.toFixed(0)} vs pgbench ${tps.toFixed(0)}: ${(share * 100).toFixed(0)}% (budget >= ${budgetShare * 100}%) ${
      share >= budgetShare && input.failures === 0 ? 'PASS' : 'FAIL'
    }`,
  )
  if (script.protocol !== 'prepared') return
  // For reference, not the verdict: the same script with every statement parsed and planned again (-M extended),
  // as the server ran before it prepared its statements (apps/server/README.md weighs the two).
  const extended = await pgbenchRate(
    database.url,
    database.schema,
    { ...script, protocol: 'extended' },
    { clients: input.connections, seconds: Math.round(durationMs / 1000) },
  )
  if (extended !== null) {
    console.log(
      `for reference, pgbench -M extended (each statement parsed and planned every time): ${extended.toFixed(0)} tps; ` +
        `orders/s ${rate.toFixed(0)} are ${((rate / extended) * 100).toFixed(0)}% of it (no verdict)`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run()
