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

/**
 * Writes the feed's window again from its book, as the match store wrote it at the start: results, scores and
 * statuses a test wrote straight into the database (to settle without moving the feed) are undone.
 */
export async function rewriteFeedWindow(db: Database, book: MatchBook): Promise<void> {
  await db.transaction((tx) => saveMatches(tx, book.all()))
}
