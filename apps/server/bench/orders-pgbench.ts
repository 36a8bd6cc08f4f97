// The pgbench side of bench/orders.ts: a script of the SQL the server sends for one order, statement for
// statement, captured from a real order (so the script cannot drift from the server), and pgbench's rate on it.
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type NewOrder, orderLead } from '../src/bets/order-statement'
import type { QuotedLeg } from '../src/bets/quotes'
import type { Database, QueryOptions } from '../src/db'
import type { Currency } from '../src/ledger/currencies'
import { transferStatement } from '../src/ledger/transfer-statement'

export interface Statement {
  sql: string
  params: unknown[]
  /** Sent as a named prepared statement (QueryOptions.prepare). */
  prepared: boolean
}

/** Runs `work` and returns every statement sent through `db.query` meanwhile (a transaction's are not seen). */
export async function captureStatements(db: Database, work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = []
  const query = db.query
  ;(db as { query: Database['query'] }).query = <T>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => {
    statements.push({ sql, params: params ?? [], prepared: options?.prepare === true })
    return query.call(db, sql, params, options) as Promise<T[]>
  }
  try {
    await work()
  } finally {
    ;(db as { query: Database['query'] }).query = query
  }
  return statements
}

/** A value that differs per order: pgbench sets it per transaction (`:name`). */
class Varying {
  constructor(readonly name: string) {}
}

/**
 * The pgbench script, its constants (`-D`) and its protocol (`-M`) from the statements one order sent: the order's
 * one statement (order, legs, transfer, entries, balances), after the session lookup when the server did not
 * remember the session (SessionStore.remember). Per transaction pgbench picks a member (`:n`) and a fresh
 * requestId (`:rid`); the member's id and account ids come from the session lookup's row, or without one from
 * scalar subqueries of bench_members inside the order statement (still one round trip, as the server's). Every
 * other parameter is the probe order's value, sent as a parameter as node-postgres sends it; a NULL is written
 * NULL. The server prepares its statements once per connection, so pgbench does too (-M prepared).
 * Throws when the server sent anything else: the script must mirror what the server does.
 */
export function pgbenchScript(
  captured: Statement[],
  probe: { currency: Currency; legs: QuotedLeg[]; members: number },
): PgbenchScript {
  const session = captured.find((statement) => /\bFROM sessions s\b/.test(statement.sql))
  const order = captured.find((statement) => statement.sql.startsWith('WITH ledger_entry'))
  if (!order || captured.length !== (session ? 2 : 1)) {
    throw new Error(
      `an order sent ${captured.length} statement(s) through db.query, not one order statement (after the ` +
        `session lookup or not): update bench/orders-pgbench.ts so that pgbench runs what the server runs\n${captured
          .map((statement) => statement.sql.split('\n')[0])
          .join('\n')}`,
    )
  }
  if (captured.some((statement) => statement.prepared !== captured[0]!.prepared)) {
    throw new Error('the server prepared one of the statements and not the other: pgbench runs all one way')
  }
  // The same builders with the varying values marked tell which parameter is which.
  const marked = markedOrderStatement(probe.currency, probe.legs)
  if (marked.sql !== order.sql || marked.params.length !== order.params.length) {
    throw new Error('the order statement is not the one bench/orders-pgbench.ts rebuilds: update it')
  }
  const defines: string[] = []
  const text = order.sql.replace(/\$(\d+)/g, (_, digits: string) => {
    const index = Number(digits) - 1
    const mark = marked.params[index]
    if (mark instanceof Varying)
      return session || mark.name === 'rid' ? `:${mark.name}` : memberColumn(mark.name)
    if (Array.isArray(mark)) return session ? ':ids' : memberColumn('ids')
    const value = order.params[index]
    if (value === null || value === undefined) return 'NULL'
    defines.push('-D', `p${digits}=${String(value)}`)
    return `:p${digits}`
  })
  const header = `\\set n random(1, ${probe.members})
\\set rid random(1, 9000000000000000000)
`
  const protocol = order.prepared ? 'prepared' : 'extended'
  if (!session) return { script: `${header}${text};\n`, defines, protocol }
  const lookup = session.sql.replace(/\$1\b/g, 'b.token_hash')
  if (/\$\d/.test(lookup))
    throw new Error('the session lookup takes more than the token hash: update the bench')
  const script = `${header}SELECT q.*, b.macc, b.eacc, b.ids FROM bench_members b CROSS JOIN LATERAL (
${lookup}
) q WHERE b.n = :n \\gset
${text};
`
  return { script, defines, protocol }
}

