// Soak benchmark (issue 27): the server as src/main.ts runs it, in a process of its own, under a steady mixed load
// (bench/soak-load.ts) for SOAK_MINUTES (20 by default), on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (Redis too with BENCH_REDIS_URL), else on PGlite. Three verdicts:
// - resident memory flat: the median of the last minute at most 10% over the median around minute five (a
//   quarter of a shorter run), when the caches and pools have filled;
// - no error in the server's log (level error or fatal), every request logged at info;
// - every order the server accepted has its stake in the ledger, every cash out its payout, and the ledger
//   balances (each transfer sums to zero, each account's balance is its entries' sum), read once the server stopped.
// Loopback only. Run alone: `node --conditions=source --import tsx bench/soak.ts` (or at the end of `pnpm bench`).
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db'
import { defaultRateLimits } from '../src/http/rate-limit-rules'
import { dropSchema } from './bench-server'
import { loadAverage } from './figures'
import { startServerChild } from './server-child'
import { type SoakRates, type SoakTally, startSoakLoad } from './soak-load'

const minutes = Number(process.env.SOAK_MINUTES ?? 20)
const rates: SoakRates = {
  visitors: Number(process.env.SOAK_VISITORS ?? 5),
  orders: Number(process.env.SOAK_ORDERS ?? 30),
  cashOuts: Number(process.env.SOAK_CASH_OUTS ?? 2),
  sockets: Number(process.env.SOAK_SOCKETS ?? 200),
  socketChurn: Number(process.env.SOAK_SOCKET_CHURN ?? 1),
}
const sampleMs = 10_000
const growthBudget = 0.1

interface LogFindings {
  lines: number
  errors: string[]
  warnings: string[]
}

