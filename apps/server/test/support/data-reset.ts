import type { Database, Queryable } from '../../src/db'
import { type BookMatch, type MatchBook, wireCentreIncident } from '../../src/matches/book'
import { saveMatches } from '../../src/matches/match-rows'

/**
 * What a server starts with and keeps: the record of its migrations, the currencies, the feed's world (its
 * in-memory book mirrors these rows) and the crash rounds (the crash engine keeps the latest one in memory).
 */
const startingTables = new Set([
  'schema_migrations',
  'currencies',
  'feed_state',
  'leagues',
  'teams',
  'matches',
  'match_markets',
  'match_selections',
  'match_incidents',
  'match_centres',
  'crash_rounds',
  // Written from BRANDS at start (account/kyc/identity.ts).
  'brand_identity_rules',
])

/**
 * Empties what members, operators and requests made (every table but the starting ones), so that a test file
 * finds the shared server as a new one, without the seconds a new server takes.
 *
 * Test databases only: the ledger is append-only (its triggers refuse a TRUNCATE), so the triggers are off for
 * this one transaction (`session_replication_role`). The system accounts (house, external, escrows) keep their
 * ids at a zero balance, since the ledger caches account ids for the life of the process; sequences go on, so no
 * id is ever given twice and nothing cached can point at a new row.
 */
export async function resetMemberData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
    )
    const cleared = rows
      .map((row) => row.name)
      .filter((name) => !startingTables.has(name) && name !== 'members' && name !== 'ledger_accounts')
    await tx.exec(
      [
        'SET LOCAL session_replication_role = replica',
        'DELETE FROM ledger_accounts WHERE member_id IS NOT NULL',
        'UPDATE ledger_accounts SET balance = 0 WHERE balance <> 0',
        `TRUNCATE ${cleared.map((name) => `"${name}"`).join(', ')}`,
        // Not TRUNCATE: the kept system accounts still reference members (with no rows left that do).
        'DELETE FROM members',
      ].join(';\n'),
    )
  })
}

/** The feed's tables the match store writes (match id column), which a test may change straight in the database. */
const feedTables = [
  ['matches', 'id'],
  ['match_markets', 'match_id'],
  ['match_selections', 'match_id'],
  ['match_incidents', 'match_id'],
  ['match_centres', 'match_id'],
] as const

/** What the window's rows were last written from, per database: the transaction after it, and each match's print. */
const lastWritten = new WeakMap<Database, { xid: number; prints: Map<number, string> }>()

/** Everything of a match the store writes: two equal prints write the same rows. */
function matchPrint(match: BookMatch): string {
  return JSON.stringify(match)
}

function printsOf(book: MatchBook): Map<number, string> {
  return new Map(book.all().map((match) => [match.id, matchPrint(match)]))
}

/** The current transaction id as `xmin` shows it (32 bits): rows written later have a greater one. */
async function currentXid(q: Queryable): Promise<number> {
  const [row] = await q.query<{ xid: string }>('SELECT (txid_current() % 4294967296)::text AS xid')
  return Number(row!.xid)
}

/**
 * Notes that the feed's tables hold the book as it is now (the match store has just written the whole window, as
 * at the server's start), so the next rewriteFeedWindow writes only what changes from here.
 */
export async function feedWindowWritten(db: Database, book: MatchBook): Promise<void> {
  lastWritten.set(db, { xid: await currentXid(db), prints: printsOf(book) })
}

/** The rows the match store writes for `matches` (match-rows.ts saveMatches), as JSON for json_to_recordset. */
function expectedRows(matches: readonly BookMatch[]) {
  const over = (match: BookMatch) => match.status === 'finished' || match.status === 'cancelled'
  return {
    matches: matches.map((match) => ({
      id: match.id,
      status: match.status,
      home_score: match.score.home,
      away_score: match.score.away,
      clock: match.clock,
      seq: match.seq,
      settled_at: over(match) ? match.at : null,
    })),
    markets: matches.flatMap((match) =>
      match.markets.map((market) => ({ id: market.id, match_id: match.id, status: market.status })),
    ),
    selections: matches.flatMap((match) =>
      match.markets.flatMap((market) =>
        market.selections.map((selection) => ({
          id: selection.id,
          match_id: match.id,
          odds: selection.odds,
          status: selection.status,
          result: selection.status === 'settled' ? (selection.result ?? 'void') : null,
        })),
      ),
    ),
    incidents: matches.flatMap((match) =>
      match.incidents.map((incident) => ({ id: incident.id, match_id: match.id })),
    ),
    centres: matches.flatMap((match) =>
      match.centre
        ? [
            {
              match_id: match.id,
              seq: match.seq,
              incidents: match.centre.incidents.map(wireCentreIncident),
              stats: match.centre.stats,
              momentum: match.centre.momentum,
            },
          ]
        : [],
    ),
  }
}