/** A value of the transaction's bench member, read inside the order statement: `id` is its member id. */
function memberColumn(name: string): string {
  return `(SELECT ${name === 'id' ? 'member_id' : name} FROM bench_members WHERE n = :n)`
}

export interface PgbenchScript {
  script: string
  defines: string[]
  protocol: 'prepared' | 'extended'
}

function markedOrderStatement(currency: Currency, legs: QuotedLeg[]) {
  const order: NewOrder = {
    memberId: new Varying('id') as unknown as number,
    requestId: new Varying('rid') as unknown as string,
    requestHash: '',
    kind: legs.length === 1 ? 'single' : 'parlay',
    status: 'open',
    acceptAt: null,
    acceptFeedFrom: null,
    acceptOdds: 'any',
    currency,
    stake: 1n,
    odds: 100n,
    potentialReturn: 1n,
    activityId: null,
    createdAt: 0,
    legs,
  }
  return transferStatement({
    entries: [
      { accountId: new Varying('macc') as unknown as number, amount: '-1' },
      { accountId: new Varying('eacc') as unknown as number, amount: '1' },
    ],
    kind: 'bet-stake',
    memo: '',
    idempotencyKey: null,
    currencyCode: currency.code,
    signature: '',
    lead: orderLead(order),
  })
}

/** The bench members with what pgbench needs per member: its token hash and DEMO account ids. */
export async function createBenchMembers(db: Database, memberIds: number[]): Promise<void> {
  await db.query(
    `CREATE TABLE bench_members AS
     SELECT row_number() OVER (ORDER BY m.id)::int AS n, m.id AS member_id,
       (SELECT token_hash FROM sessions s WHERE s.member_id = m.id ORDER BY s.id DESC LIMIT 1) AS token_hash,
       ma.id AS macc, ea.id AS eacc, '{' || least(ma.id, ea.id) || ',' || greatest(ma.id, ea.id) || '}' AS ids
     FROM members m
     JOIN ledger_accounts ma ON ma.member_id = m.id AND ma.kind = 'member' AND ma.currency_code = 'DEMO' AND ma.ref = ''
     JOIN ledger_accounts ea ON ea.member_id = m.id AND ea.kind = 'escrow' AND ea.currency_code = 'DEMO' AND ea.ref = 'bets'
     WHERE m.id = ANY($1::bigint[])`,
    [memberIds],
  )
  await db.query('CREATE UNIQUE INDEX ON bench_members (n)')
}

/** Runs pgbench with the script against the schema; its tps, or null when pgbench is missing or fails. */
export async function pgbenchRate(
  databaseUrl: string,
  schema: string,
  script: PgbenchScript,
  options: { clients: number; seconds: number },
): Promise<number | null> {
  const binary = process.env.PGBENCH ?? 'pgbench'
  const dir = await mkdtemp(join(tmpdir(), 'sportsbook-pgbench-'))
  try {
    const file = join(dir, 'order.sql')
    await writeFile(file, script.script)
    const url = new URL(databaseUrl)
    const result = spawnSync(
      binary,
      [
        '-n',
        '-M',
        script.protocol,
        '-f',
        file,
        ...script.defines,
        '-c',
        String(options.clients),
        '-j',
        '2',
        '-T',
        String(options.seconds),
        '-h',
        url.hostname,
        '-p',
        url.port || '5432',
        '-U',
        decodeURIComponent(url.username || 'postgres'),
        url.pathname.slice(1),
      ],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          PGOPTIONS: `-c search_path=${schema}`,
          ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
        },
      },
    )
    if (result.error || result.status !== 0) {
      console.log(
        `pgbench (${binary}) failed: ${result.error?.message ?? result.stderr.trim().split('\n').slice(-3).join(' | ')}`,
      )
      return null
    }
    const failed = /number of failed transactions: (\d+)/.exec(result.stdout)
    if (failed && Number(failed[1]) > 0) console.log(`pgbench: ${failed[1]} failed transactions`)
    const tps = /tps = ([\d.]+)/.exec(result.stdout)
    return tps ? Number(tps[1]) : null
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
