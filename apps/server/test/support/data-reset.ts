import type { Database } from '../../src/db'
import type { MatchBook } from '../../src/matches/book'
import { saveMatches } from '../../src/matches/store'

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

/** The feed's tables the match store writes, which a test may change straight in the database. */
const feedTables = ['matches', 'match_markets', 'match_selections', 'match_incidents']

/** What the feed's tables and book were when the window was last written, per database. */
const lastWritten = new WeakMap<Database, { xid: number; book: string }>()

/** Changes when the book takes a feed event: every event stamps its match's `seq`. */
function bookPrint(book: MatchBook): string {
  const matches = book.all()
  return `${matches.length}:${matches.reduce((sum, match) => sum + match.seq, 0)}`
}

/**
 * Writes the feed's window again from its book, as the match store wrote it at the start: results, scores and
 * statuses a test wrote straight into the database (to settle without moving the feed) are undone. Most test files
 * change neither the book nor those tables: then nothing is written (a row's `xmin` is the transaction that last
 * wrote it, and transaction ids grow), which spares every file the window's few hundred milliseconds on PGlite.
 */
export async function rewriteFeedWindow(db: Database, book: MatchBook): Promise<void> {
  const last = lastWritten.get(db)
  if (last && last.book === bookPrint(book)) {
    const changed = feedTables
      .map((table) => `EXISTS (SELECT 1 FROM ${table} WHERE xmin::text::bigint > $1)`)
      .join(' OR ')
    const [row] = await db.query<{ changed: boolean }>(`SELECT ${changed} AS changed`, [last.xid])
    if (!row?.changed) return
  }
  const xid = await db.transaction(async (tx) => {
    await saveMatches(tx, book.all())
    const [written] = await tx.query<{ xid: string }>('SELECT (txid_current() % 4294967296)::text AS xid')
    return Number(written!.xid)
  })
  lastWritten.set(db, { xid, book: bookPrint(book) })
}
