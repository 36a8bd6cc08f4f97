// Order placement as users feel it (DESIGN.md section 5), on PostgreSQL, through /trade/api/order/create over HTTP
// (json-nested, token cipher):
// - at a fixed offered load (open loop, BENCH_ORDER_RATE orders/s, default 1,000, for BENCH_FIXED_SECONDS, default
//   10): p50 and p99 from each order's due time (bench/fixed-load.ts), and the server's CPU per order; the budget
//   is p99 <= 50 ms with every order answered;
// - then the saturation rate: 200 clients sending again as soon as answered for BENCH_DURATION_MS (10 s);
// - then, for reference with no verdict, that rate beside pgbench's on the SQL of one order
//   (bench/orders-reference.ts).
// Skipped with a note without TEST_DATABASE_URL or BENCH_DATABASE_URL. Loopback only; the count of orders and the
// time are bounded. The machine's load averages are printed: compare runs under like loads.
//
// The measured server is the one in this process that also made the set-up (members, open selections) and
// places the captured order; BENCH_WORKERS=n measures instead n server processes on one port as main.ts runs
// them with WORKERS (several need Redis: BENCH_REDIS_URL or TEST_REDIS_URL), between a set-up server and a
// capture server in this process on the same schema.
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
import { loadAverage, percentile } from './figures'
import { watchLoopPauses } from './loop-pauses'
import { clientInfo, type Leg, runClients, runFixedLoad, type Session } from './order-clients'
import { compareWithPgbench } from './orders-reference'

const clients = 200
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 10_000)
const warmupMs = 1_500
/** What users feel: at this offered rate, the 99th percentile from each order's due time. */
const fixedLoad = {
  rate: Number(process.env.BENCH_ORDER_RATE ?? 1_000),
  seconds: Number(process.env.BENCH_FIXED_SECONDS ?? 10),
  p99BudgetMs: 50,
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
export async function demoMember(base: string): Promise<Session> {
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
export function openLegs(runtime: ReturnType<typeof matchesOf>): Leg[] {
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

/** The measured servers; `inProcess` when the server is this process (its event loop's pauses can be watched). */
type MeasuredServers = ServerProcesses & { inProcess?: boolean }

/** The server measured in this process: its CPU and event loop are this process's (the clients run elsewhere). */
function thisProcess(url: string): MeasuredServers {
  const usage = (): ProcessUsage => {
    const cpu = process.cpuUsage()
    const loop = performance.eventLoopUtilization()
    return { cpuMs: (cpu.user + cpu.system) / 1000, loop: { idle: loop.idle, active: loop.active } }
  }
  return { url, usage: async () => [usage()], close: async () => {}, inProcess: true }
}

/** The fixed offered load (open loop): what users feel, against the budget. */
async function measureFixedLoad(servers: MeasuredServers, sessions: Session[], legs: Leg[], where: string) {
  // A cold server (code not yet optimised, connections not yet open) would be measured on its first orders.
  await runClients({ base: servers.url, sessions, legs, warmupMs, durationMs: 0 })
  console.log(loadAverage())
  const before = await servers.usage()
  const pauses = servers.inProcess ? watchLoopPauses() : null
  const result = await runFixedLoad({
    base: servers.url,
    sessions,
    legs,
    rate: fixedLoad.rate,
    seconds: fixedLoad.seconds,
    connections: clients,
    drainMs: 10_000,
  })
  const used = usageBetween(before, await servers.usage())
  const loop = pauses?.()
  const fromDue = result.fromDue.sort((a, b) => a - b)
  const fromSend = result.fromSend.sort((a, b) => a - b)
  const p99 = percentile(fromDue, 99)
  const answered = result.answered + result.failures
  console.log(
    `orders postgres at a fixed load: ${fixedLoad.rate} orders/s offered for ${fixedLoad.seconds} s (open loop), ${where}: ` +
      `${(answered / result.elapsed).toFixed(0)} answered/s; from each order's due time p50 ${percentile(fromDue, 50).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms, max ${(fromDue.at(-1) ?? 0).toFixed(1)} ms (from its send p99 ${percentile(fromSend, 99).toFixed(1)} ms); ` +
      `${result.failures} failed, ${result.unanswered} unanswered of ${result.offered}; ` +
      `server CPU ${(used.cpuMs / Math.max(1, answered)).toFixed(2)} ms per order, event loop ${(used.busy * 100).toFixed(0)}% busy`,
  )
  console.log(`p99 from the due time, second by second: ${bySecond(result.fromDueByOrder).join(', ')}`)
  if (loop) console.log(`server ${loop}`)
  const within = p99 <= fixedLoad.p99BudgetMs && result.failures === 0 && result.unanswered === 0
  console.log(
    `budget orders at ${fixedLoad.rate}/s: p99 <= ${fixedLoad.p99BudgetMs} ms from the due time, every order answered: ${
      within ? 'PASS' : 'OVER BUDGET'
    }`,
  )
}

/** The p99 (ms) of the orders due in each second of the run: a stall shows as the seconds it spoiled. */
function bySecond(fromDueByOrder: (number | null)[]): string[] {
  const seconds: string[] = []
  for (let first = 0; first < fromDueByOrder.length; first += fixedLoad.rate) {
    const window = fromDueByOrder.slice(first, first + fixedLoad.rate)
    const answered = window.filter((ms): ms is number => typeof ms === 'number').sort((a, b) => a - b)
    const unanswered = window.length - answered.length
    seconds.push(
      `${percentile(answered, 99).toFixed(0)}${unanswered > 0 ? ` (${unanswered} unanswered)` : ''}`,
    )
  }
  return seconds
}

/** As many orders as the server answers: its saturation rate; returns it. */
async function measureSaturation(servers: ServerProcesses, sessions: Session[], legs: Leg[], where: string) {
  console.log(loadAverage())
  const before = await servers.usage()
  const result = await runClients({ base: servers.url, sessions, legs, warmupMs, durationMs })
  const used = usageBetween(before, await servers.usage())
  const latencies = result.latencies.sort((a, b) => a - b)
  const rate = result.placed / result.elapsed
  console.log(
    `orders postgres at saturation: ${clients} clients, ${where}, ${result.elapsed.toFixed(1)} s: ` +
      `${rate.toFixed(0)} orders/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `${result.failures} failed of ${latencies.length}; server CPU ${(used.cpuMs / Math.max(1, latencies.length + result.warmed)).toFixed(2)} ms per order, ` +
      `event loop ${(used.busy * 100).toFixed(0)}% busy; clients ${(result.cpuMs / Math.max(1, latencies.length)).toFixed(2)} ms CPU per order`,
  )
  return rate
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
    const servers: MeasuredServers = local
      ? thisProcess(local.url)
      : await startServerProcesses(workers, serverEnv)
    const where = workers > 0 ? `${workers} server process(es)` : 'server in the bench process'
    let rate: number
    try {
      await measureFixedLoad(servers, sessions, legs, where)
      rate = await measureSaturation(servers, sessions, legs, where)
    } finally {
      await servers.close()
    }
    // The capture needs a server in this process: the measured one, or a new one on the same schema.
    local ??= await startBenchServer(database)
    await compareWithPgbench({
      probe: local,
      database,
      sessions,
      legs,
      rate,
      connections,
      durationMs,
      remembersSessions: workers <= 1,
    })
  } finally {
    await local?.close()
    await dropSchema(databaseUrl, schema)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run()
