// Crash benchmark (PROTOCOL.md section 10, crash): 1,000 players on the crash namespace, each betting in the
// betting window and cashing out at a random moment of the flight, over a few rounds. It prints the p99 of the
// cash-out answers (budget 50 ms; a refusal after the crash is an answer too) and of the multiplier pushes' lag
// (`tick`'s `at`, the server's clock, to its arrival; budget 100 ms). The budgets are PostgreSQL's (BENCH_DATABASE_URL
// or TEST_DATABASE_URL), as the order benchmarks' are: a thousand players in one room is an operator's load, and
// PGlite, the embedded default, runs every statement on the server's own thread, one at a time, so its figures
// are printed for reference only. The server runs in this process; the players live in worker threads
// (bench/crash-players.ts): their sockets in BENCH_CRASH_WORKERS listeners, their calls in a thread of their own. It
// prints the server thread's event loop delay and GC pauses too. Loopback only; each engine's run stops after
// BENCH_CRASH_ROUNDS flown rounds or BENCH_CRASH_MS, whichever comes first. A round counts once every cash-out
// was sent and answered, or at its crash.
import { randomUUID } from 'node:crypto'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { createGameSession } from '../src/games/game-sessions'
import { crashGame } from '../src/games/house/house-provider'
import { gameWalletAccount } from '../src/games/wallet'
import { insertMember, upgradeVisitor } from '../src/members/members'
import { type BenchServer, startBenchServer } from './bench-server'
import { type ListenReport, type PlayReport, readyOf, reportOf, startPlayers } from './crash-players'
import { watchLoopPauses } from './loop-pauses'

const players = Number(process.env.BENCH_CRASH_PLAYERS ?? 1_000)
const rounds = Number(process.env.BENCH_CRASH_ROUNDS ?? 3)
const limitMs = Number(process.env.BENCH_CRASH_MS ?? 120_000)
const workers = Number(process.env.BENCH_CRASH_WORKERS ?? 2)
const budget = { cashOutP99Ms: 50, pushLagP99Ms: 100 }

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
  await measure('pglite')
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (databaseUrl) await measure('postgres', databaseUrl)
  else console.log('budget crash: skipped (needs PostgreSQL: set TEST_DATABASE_URL or BENCH_DATABASE_URL)')
}

async function measure(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<void> {
  const server = await startBenchServer(
    databaseUrl
      ? { engine: 'postgres', url: databaseUrl, schema: `bench_crash_${Date.now().toString(36)}` }
      : { engine: 'pglite' },
  )
  try {
    const sessions = await crashSessions(server, players)

    const share = Math.ceil(players / workers)
    const listeners = Array.from({ length: workers }, (_, index) =>
      startPlayers({
        role: 'listen',
        url: server.url,
        sessions: sessions.slice(index * share, (index + 1) * share),
      }),
    )
    const listened = Promise.all(listeners.map((listener) => reportOf<ListenReport>(listener)))
    await Promise.all(listeners.map(readyOf))
    for (const listener of listeners) listener.postMessage('measure')
    const stopWatching = watchLoopPauses()
    const play = await reportOf<PlayReport>(
      startPlayers({ role: 'play', url: server.url, sessions, rounds, limitMs }),
    )
    for (const listener of listeners) listener.postMessage('stop')
    const listens = await listened
    const pauses = stopWatching()
    const connected = listens.reduce((sum, report) => sum + report.connected, 0)
    const cashOuts = play.cashOuts.latencies.sort((a, b) => a - b)
    const lags = listens.flatMap((report) => report.pushLags).sort((a, b) => a - b)
    const flown = play.flown
    const cashOutP99 = percentile(cashOuts, 99)
    // Why bets were refused: 4001 is a bet that arrived after the betting window.
    const refusals = Object.entries(play.bets.codes)
      .map(([code, count]) => `${count} × ${code}`)
      .join(', ')
    const lagP99 = percentile(lags, 99)
    console.log(
      `crash ${engine}: ${connected} players on ${crashGame.code}, ${flown} rounds played: ` +
        `${play.bets.placed} bets placed (${play.bets.refused} refused${refusals ? `: ${refusals}` : ''}), ` +
        `${cashOuts.length} cash-outs answered (${play.cashOuts.paid} paid, ` +
        `${play.cashOuts.refused} after the crash, ${play.cashOuts.failed} failed): ` +
        `p50 ${percentile(cashOuts, 50).toFixed(1)} ms, p99 ${cashOutP99.toFixed(1)} ms; ` +
        `${lags.length} multiplier pushes received: lag p50 ${percentile(lags, 50)} ms, p99 ${lagP99} ms`,
    )
    const complete = connected === players && flown >= rounds && cashOuts.length > 0 && lags.length > 0
    const incomplete = complete
      ? ''
      : ` (incomplete: ${connected} of ${players} connected, ${flown} of ${rounds} rounds)`
    const load = `; load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`
    if (engine === 'pglite') {
      console.log(
        `for reference, crash pglite (no verdict: the budgets are PostgreSQL's): cash-out answer p99 ` +
          `${cashOutP99.toFixed(1)} ms, multiplier push lag p99 ${lagP99} ms${incomplete}${load}`,
      )
    } else {
      const answersPass = complete && cashOutP99 <= budget.cashOutP99Ms
      const lagPass = complete && lagP99 <= budget.pushLagP99Ms
      console.log(
        `budget crash postgres: cash-out answer p99 ${cashOutP99.toFixed(1)} ms (budget ${budget.cashOutP99Ms} ms) ` +
          `${answersPass ? 'PASS' : 'OVER BUDGET'}; multiplier push lag p99 ${lagP99} ms ` +
          `(budget ${budget.pushLagP99Ms} ms) ${lagPass ? 'PASS' : 'OVER BUDGET'}${incomplete}${load}`,
      )
    }
    console.log(`crash ${engine} server: ${pauses}`)
  } finally {
    await server.close()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Run directly: `node --conditions=source --import tsx bench/crash-round.ts`.
  await run()
}
