// Crash benchmark (PROTOCOL.md section 10, crash): 1,000 players on the crash namespace, each betting in the
// betting window and cashing out at a random moment of the flight, over a few rounds. It prints the p99 of the
// cash-out answers (budget 50 ms; a refusal after the crash is an answer too) and of the multiplier pushes' lag
// (`tick`'s `at`, the server's clock, to its arrival; budget 100 ms). The server runs in this process on PGlite
// (PostgreSQL with BENCH_DATABASE_URL); the players live in two worker threads, so their parsing weighs less on the
// server's figures, and each calls over a keep-alive connection of its own (bench/http-client.ts). It prints the
// server thread's event loop delay and GC pauses too. Loopback only; it stops after BENCH_CRASH_ROUNDS flown rounds
// or BENCH_CRASH_MS, whichever comes first. A round counts once every cash-out was sent and answered, or at its
// crash.
import { randomUUID } from 'node:crypto'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import type { CrashRound } from '@sportsbook/sdk/protocol'
import { io, type Socket } from 'socket.io-client'
import { createGameSession } from '../src/games/game-sessions'
import { crashGame } from '../src/games/house/house-provider'
import { gameWalletAccount } from '../src/games/wallet'
import { insertMember, upgradeVisitor } from '../src/members/members'
import { type BenchServer, startBenchServer } from './bench-server'
import { KeepAliveConnection } from './http-client'
import { watchLoopPauses } from './loop-pauses'

const players = Number(process.env.BENCH_CRASH_PLAYERS ?? 1_000)
const rounds = Number(process.env.BENCH_CRASH_ROUNDS ?? 3)
const limitMs = Number(process.env.BENCH_CRASH_MS ?? 120_000)
const workers = Number(process.env.BENCH_CRASH_WORKERS ?? 2)
/** A cash-out is sent this long at most after the flight starts (a flight to 2× lasts about 7 s). */
const cashOutWithinMs = 3_000
const budget = { cashOutP99Ms: 50, pushLagP99Ms: 100 }

interface WorkerTask {
  url: string
  sessions: string[]
  rounds: number
  limitMs: number
}

