import { PGlite } from '@electric-sql/pglite'
import type { Database, Transaction } from '../../src/db'
import { migrate } from '../../src/db/migrate'

/** PGlite data folders as dumps (`dumpDataDir`): a database loaded from one skips initdb, most of its start. */
export interface PgliteSnapshots {
  /** Right after initdb, before any migration. */
  empty: Blob
  /** With every migration applied. */
  migrated: Blob
}

let made: Promise<PgliteSnapshots> | undefined

/** Made once per test worker, on the first PGlite database it opens. */
export function pgliteSnapshots(): Promise<PgliteSnapshots> {
  made ??= makeSnapshots()
  made.catch(() => {
    made = undefined
  })
  return made
}

async function makeSnapshots(): Promise<PgliteSnapshots> {
  const pg = await PGlite.create('memory://')
  try {
    const empty = await pg.dumpDataDir('none')
    await migrate(asDatabase(pg))
    return { empty, migrated: await pg.dumpDataDir('none') }
  } finally {
    await pg.close()
  }
}

/** Just what `migrate` needs: statements and transactions with scripts. */
function asDatabase(pg: PGlite): Database {
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows,
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      pg.transaction((inner) =>
        fn({
          query: async <R>(sql: string, params?: unknown[]) => (await inner.query<R>(sql, params)).rows,
          exec: async (sql) => {
            await inner.exec(sql)
          },
          afterCommit: () => {
            throw new Error('migrations run no after-commit work')
          },
        }),
      ),
    inUse: () => 0,
    close: () => pg.close(),
  }
}
