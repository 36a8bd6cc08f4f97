// Order placement throughput (DESIGN.md section 5): /trade/api/order/create over HTTP (json-nested, token cipher)
// at 200 concurrent clients for about 10 s on PostgreSQL, beside what pgbench reaches on the same machine and
// database with a script of the SQL the server sent for one order (captured from a real order after the run:
// the session lookup, then the order's one statement; bench/orders-pgbench.ts). Skipped with a note without
// TEST_DATABASE_URL or BENCH_DATABASE_URL. The machine's load averages are printed: compare runs under like loads.
import { spawn } from 'node:child_process'
import { createCipheriv, createHash, randomBytes, randomUUID } from 'node:crypto'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { buildServer } from '../src/app'
import { quoteLegs } from '../src/bets/quotes'
import { loadConfig, type ServerConfig } from '../src/config'
import { quoteIdent } from '../src/db/postgres'
import { matchesOf } from '../src/feed/runtime'
import { KeepAliveConnection } from './http-client'
import { captureStatements, createBenchMembers, pgbenchRate, pgbenchScript } from './orders-pgbench'

const clients = 200
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 10_000)
const warmupMs = 1_500
/** pgbench connections: the server's pool size, so both sides have as many database connections. */
const pgbenchClients = 20
const budgetShare = 0.6

const clientInfo = {
  deviceID: 'bench-device',
  pid: '888',
  versionCode: '110',
  versionName: 'v1.0.110',
  os: 'Linux',
  osVersionName: 'Linux',
  osVersionCode: '',
  mac: '',
  deviceModel: 'bench',
  channel: 'bench',
  realm: 'alpha',
  siteNo: '7',
  process: 'web',
  source: '2',
  lang: 'en',
}

interface Session {
  uid: string
  token: string
  memberId: number
}

interface Leg {
  matchId: number
  marketId: number
  selectionId: number
  odds: string
}

async function form<T>(url: string, fields: Record<string, string>): Promise<{ code: number; data: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, ...clientInfo }),
  })
  return (await response.json()) as { code: number; data: T }
}

const keys = new Map<string, Buffer>()

function tokenCipher(token: string, text: string): string {
  const iv = randomBytes(16)
  let key = keys.get(token)
  if (!key) {
    key = createHash('sha256').update(token, 'utf8').digest()
    keys.set(token, key)
  }
  const cipher = createCipheriv('aes-256-cbc', key, iv)
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final()]).toString('base64')
}

