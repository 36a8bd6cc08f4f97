// Socket fan-out benchmark (PROTOCOL.md section 5): the real server in its own process with FEED_SPEED=60, 1,000
// socket.io clients on /match/socket subscribed to every match, and the latency of each `odds` batch from the
// server's send time (`sentAt`, the event's second argument) to its arrival. The clients live in two worker
// threads, so the load generator's own parsing queue weighs less on the figure. Loopback only; stops by itself.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import { io, type Socket } from 'socket.io-client'

const clients = Number(process.env.BENCH_FANOUT_CLIENTS ?? 1_000)
const durationMs = Number(process.env.BENCH_FANOUT_MS ?? 20_000)
const workers = Number(process.env.BENCH_FANOUT_WORKERS ?? 2)
const warmupMs = 2_000
const budgetP99Ms = 100
const serverDir = fileURLToPath(new URL('..', import.meta.url))

interface WorkerTask {
  url: string
  session: { uid: string; token: string }
  clients: number
  warmupMs: number
  durationMs: number
}

interface WorkerReport {
  connected: number
  latencies: number[]
  updates: number
}

/** Starts src/main.ts in a child process (same loader flags as this one) and resolves its URL. */
async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...process.execArgv, join(serverDir, 'src/main.ts')], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      FEED_SPEED: '60',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000)
    let buffered = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8')
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) {
        if (!line.includes('"listening"')) continue
        clearTimeout(timer)
        resolve({ url: (JSON.parse(line) as { url: string }).url, child })
      }
    })
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)))
  })
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

function connect(url: string, session: { uid: string; token: string }): Promise<Socket> {
  const socket = io(url, {
    path: '/match/socket',
    transports: ['websocket'],
    query: { ...session, realm: 'alpha', process: 'web' },
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.emit('subscribe', { matchIds: [] })
      resolve(socket)
    })
    socket.once('connect_error', reject)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One worker's share of the clients: connect, listen through the warm-up and the measurement, report. */
async function runClients(task: WorkerTask): Promise<WorkerReport> {
  const sockets: Socket[] = []
  for (let start = 0; start < task.clients; start += 50) {
    const batch = Math.min(50, task.clients - start)
    sockets.push(...(await Promise.all(Array.from({ length: batch }, () => connect(task.url, task.session)))))
  }
  let measuring = false
  const report: WorkerReport = { connected: sockets.length, latencies: [], updates: 0 }
  for (const socket of sockets) {
    socket.on('odds', (batch: unknown[], meta?: { sentAt?: number }) => {
      if (!measuring || typeof meta?.sentAt !== 'number') return
      report.latencies.push(Date.now() - meta.sentAt)
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

/** A worker thread running this file's client half (tsx registered in the thread: workers load TypeScript too). */
function startWorker(task: WorkerTask): Promise<WorkerReport> {
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(import.meta.url)});`
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    workerData: task,
  })
  return new Promise((resolve, reject) => {
    worker.once('message', (report: WorkerReport) => {
      resolve(report)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sportsbook-fanout-'))
  const { url, child } = await startServer(dataDir)
  try {
    const session = await visitor(url)
    const share = Math.ceil(clients / workers)
    const reports = await Promise.all(
      Array.from({ length: workers }, (_, index) =>
        startWorker({
          url,
          session,
          clients: Math.min(share, clients - index * share),
          warmupMs,
          durationMs,
        }),
      ),
    )
    const connected = reports.reduce((sum, report) => sum + report.connected, 0)
    const sorted = reports.flatMap((report) => report.latencies).sort((a, b) => a - b)
    const updates = reports.reduce((sum, report) => sum + report.updates, 0)
    const seconds = durationMs / 1000
    const p99 = percentile(sorted, 99)
    console.log(
      `socket fan-out: ${connected} clients on /match/socket, FEED_SPEED=60, ${seconds.toFixed(1)} s: ` +
        `${sorted.length} odds batches received (${(updates / seconds).toFixed(0)} updates/s over all clients), ` +
        `p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, p99 ${p99} ms`,
    )
    const pass = connected === clients && sorted.length > 0 && p99 <= budgetP99Ms
    console.log(`p99 push latency ${p99} ms (budget ${budgetP99Ms} ms) ${pass ? 'PASS' : 'FAIL'}`)
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, sleep(10_000)])
    if (child.exitCode === null) child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (!isMainThread) {
  parentPort?.postMessage(await runClients(workerData as WorkerTask))
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Run directly: `node --import tsx bench/socket-fanout.ts`.
  await run()
}