/** Counts the log's errors and warnings, keeping the first few of each to print. */
function readLogLine(line: string, findings: LogFindings): void {
  findings.lines += 1
  let entry: { level?: number; msg?: string; err?: { message?: string } }
  try {
    entry = JSON.parse(line)
  } catch {
    findings.errors.push(`not a JSON log line: ${line.slice(0, 200)}`)
    return
  }
  const text = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`
  if ((entry.level ?? 0) >= 50) findings.errors.push(text)
  else if (entry.level === 40) findings.warnings.push(text)
}

/** The process's resident memory in MiB (Linux's /proc). */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1])
  return kib / 1024
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What the ledger says of the soak's orders, read with the server stopped. */
async function ledgerFindings(env: Record<string, string>, tally: SoakTally) {
  const db = await openDatabase(loadConfig(env))
  try {
    const missing = async (kind: string, ids: number[]) => {
      const [row] = await db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM unnest($1::bigint[]) AS o(id) WHERE NOT EXISTS
           (SELECT 1 FROM ledger_transfers t WHERE t.order_id = o.id AND t.kind = $2)`,
        [ids, kind],
      )
      return Number(row?.count)
    }
    const [unbalanced] = await db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM
         (SELECT transfer_id FROM ledger_entries GROUP BY transfer_id HAVING sum(amount) <> 0) AS t`,
    )
    const [drifted] = await db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM
         (SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
          GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(sum(e.amount), 0)) AS t`,
    )
    return {
      stakesMissing: await missing('bet-stake', tally.acceptedOrders),
      cashOutsMissing: await missing('cash-out', tally.cashedOut),
      unbalanced: Number(unbalanced?.count),
      drifted: Number(drifted?.count),
    }
  } finally {
    await db.close()
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

export async function run(): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  const dataDir = await mkdtemp(join(tmpdir(), 'sportsbook-soak-'))
  const schema = `soak_${Date.now().toString(36)}`
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    FEED_SPEED: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: postgresUrl ?? '',
    DATABASE_SCHEMA: postgresUrl ? schema : '',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
    WORKERS: '1',
    // Every client calls from one address: a production limit would measure the limit.
    RATE_LIMITS: Object.keys(defaultRateLimits)
      .map((name) => `${name}=1000000/1m`)
      .join(','),
  }
  const log: LogFindings = { lines: 0, errors: [], warnings: [] }
  const server = await startServerChild({
    entry: 'src/main.ts',
    env,
    onLine: (line) => readLogLine(line, log),
    // PGlite's first start (initdb, the migrations) takes a minute or more on a busy machine.
    startTimeoutMs: 240_000,
  })
  const pid = server.child.pid!
  const engine = postgresUrl ? 'PostgreSQL' : 'PGlite'
  console.log(
    `soak: ${minutes} min on ${engine}${env.REDIS_URL ? ' with Redis' : ''}, ${rates.visitors} visitors/s, ` +
      `${rates.orders} orders/s, ${rates.cashOuts} cash outs/s, ${rates.sockets} match sockets ` +
      `(${rates.socketChurn} replaced/s); ${loadAverage()}`,
  )
  const samples: { atMs: number; mib: number }[] = []
  let tally: SoakTally | undefined
  try {
    const load = await startSoakLoad(server.url, rates)
    tally = load.tally
    const started = performance.now()
    const endMs = minutes * 60_000
    while (performance.now() - started < endMs) {
      await sleep(sampleMs)
      const atMs = performance.now() - started
      samples.push({ atMs, mib: residentMiB(pid) })
      if (samples.length % 6 === 0) {
        const calls = Object.values(tally.calls).reduce((sum, count) => sum + count, 0)
        console.log(
          `soak ${(atMs / 60_000).toFixed(0)} min: resident ${samples.at(-1)!.mib.toFixed(0)} MiB, ` +
            `${calls} calls answered, ${tally.acceptedOrders.length} orders, ${log.errors.length} log errors; ` +
            loadAverage(),
        )
      }
    }
    await load.stop()
  } finally {
    await server.stop()
  }

  const baselineAt = Math.min(5 * 60_000, (minutes * 60_000) / 4)
  const baseline = median(
    samples.filter((sample) => Math.abs(sample.atMs - baselineAt) <= 30_000).map((s) => s.mib),
  )
  const last = median(samples.filter((sample) => sample.atMs >= (minutes - 1) * 60_000).map((s) => s.mib))
  const growth = last / baseline - 1
  const ledger = await ledgerFindings(env, tally!)
  if (postgresUrl) await dropSchema(postgresUrl, schema)
  await rm(dataDir, { recursive: true, force: true })

  console.log(`soak calls answered: ${JSON.stringify(tally!.calls)}`)
  console.log(
    `soak other answers: ${JSON.stringify(tally!.codes)}; transport errors ${JSON.stringify(tally!.transportErrors)}; ` +
      `${tally!.socketsOpened} sockets opened, ${tally!.oddsBatches} odds batches received`,
  )
  console.log(
    `soak resident memory: ${baseline.toFixed(0)} MiB at ${(baselineAt / 60_000).toFixed(0)} min, ` +
      `${last.toFixed(0)} MiB in the last minute (${(growth * 100).toFixed(1)}%; budget ${growthBudget * 100}%) ` +
      verdict(growth <= growthBudget),
  )
  for (const text of log.warnings.slice(0, 5)) console.log(`  warning: ${text}`)
  for (const text of log.errors.slice(0, 5)) console.log(`  error: ${text}`)
  console.log(
    `soak log: ${log.lines} lines, ${log.warnings.length} warnings, ${log.errors.length} errors ` +
      verdict(log.errors.length === 0),
  )
  console.log(
    `soak ledger: ${tally!.acceptedOrders.length} accepted orders (${ledger.stakesMissing} without their stake), ` +
      `${tally!.cashedOut.length} cash outs (${ledger.cashOutsMissing} without their payout), ` +
      `${ledger.unbalanced} unbalanced transfers, ${ledger.drifted} accounts off their entries ` +
      verdict(
        ledger.stakesMissing + ledger.cashOutsMissing + ledger.unbalanced + ledger.drifted === 0 &&
          tally!.acceptedOrders.length > 0,
      ),
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run()