interface WorkerReport {
  connected: number
  bets: { placed: number; refused: number; codes: Record<string, number> }
  cashOuts: { latencies: number[]; paid: number; refused: number; failed: number }
  pushLags: number[]
  /** Rounds with bets played out: crashed, or every cash-out sent and answered. */
  flown: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function connect(url: string, session: string): Promise<Socket> {
  const socket = io(`${url}/games/house/crash`, {
    path: '/app/socket',
    transports: ['websocket'],
    auth: { session },
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

/** A player's calls to the house API over its own keep-alive connection (bench/http-client.ts: fetch's client
 * cost the players' threads more CPU than the server spent on the calls, on the same two cores). */
async function house(
  connection: KeepAliveConnection,
  path: string,
  body: Record<string, unknown>,
): Promise<number> {
  const answer = await connection.post(`/games/house/api/${path}`, 'application/json', JSON.stringify(body))
  return (JSON.parse(answer.body) as { code: number }).code
}

/**
 * One worker's players: every socket records the lag of each multiplier push; the first one's `round` pushes
 * conduct the play (a bet from every player at a random moment of the betting window, then a cash-out at a random
 * moment of the flight), round after round, until `rounds` rounds with bets have crashed.
 */
async function runPlayers(task: WorkerTask): Promise<WorkerReport> {
  const sockets: Socket[] = []
  const connections = task.sessions.map(() => new KeepAliveConnection(task.url))
  for (let start = 0; start < task.sessions.length; start += 50) {
    const batch = task.sessions.slice(start, start + 50)
    sockets.push(...(await Promise.all(batch.map((session) => connect(task.url, session)))))
  }
  const report: WorkerReport = {
    connected: sockets.length,
    bets: { placed: 0, refused: 0, codes: {} },
    cashOuts: { latencies: [], paid: 0, refused: 0, failed: 0 },
    pushLags: [],
    flown: 0,
  }
  let measuring = false
  for (const socket of sockets) {
    socket.on('tick', (tick: { at: number }) => {
      if (measuring) report.pushLags.push(Date.now() - tick.at)
    })
  }
  const betOn = new Map<number, boolean[]>()
  const seen = new Set<string>()
  let finish: () => void = () => undefined
  const finished = new Promise<void>((resolve) => {
    finish = resolve
  })

  const bet = (round: CrashRound) => {
    const placed = task.sessions.map(() => false)
    betOn.set(round.id, placed)
    const window = Math.max(0, round.bettingEndsAt - Date.now() - 1_500)
    task.sessions.forEach((session, index) => {
      setTimeout(() => {
        void house(connections[index]!, 'crash/bet', { session, stake: '1', requestId: randomUUID() })
          .then((code) => {
            placed[index] = code === 0
            if (code === 0) report.bets.placed += 1
            else {
              report.bets.refused += 1
              report.bets.codes[code] = (report.bets.codes[code] ?? 0) + 1
            }
          })
          .catch(() => {
            report.bets.refused += 1
            report.bets.codes.failed = (report.bets.codes.failed ?? 0) + 1
          })
      }, Math.random() * window)
    })
  }
  const cashOut = (round: CrashRound) => {
    const placed = betOn.get(round.id) ?? []
    task.sessions.forEach((session, index) => {
      if (!placed[index]) return
      setTimeout(() => {
        const started = performance.now()
        void house(connections[index]!, 'crash/cashout', { session, roundId: round.id })
          .then((code) => {
            report.cashOuts.latencies.push(performance.now() - started)
            if (code === 0) report.cashOuts.paid += 1
            else report.cashOuts.refused += 1
          })
          .catch(() => {
            report.cashOuts.failed += 1
          })
      }, Math.random() * cashOutWithinMs)
    })
  }

  const done = new Set<number>()
  const played = (roundId: number) => {
    if (done.has(roundId)) return
    done.add(roundId)
    report.flown += 1
    if (report.flown >= task.rounds) finish()
  }

  const conductor = sockets[0]
  conductor?.on('round', (round: CrashRound) => {
    const key = `${round.id}:${round.phase}`
    if (seen.has(key)) return
    seen.add(key)
    if (round.phase === 'betting' && betOn.size < task.rounds && round.bettingEndsAt - Date.now() > 2_500) {
      measuring = true
      bet(round)
    } else if (round.phase === 'flying' && betOn.has(round.id)) {
      cashOut(round)
      // A round is played once every cash-out was sent and had a second to come back, or at its crash: a flight
      // to a high point may last a minute and would only measure waiting.
      setTimeout(() => played(round.id), cashOutWithinMs + 1_000)
    } else if (round.phase === 'crashed' && betOn.has(round.id)) played(round.id)
  })
  await Promise.race([finished, sleep(task.limitMs)])
  measuring = false
  // Answers still travelling are counted before the report leaves.
  await sleep(1_000)
  for (const socket of sockets) socket.close()
  for (const connection of connections) connection.close()
  return report
}

/** A worker thread running this file's player half (tsx registered in the thread: workers load TypeScript too). */
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

/** Registered members of the first brand with 1,000 USD in the house game wallet, each with a crash session. */
async function crashSessions(server: BenchServer, count: number): Promise<string[]> {
  const { db, ledger } = server.server.ctx
  const sessions: string[] = []
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, async () => {
      const visitor = await insertMember(db, {
        productNo: 800000,
        kind: 'visitor',
        languageCode: 'en',
        currencyCode: 'USD',
      })
      // The players never log in: a placeholder hash stands where a password's would be.
      const member = await upgradeVisitor(db, visitor, {
        account: `crash${randomUUID().replace(/-/g, '').slice(0, 12)}`,
        pwdHash: 'bench',
        languageCode: 'en',
        invitedBy: null,
      })
      await ledger.transferNow({
        kind: 'operator-credit',
        entries: [
          { account: { kind: 'external', currency: 'USD' }, amount: '-1000' },
          { account: gameWalletAccount(member.id, 'USD', 'house'), amount: '1000' },
        ],
      })
      return createGameSession(db, {
        memberId: member.id,
        provider: 'house',
        gameId: crashGame.id,
        currencyCode: 'USD',
      })
    })
    sessions.push(...(await Promise.all(batch)))
  }
  return sessions
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

export async function run(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL
  const server = await startBenchServer(
    databaseUrl
      ? { engine: 'postgres', url: databaseUrl, schema: `bench_crash_${Date.now().toString(36)}` }
      : { engine: 'pglite' },
  )
  const engine = databaseUrl ? 'postgres' : 'pglite'
  try {
    const sessions = await crashSessions(server, players)

    const share = Math.ceil(players / workers)
    const stopWatching = watchLoopPauses()
    const reports = await Promise.all(
      Array.from({ length: workers }, (_, index) =>
        startWorker({
          url: server.url,
          sessions: sessions.slice(index * share, (index + 1) * share),
          rounds,
          limitMs,
        }),
      ),
    )
    const pauses = stopWatching()
    const connected = reports.reduce((sum, report) => sum + report.connected, 0)
    const sum = (pick: (report: WorkerReport) => number) =>
      reports.reduce((total, report) => total + pick(report), 0)
    const cashOuts = reports.flatMap((report) => report.cashOuts.latencies).sort((a, b) => a - b)
    const lags = reports.flatMap((report) => report.pushLags).sort((a, b) => a - b)
    const flown = Math.min(...reports.map((report) => report.flown))
    const cashOutP99 = percentile(cashOuts, 99)
    // Why bets were refused: 4001 is a bet that arrived after the betting window.
    const betCodes = new Map<string, number>()
    for (const report of reports)
      for (const [code, count] of Object.entries(report.bets.codes))
        betCodes.set(code, (betCodes.get(code) ?? 0) + count)
    const refusals = [...betCodes].map(([code, count]) => `${count} × ${code}`).join(', ')
    const lagP99 = percentile(lags, 99)
    console.log(
      `crash ${engine}: ${connected} players on ${crashGame.code}, ${flown} rounds played: ` +
        `${sum((r) => r.bets.placed)} bets placed (${sum((r) => r.bets.refused)} refused${refusals ? `: ${refusals}` : ''}), ` +
        `${cashOuts.length} cash-outs answered (${sum((r) => r.cashOuts.paid)} paid, ` +
        `${sum((r) => r.cashOuts.refused)} after the crash, ${sum((r) => r.cashOuts.failed)} failed): ` +
        `p50 ${percentile(cashOuts, 50).toFixed(1)} ms, p99 ${cashOutP99.toFixed(1)} ms; ` +
        `${lags.length} multiplier pushes received: lag p50 ${percentile(lags, 50)} ms, p99 ${lagP99} ms`,
    )
    const complete = connected === players && flown >= rounds && cashOuts.length > 0 && lags.length > 0
    const answersPass = complete && cashOutP99 <= budget.cashOutP99Ms
    const lagPass = complete && lagP99 <= budget.pushLagP99Ms
    console.log(
      `budget crash ${engine}: cash-out answer p99 ${cashOutP99.toFixed(1)} ms (budget ${budget.cashOutP99Ms} ms) ` +
        `${answersPass ? 'PASS' : 'OVER BUDGET'}; multiplier push lag p99 ${lagP99} ms ` +
        `(budget ${budget.pushLagP99Ms} ms) ${lagPass ? 'PASS' : 'OVER BUDGET'}` +
        (complete
          ? ''
          : ` (incomplete: ${connected} of ${players} connected, ${flown} of ${rounds} rounds)`) +
        `; load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`,
    )
    console.log(`crash ${engine} server: ${pauses}`)
  } finally {
    await server.close()
  }
}

if (!isMainThread) {
  parentPort?.postMessage(await runPlayers(workerData as WorkerTask))
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Run directly: `node --conditions=source --import tsx bench/crash-round.ts`.
  await run()
}
