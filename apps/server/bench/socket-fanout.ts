// Socket fan-out benchmark (PROTOCOL.md section 5, issue 27): the real server in its own process
// (bench/fanout-server.ts) whose book moves BENCH_FANOUT_PRICES prices a second (2,000 by default), 5,000
// socket.io clients on /match/socket (BENCH_FANOUT_CLIENTS), each following a list page's worth of matches
// (BENCH_FANOUT_FOLLOW, 20 by default; 0 = every match, the subscription of `matchIds: []`), each client's window
// of the matches starting further along, and two latencies: each
// `odds` batch from the server's send time (`sentAt`, the event's second argument) to its arrival, and from the
// price change itself (its `seq`, the wall time at FEED_SPEED=1; each match's oldest change in a batch) to its arrival,
// which adds the batcher's gathering window. The clients live in worker threads, so the load generator's own
// parsing queue weighs less on the figure. Loopback only; stops by itself. The full scale needs a quiet machine:
// on a shared two-core one the load generator's parsing alone is the bottleneck.

import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { io, type Socket } from 'socket.io-client'
import { dropSchema } from './bench-server'
import { type ServerChild, startServerChild } from './server-child'

const clients = Number(process.env.BENCH_FANOUT_CLIENTS ?? 5_000)
const pricesPerSecond = Number(process.env.BENCH_FANOUT_PRICES ?? 2_000)
const durationMs = Number(process.env.BENCH_FANOUT_MS ?? 20_000)
const workers = Number(process.env.BENCH_FANOUT_WORKERS ?? 2)
const follow = Number(process.env.BENCH_FANOUT_FOLLOW ?? 20)
const warmupMs = 2_000
const budgetP99Ms = 100

interface WorkerTask {
  url: string
  session: { uid: string; token: string }
  /** What each client follows: the i-th client of all the matches from position `first + i`, `follow` of them. */
  matchIds: number[]
  first: number
  clients: number
  warmupMs: number
  durationMs: number
}

interface WorkerReport {
  connected: number
  /** Send to arrival, per batch. */
  latencies: number[]
  /** Each match's oldest price change in a batch to its arrival. */
  changeLatencies: number[]
  updates: number
}

/** PostgreSQL for the server when BENCH_DATABASE_URL names one (a schema of its own), else PGlite. */
const postgresUrl = process.env.BENCH_DATABASE_URL
const schema = `bench_fanout_${Date.now().toString(36)}`

/** Starts bench/fanout-server.ts in a child process of its own; its moving matches come with its `listening` line. */
async function startServer(dataDir: string): Promise<ServerChild & { matchIds: number[] }> {
  const server = await startServerChild({
    entry: 'bench/fanout-server.ts',
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: postgresUrl ?? '',
      DATABASE_SCHEMA: postgresUrl ? schema : '',
      REDIS_URL: '',
      // Feed time is wall time: a change's seq says when it was made.
      FEED_SPEED: '1',
      PRICE_RATE: String(pricesPerSecond),
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
  })
  return { ...server, matchIds: (server.listening.matchIds as number[] | undefined) ?? [] }
}

/** The matches client `index` follows: a window of `follow` of them, or all (an empty list) when `follow` is 0. */
function followed(task: WorkerTask, index: number): number[] {
  if (follow <= 0 || task.matchIds.length === 0) return []
  const from = (task.first + index) % task.matchIds.length
  return Array.from(
    { length: Math.min(follow, task.matchIds.length) },
    (_, offset) => task.matchIds[(from + offset) % task.matchIds.length] as number,
  )
}