async function placeOrder(
  connection: KeepAliveConnection,
  session: Session,
  leg: Leg,
  requestId = randomUUID(),
): Promise<number> {
  const payload = {
    requestId,
    acceptOdds: 'any',
    stake: '1',
    currencyCode: 'DEMO',
    legs: [leg],
  }
  const answer = await connection.post(
    '/trade/api/order/create',
    'application/json',
    JSON.stringify({
      realm: 'alpha',
      process: 'web',
      uid: session.uid,
      token: session.token,
      enc: 'token',
      data: tokenCipher(session.token, JSON.stringify({ ...payload, ...clientInfo })),
    }),
  )
  return (JSON.parse(answer.body) as { code: number }).code
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

export async function run(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!databaseUrl) {
    console.log('orders: skipped (needs PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL)')
    return
  }
  const schema = `bench_orders_${Date.now().toString(36)}`
  const config: ServerConfig = {
    ...loadConfig({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
    port: 0,
    host: '127.0.0.1',
    feedSpeed: 1,
    databaseUrl,
    databaseSchema: schema,
  }
  const server = await buildServer(config)
  try {
    const base = await server.listen()
    const runtime = matchesOf(server.ctx)
    const now = runtime.feed.now()
    // Selections of matches kicking off in more than two hours: open throughout the run.
    const legs: Leg[] = runtime.book
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
    if (legs.length === 0) throw new Error('no open selection to bet on')
    const sessions: Session[] = []
    for (let index = 0; index < clients; index += 10) {
      sessions.push(...(await Promise.all(Array.from({ length: 10 }, () => demoMember(base)))))
    }

    console.log(
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')} (${availableParallelism()} cores)`,
    )
    // The clients run in a worker thread: their CPU is not the server's (pgbench's client is its own process too).
    const cpu = process.cpuUsage()
    const loop = performance.eventLoopUtilization()
    const result = await runClients({ base, sessions, legs, warmupMs, durationMs })
    const used = process.cpuUsage(cpu)
    const busy = performance.eventLoopUtilization(loop).utilization
    const latencies = result.latencies.sort((a, b) => a - b)
    const rate = result.placed / result.elapsed
    console.log(
      `orders postgres: /trade/api/order/create, ${clients} clients, ${result.elapsed.toFixed(1)} s: ${rate.toFixed(0)} orders/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
        `${result.failures} failed of ${latencies.length}; node CPU (server) ${((used.user + used.system) / 1000 / Math.max(1, latencies.length + result.warmed)).toFixed(2)} ms per order, event loop ${(busy * 100).toFixed(0)}% busy; clients ${(result.cpuMs / Math.max(1, latencies.length)).toFixed(2)} ms CPU per order`,
    )
    const failures = result.failures

    // One more order, its statements captured: pgbench runs them (bench/orders-pgbench.ts), as the same members
    // (their accounts exist since the warm-up orders).
    const db = server.ctx.db
    const probeLeg = legs[0]!
    const captured = await captureStatements(db, async () => {
      const connection = new KeepAliveConnection(base)
      const code = await placeOrder(connection, sessions[0]!, probeLeg)
      connection.close()
      if (code !== 0) throw new Error(`the probe order answered ${code}`)
    })
    const currency = await server.ctx.ledger.currencies.get('DEMO')
    const script = pgbenchScript(captured, {
      currency: currency!,
      legs: quoteLegs(runtime, [probeLeg]),
      members: sessions.length,
    })
    await createBenchMembers(
      db,
      sessions.map((session) => session.memberId),
    )
    const count = async () =>
      Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]?.n ?? 0)
    const before = await count()
    const tps = await pgbenchRate(databaseUrl, schema, script, {
      clients: pgbenchClients,
      seconds: Math.round(durationMs / 1000),
    })
    // pgbench must really place orders (a conflict or a short balance would write nothing, and cost less).
    const placedByPgbench = (await count()) - before
    console.log(
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')} (${availableParallelism()} cores)`,
    )
    if (tps === null) {
      console.log(`orders/s ${rate.toFixed(0)} vs pgbench: not measured (set PGBENCH or put pgbench on PATH)`)
      return
    }
    console.log(
      `pgbench: the order's SQL (${captured.length} statements, -M extended), ${pgbenchClients} connections: ${tps.toFixed(0)} tps, ${placedByPgbench} orders placed`,
    )
    const share = rate / tps
    console.log(
      `orders/s ${rate.toFixed(0)} vs pgbench ${tps.toFixed(0)}: ${(share * 100).toFixed(0)}% (budget >= ${budgetShare * 100}%) ${
        share >= budgetShare && failures === 0 ? 'PASS' : 'FAIL'
      }`,
    )
  } finally {
    await server.close()
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`)
    await client.end()
  }
}

interface ClientsInput {
  base: string
  sessions: Session[]
  legs: Leg[]
  warmupMs: number
  durationMs: number
}

interface ClientsResult {
  placed: number
  failures: number
  warmed: number
  latencies: number[]
  elapsed: number
  /** CPU ms the clients used in the measured window. */
  cpuMs: number
}

/** Runs the clients in a child process (this file with ORDERS_BENCH_CLIENTS set): input on stdin, result on stdout. */
function runClients(input: ClientsInput): Promise<ClientsResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, ORDERS_BENCH_CLIENTS: '1' },
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the bench clients exited with ${code}`))
      else resolve(JSON.parse(output) as ClientsResult)
    })
    child.stdin.end(JSON.stringify(input))
  })
}

async function readStdin(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) text += chunk
  return text
}

/** The worker: every client places orders one after another, warm-up first, then the measured window. */
async function clientsMain(input: ClientsInput): Promise<ClientsResult> {
  const result: ClientsResult = { placed: 0, failures: 0, warmed: 0, latencies: [], elapsed: 0, cpuMs: 0 }
  const connections = input.sessions.map(() => new KeepAliveConnection(input.base))
  const loop = async (session: Session, index: number, until: number, record: boolean) => {
    const connection = connections[index]!
    let turn = index
    while (performance.now() < until) {
      const started = performance.now()
      const code = await placeOrder(connection, session, input.legs[turn % input.legs.length]!)
      turn += input.sessions.length
      if (!record) {
        result.warmed += 1
        continue
      }
      result.latencies.push(performance.now() - started)
      if (code === 0) result.placed += 1
      else result.failures += 1
    }
  }
  const warm = performance.now() + input.warmupMs
  await Promise.all(input.sessions.map((session, index) => loop(session, index, warm, false)))
  const started = performance.now()
  const cpu = process.cpuUsage()
  await Promise.all(
    input.sessions.map((session, index) => loop(session, index, started + input.durationMs, true)),
  )
  result.elapsed = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  result.cpuMs = (used.user + used.system) / 1000
  for (const connection of connections) connection.close()
  return result
}

if (process.env.ORDERS_BENCH_CLIENTS) {
  process.stdout.write(JSON.stringify(await clientsMain(JSON.parse(await readStdin()) as ClientsInput)))
} else if (import.meta.url === `file://${process.argv[1]}`) {
  await run()
}
