// The saturation rate beside pgbench, for reference (bench/orders.ts): pgbench runs the SQL the server sent for
// one order (captured from a real order: its one statement, after the session lookup unless the server
// remembered the session; bench/orders-pgbench.ts) on the same database and cores. No verdict: pgbench does only
// the database's part of an order and takes the same two cores, so the share moves with how they are split
// (tooling/bench/RESULTS.md).
import { quoteLegs } from '../src/bets/quotes'
import { matchesOf } from '../src/feed/runtime'
import type { BenchServer } from './bench-server'
import { loadAverage } from './figures'
import { KeepAliveConnection } from './http-client'
import { type Leg, placeOrder, type Session } from './order-clients'
import { captureStatements, createBenchMembers, pgbenchRate, pgbenchScript } from './orders-pgbench'

/**
 * One more order, its statements captured, from `probe` (a server in this process); pgbench runs them
 * (bench/orders-pgbench.ts) as the same members (their accounts exist since the measured orders).
 */
export async function compareWithPgbench(input: {
  probe: BenchServer
  database: { engine: 'postgres'; url: string; schema: string }
  sessions: Session[]
  legs: Leg[]
  rate: number
  /** The server's database connections: pgbench gets as many. */
  connections: number
  /** Whether the measured server remembers sessions (a node alone): if not, the probe must not either. */
  remembersSessions: boolean
  durationMs: number
}): Promise<void> {
  const { probe, database, sessions, rate, durationMs } = input
  const { db, ledger, sessions: store } = probe.server.ctx
  // Several measured processes (Redis) read every order's session: the probe, a node alone, would not.
  if (!input.remembersSessions) store.remember(0)
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
  console.log(
    `for reference, saturation orders/s ${rate.toFixed(0)} are ${((rate / tps) * 100).toFixed(0)}% of pgbench's ` +
      `${tps.toFixed(0)} tps (no verdict: pgbench runs only the database's part, on the same cores)`,
  )
  if (script.protocol !== 'prepared') return
  // The same script with every statement parsed and planned again (-M extended): what preparing them is worth.
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