async function visitor(url: string): Promise<{ uid: string; token: string }> {
  const response = await fetch(`${url}/app/api/visitor/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ lang: 'en', uid: '', token: '', realm: 'alpha', process: 'web' }),
  })
  const answer = (await response.json()) as { code: number; data: { uid: string; token: string } }
  if (answer.code !== 0) throw new Error(`visitor create answered ${answer.code}`)
  return answer.data
}

function connect(url: string, session: { uid: string; token: string }, matchIds: number[]): Promise<Socket> {
  const socket = io(url, {
    path: '/match/socket',
    transports: ['websocket'],
    query: { ...session, realm: 'alpha', process: 'web' },
    reconnection: false,
    forceNew: true,
    // Thousands of handshakes queue on the server: a client may wait its turn longer than socket.io's 20 s.
    timeout: 120_000,
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.emit('subscribe', { matchIds })
      resolve(socket)
    })
    socket.once('connect_error', reject)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One worker's share of the clients: connect them all and say so, then, once told to (the prices then move), listen
 * through the warm-up and the measurement, and report.
 */
async function runClients(task: WorkerTask, started: Promise<unknown>): Promise<WorkerReport> {
  const sockets: Socket[] = []
  for (let start = 0; start < task.clients; start += 50) {
    const batch = Math.min(50, task.clients - start)
    const connecting = Array.from({ length: batch }, (_, offset) =>
      connect(task.url, task.session, followed(task, start + offset)),
    )
    sockets.push(...(await Promise.all(connecting)))
  }
  parentPort?.postMessage({ connected: sockets.length })
  await started
  let measuring = false
  const report: WorkerReport = { connected: sockets.length, latencies: [], changeLatencies: [], updates: 0 }
  for (const socket of sockets) {
    socket.on('odds', (batch: { seq: number; matchId: number }[], meta?: { sentAt?: number }) => {
      if (!measuring || typeof meta?.sentAt !== 'number') return
      const now = Date.now()
      report.latencies.push(now - meta.sentAt)
      // Each match's oldest change: an event to a socket that follows every match carries the whole flush, and the
      // oldest of all its matches would say more of how the flush is grouped than of the path.
      const oldest = new Map<number, number>()
      for (const update of batch) {
        if (update.seq < (oldest.get(update.matchId) ?? Number.POSITIVE_INFINITY)) {
          oldest.set(update.matchId, update.seq)
        }
      }
      for (const seq of oldest.values()) report.changeLatencies.push(now - seq)
      report.updates += batch.length
    })
  }
  await sleep(task.warmupMs)
  measuring = true
  await sleep(task.durationMs)
  measuring = false
  for (const socket of sockets) socket.close()
  return report
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

interface ClientsWorker {
  /** Resolves once the worker's clients are all connected. */
  connected: Promise<void>
  /** Starts its warm-up and measurement. */
  measure(): void
  report: Promise<WorkerReport>
}

/** A worker thread running this file's client half (tsx registered in the thread: workers load TypeScript too). */
function startWorker(task: WorkerTask): ClientsWorker {
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(import.meta.url)});`
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    workerData: task,
  })
  let connected: () => void = () => {}
  const report = new Promise<WorkerReport>((resolve, reject) => {
    worker.on('message', (message: WorkerReport | { connected: number }) => {
      if (!('latencies' in message)) return connected()
      resolve(message)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
  return {
    connected: new Promise<void>((resolve) => {
      connected = resolve
    }),
    measure: () => worker.postMessage('measure'),
    report,
  }
}

export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sportsbook-fanout-'))
  const server = await startServer(dataDir)
  const { url, matchIds } = server
  try {
    const session = await visitor(url)
    const share = Math.ceil(clients / workers)
    const started = Array.from({ length: workers }, (_, index) =>
      startWorker({
        url,
        session,
        matchIds,
        first: index * share,
        clients: Math.min(share, clients - index * share),
        warmupMs,
        durationMs,
      }),
    )
    await Promise.all(started.map((worker) => worker.connected))
    server.child.kill('SIGUSR2')
    for (const worker of started) worker.measure()
    const reports = await Promise.all(started.map((worker) => worker.report))
    const connected = reports.reduce((sum, report) => sum + report.connected, 0)
    const sorted = reports.flatMap((report) => report.latencies).sort((a, b) => a - b)
    const changes = reports.flatMap((report) => report.changeLatencies).sort((a, b) => a - b)
    const updates = reports.reduce((sum, report) => sum + report.updates, 0)
    const seconds = durationMs / 1000
    const p99 = percentile(sorted, 99)
    const changeP99 = percentile(changes, 99)
    const perClient = connected > 0 ? updates / seconds / connected : 0
    console.log(
      `socket fan-out (${postgresUrl ? 'PostgreSQL' : 'PGlite'}): ${connected} clients on /match/socket following ` +
        `${follow > 0 ? `${Math.min(follow, matchIds.length)} of ${matchIds.length} matches each` : 'every match'}, ` +
        `${pricesPerSecond} price changes/s, ` +
        `${seconds.toFixed(1)} s, load average ${loadavg()[0]?.toFixed(2)}: ${sorted.length} odds batches received ` +
        `(${perClient.toFixed(0)} updates/s per client), send to arrival p50 ${percentile(sorted, 50)} ms, ` +
        `p95 ${percentile(sorted, 95)} ms, p99 ${p99} ms; change to arrival p50 ${percentile(changes, 50)} ms, ` +
        `p99 ${changeP99} ms`,
    )
    const complete = connected === clients && sorted.length > 0
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')
    console.log(
      `p99 push latency ${p99} ms (budget ${budgetP99Ms} ms) ${verdict(complete && p99 <= budgetP99Ms)}`,
    )
    console.log(
      `p99 price change to arrival ${changeP99} ms (budget ${budgetP99Ms} ms, the batcher's window included) ` +
        verdict(complete && changeP99 <= budgetP99Ms),
    )
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
    if (postgresUrl) await dropSchema(postgresUrl, schema)
  }
}

if (!isMainThread) {
  const told = new Promise((resolve) => parentPort?.once('message', resolve))
  parentPort?.postMessage(await runClients(workerData as WorkerTask, told))
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Run directly: `node --import tsx bench/socket-fanout.ts`.
  await run()
}
