// Orders on two nodes (issue 27), on PostgreSQL with Redis between the nodes, in two layouts:
// - `WORKERS=2`: two server processes behind one port (node:cluster, as main.ts runs them);
// - two separate nodes: two server processes on ports of their own (as two machines behind a balancer would be),
//   each offered half of the orders;
// each at BENCH_ORDER_RATE orders/s (default 1,000) offered for BENCH_FIXED_SECONDS (default 10) in an open loop,
// p99 from each order's due time against its 50 ms budget, every order answered; then a logout on one node and, at
// once, the same token on the other node, which must be refused (403). Skipped with a note without PostgreSQL and
// Redis. The full rate needs a quiet machine: on a shared two-core one run it smaller (BENCH_ORDER_RATE=100).
import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { matchesOf } from '../src/feed/runtime'
import { benchConfig, dropSchema, startBenchServer, startServerProcesses } from './bench-server'
import { loadAverage, percentile } from './figures'
import { clientInfo, type Leg, runClients, runFixedLoad, type Session } from './order-clients'
import { demoMember, openLegs } from './orders'

const rate = Number(process.env.BENCH_ORDER_RATE ?? 1_000)
const seconds = Number(process.env.BENCH_FIXED_SECONDS ?? 10)
const p99BudgetMs = 50
const clients = 200
const forbidden = 403

/** A server node of its own (bench/server-process.ts) on its own port; resolves its URL. */
function startNode(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  })
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url?: string }) => resolve({ url: String(message.url), child }))
    child.once('exit', (code) => reject(new Error(`a bench node exited with ${code}`)))
  })
}

function stopNode(node: { child: ChildProcess }): Promise<void> {
  return new Promise((resolve) => {
    if (node.child.exitCode !== null) return resolve()
    node.child.once('exit', () => resolve())
    node.child.send('stop')
  })
}

async function form(url: string, fields: Record<string, string>): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, ...clientInfo }),
  })
  return ((await response.json()) as { code: number }).code
}

/** The offered load split over `urls` (each its share of the sessions and of the rate), the answers merged. */
async function fixedLoadOver(
  urls: string[],
  sessions: Session[],
  legs: Leg[],
  layout: string,
): Promise<boolean> {
  const share = Math.ceil(sessions.length / urls.length)
  // Warm: the code optimised and the connections open before the measured window.
  await Promise.all(
    urls.map((base, index) =>
      runClients({
        base,
        sessions: sessions.slice(index * share, (index + 1) * share),
        legs,
        warmupMs: 1_500,
        durationMs: 0,
      }),
    ),
  )
  console.log(loadAverage())
  const results = await Promise.all(
    urls.map((base, index) =>
      runFixedLoad({
        base,
        sessions: sessions.slice(index * share, (index + 1) * share),
        legs,
        rate: rate / urls.length,
        seconds,
        connections: Math.ceil(clients / urls.length),
        drainMs: 10_000,
      }),
    ),
  )
  const fromDue = results.flatMap((result) => result.fromDue).sort((a, b) => a - b)
  const failures = results.reduce((sum, result) => sum + result.failures, 0)
  const unanswered = results.reduce((sum, result) => sum + result.unanswered, 0)
  const offered = results.reduce((sum, result) => sum + result.offered, 0)
  const p99 = percentile(fromDue, 99)
  console.log(
    `orders on two nodes, ${layout}: ${rate} orders/s offered for ${seconds} s (open loop): from each order's due ` +
      `time p50 ${percentile(fromDue, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(fromDue.at(-1) ?? 0).toFixed(1)} ms; ` +
      `${failures} failed, ${unanswered} unanswered of ${offered}`,
  )
  const within = p99 <= p99BudgetMs && failures === 0 && unanswered === 0
  console.log(
    `budget orders on two nodes (${layout}) at ${rate}/s: p99 <= ${p99BudgetMs} ms, every order answered: ${within ? 'PASS' : 'OVER BUDGET'}`,
  )
  return within
}

/** Logs a fresh member out on the first node and calls the second with its token at once: refused, and how fast. */
async function logoutCrossesNodes(first: string, second: string, layout: string): Promise<void> {
  const member = await demoMember(first)
  const session = { uid: member.uid, token: member.token }
  const before = await form(`${second}/app/api/member/profile`, session)
  const loggedOut = await form(`${first}/app/api/member/logout`, session)
  const started = performance.now()
  const after = await form(`${second}/app/api/member/profile`, session)
  const ms = performance.now() - started
  const refused = before === 0 && loggedOut === 0 && after === forbidden
  console.log(
    `logout on one node, ${layout}: the other node answered ${after} to the same token ${ms.toFixed(1)} ms later ` +
      `(before the logout ${before}): ${refused ? 'PASS' : 'FAIL'}`,
  )
}

export async function run(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL
  if (!databaseUrl || !redisUrl) {
    console.log(
      'orders on two nodes: skipped (needs PostgreSQL and Redis: TEST_DATABASE_URL and TEST_REDIS_URL)',
    )
    return
  }
  const schema = `bench_nodes_${Date.now().toString(36)}`
  const database = { engine: 'postgres', url: databaseUrl, schema, keep: true } as const
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    FEED_SEED: String(benchConfig().feedSeed),
  }
  try {
    // Set-up from a server in this process: the members and the selections.
    const local = await startBenchServer(database)
    let legs: Leg[]
    const sessions: Session[] = []
    try {
      legs = openLegs(matchesOf(local.server.ctx))
      if (legs.length === 0) throw new Error('no open selection to bet on')
      for (let index = 0; index < clients; index += 10) {
        sessions.push(...(await Promise.all(Array.from({ length: 10 }, () => demoMember(local.url)))))
      }
    } finally {
      await local.close()
    }

    const workers = await startServerProcesses(2, { ...env, WORKERS: '2' })
    try {
      await fixedLoadOver([workers.url], sessions, legs, 'WORKERS=2 behind one port')
      // One port: the two calls may land on either process, as a balancer's would.
      await logoutCrossesNodes(workers.url, workers.url, 'WORKERS=2 behind one port')
    } finally {
      await workers.close()
    }

    const nodes = await Promise.all([startNode(env), startNode(env)])
    try {
      const urls = nodes.map((node) => node.url)
      await fixedLoadOver(urls, sessions, legs, 'two separate nodes on one PostgreSQL')
      await logoutCrossesNodes(urls[0]!, urls[1]!, 'two separate nodes')
    } finally {
      await Promise.all(nodes.map(stopNode))
    }
  } finally {
    await dropSchema(databaseUrl, schema)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run()
