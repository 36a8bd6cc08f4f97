// The players of the crash benchmark (bench/crash-round.ts), in worker threads of two kinds. Listeners hold the
// players' sockets on the crash namespace and record each multiplier push's lag. The player thread makes every
// player's calls (a bet in the betting window, a cash-out in the flight) over a keep-alive connection each
// (bench/http-client.ts), conducted by one socket of its own: a player's answer is read by a thread that is not
// also reading five hundred other players' pushes, as a player's browser would not be.
import { randomUUID } from 'node:crypto'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import type { CrashRound } from '@sportsbook/sdk/protocol'
import { io, type Socket } from 'socket.io-client'
import { KeepAliveConnection } from './http-client'

/** A cash-out is sent this long at most after the flight starts (a flight to 2× lasts about 7 s). */
const cashOutWithinMs = 3_000

export type PlayersTask =
  | { role: 'listen'; url: string; sessions: string[] }
  | { role: 'play'; url: string; sessions: string[]; rounds: number; limitMs: number }

export interface ListenReport {
  connected: number
  pushLags: number[]
}

export interface PlayReport {
  bets: { placed: number; refused: number; codes: Record<string, number> }
  cashOuts: { latencies: number[]; paid: number; refused: number; failed: number }
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

/** Every session's socket, recording the lag of each `tick` (its `at`, the server's clock) between the orders. */
async function listen(task: Extract<PlayersTask, { role: 'listen' }>): Promise<ListenReport> {
  const sockets: Socket[] = []
  for (let start = 0; start < task.sessions.length; start += 50) {
    const batch = task.sessions.slice(start, start + 50)
    sockets.push(...(await Promise.all(batch.map((session) => connect(task.url, session)))))
  }
  const pushLags: number[] = []
  let measuring = false
  for (const socket of sockets) {
    socket.on('tick', (tick: { at: number }) => {
      if (measuring) pushLags.push(Date.now() - tick.at)
    })
  }
  const stopped = new Promise<void>((resolve) => {
    parentPort?.on('message', (order: 'measure' | 'stop') => {
      if (order === 'measure') measuring = true
      else resolve()
    })
  })
  parentPort?.postMessage('ready')
  await stopped
  for (const socket of sockets) socket.close()
  return { connected: sockets.length, pushLags }
}

/** A player's call to the house API: its envelope's code. */
async function house(
  connection: KeepAliveConnection,
  path: string,
  body: Record<string, unknown>,
): Promise<number> {
  const answer = await connection.post(`/games/house/api/${path}`, 'application/json', JSON.stringify(body))
  const code = (JSON.parse(answer.body) as { code?: unknown }).code
  if (typeof code !== 'number') throw new Error(`HTTP ${answer.status}: ${answer.body.slice(0, 80)}`)
  return code
}

/**
 * The play, conducted by the `round` pushes: a bet from every player at a random moment of the betting window,
 * then a cash-out at a random moment of the flight, round after round, until `rounds` rounds have been played.
 */
async function play(task: Extract<PlayersTask, { role: 'play' }>): Promise<PlayReport> {
  const connections = task.sessions.map(() => new KeepAliveConnection(task.url))
  const conductor = await connect(task.url, task.sessions[0]!)
  const report: PlayReport = {
    bets: { placed: 0, refused: 0, codes: {} },
    cashOuts: { latencies: [], paid: 0, refused: 0, failed: 0 },
    flown: 0,
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
          .catch((error: Error) => {
            report.bets.refused += 1
            // The reason is kept: a refusal without an envelope code is the server's or the connection's failure.
            const reason = `failed (${error.message})`
            report.bets.codes[reason] = (report.bets.codes[reason] ?? 0) + 1
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
  conductor.on('round', (round: CrashRound) => {
    const key = `${round.id}:${round.phase}`
    if (seen.has(key)) return
    seen.add(key)
    if (round.phase === 'betting' && betOn.size < task.rounds && round.bettingEndsAt - Date.now() > 2_500) {
      bet(round)
    } else if (round.phase === 'flying' && betOn.has(round.id)) {
      cashOut(round)
      // A round is played once every cash-out was sent and had a second to come back, or at its crash: a flight
      // to a high point may last a minute and would only measure waiting.
      setTimeout(() => played(round.id), cashOutWithinMs + 1_000)
    } else if (round.phase === 'crashed' && betOn.has(round.id)) played(round.id)
  })
  await Promise.race([finished, sleep(task.limitMs)])
  // Answers still travelling are counted before the report leaves.
  await sleep(1_000)
  conductor.close()
  for (const connection of connections) connection.close()
  return report
}

/** A thread running `task` (tsx registered in the thread: workers load TypeScript too). */
export function startPlayers(task: PlayersTask): Worker {
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(import.meta.url)});`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { workerData: task })
}

/** The first message of `worker` that is not `ready`: its report. */
export function reportOf<T>(worker: Worker): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.on('message', (message: T | 'ready') => {
      if (message === 'ready') return
      resolve(message as T)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

/** Resolves once a listener has connected its sockets. */
export function readyOf(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== 'ready') return
      worker.off('message', onMessage)
      resolve()
    }
    worker.on('message', onMessage)
    worker.once('error', reject)
  })
}

if (!isMainThread) {
  const task = workerData as PlayersTask
  parentPort?.postMessage(task.role === 'listen' ? await listen(task) : await play(task))
}