/**
 * The matches among `matches` whose rows in the database are not what the store writes from the book now: a row
 * missing or a value it updates that differs (compared by PostgreSQL, jsonb as values). Incidents are only ever
 * inserted, so only missing ones count.
 */
async function differing(q: Queryable, matches: readonly BookMatch[]): Promise<Set<number>> {
  const rows = expectedRows(matches)
  const checks: [string, unknown[]][] = [
    [
      `SELECT b.id AS match_id FROM json_to_recordset($1::json) AS b(id bigint, status text, home_score integer,
         away_score integer, clock jsonb, seq bigint, settled_at bigint)
       LEFT JOIN matches t ON t.id = b.id
       WHERE t.id IS NULL OR (t.status, t.home_score, t.away_score, t.clock, t.seq, t.settled_at)
         IS DISTINCT FROM (b.status, b.home_score, b.away_score, b.clock, b.seq, b.settled_at)`,
      rows.matches,
    ],
    [
      `SELECT DISTINCT b.match_id FROM json_to_recordset($1::json) AS b(id bigint, match_id bigint, status text)
       LEFT JOIN match_markets t ON t.id = b.id
       WHERE t.id IS NULL OR t.status IS DISTINCT FROM b.status`,
      rows.markets,
    ],
    [
      `SELECT DISTINCT b.match_id FROM json_to_recordset($1::json)
         AS b(id bigint, match_id bigint, odds numeric, status text, result text)
       LEFT JOIN match_selections t ON t.id = b.id
       WHERE t.id IS NULL OR (t.odds, t.status, t.result) IS DISTINCT FROM (b.odds, b.status, b.result)`,
      rows.selections,
    ],
    [
      `SELECT DISTINCT b.match_id FROM json_to_recordset($1::json) AS b(id bigint, match_id bigint)
       LEFT JOIN match_incidents t ON t.id = b.id WHERE t.id IS NULL`,
      rows.incidents,
    ],
    [
      `SELECT b.match_id FROM json_to_recordset($1::json)
         AS b(match_id bigint, seq bigint, incidents jsonb, stats jsonb, momentum jsonb)
       LEFT JOIN match_centres t ON t.match_id = b.match_id
       WHERE t.match_id IS NULL OR (t.seq, t.incidents, t.stats, t.momentum)
         IS DISTINCT FROM (b.seq, b.incidents, b.stats, b.momentum)`,
      rows.centres,
    ],
  ]
  const ids = new Set<number>()
  for (const [sql, expected] of checks) {
    if (expected.length === 0) continue
    for (const row of await q.query<{ match_id: string | number }>(sql, [JSON.stringify(expected)])) {
      ids.add(Number(row.match_id))
    }
  }
  return ids
}

/**
 * Writes the feed's window again from its book, as the match store wrote it at the start: results, scores and
 * statuses a test wrote straight into the database (to settle without moving the feed) are undone, and so is the
 * database's lag behind changes a test made to the book itself. Only matches whose rows differ from the book are
 * written, and only those that may differ are compared: the ones whose book state changed since the last write, or
 * whose rows a transaction wrote since (a row's `xmin` is the transaction that last wrote it, and transaction ids
 * grow). A full window is thousands of rows, seconds on PGlite; the match store has mostly written a test's changes
 * already, and most files change nothing.
 */
export async function rewriteFeedWindow(db: Database, book: MatchBook): Promise<void> {
  const last = lastWritten.get(db)
  const prints = printsOf(book)
  const candidates = new Set<number>()
  if (!last) for (const id of prints.keys()) candidates.add(id)
  else {
    for (const [id, print] of prints) if (last.prints.get(id) !== print) candidates.add(id)
    const touched = feedTables
      .map(([table, column]) => `SELECT ${column} AS id FROM ${table} WHERE xmin::text::bigint > $1`)
      .join(' UNION ')
    for (const row of await db.query<{ id: string | number }>(touched, [last.xid]))
      candidates.add(Number(row.id))
  }
  const xid = await db.transaction(async (tx) => {
    const matches = [...candidates].map((id) => book.get(id)).filter((match) => match !== undefined)
    const stale = matches.length > 0 ? await differing(tx, matches) : new Set<number>()
    if (stale.size > 0)
      await saveMatches(
        tx,
        matches.filter((match) => stale.has(match.id)),
      )
    return currentXid(tx)
  })
  lastWritten.set(db, { xid, prints })
}
