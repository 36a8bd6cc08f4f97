import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { CommitHooks, type Database, type Transaction } from './database'

/**
 * PGlite runs one connection: every statement and transaction goes through one queue, so a transaction never
 * sees another's statements in the middle (which also makes its transactions serial).
 */
export async function openPglite(dir: string, onHookError: (error: unknown) => void): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true })
  const pg = await PGlite.create(dir)
  let queue: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn)
    queue = run.catch(() => undefined)
    return run
  }
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) =>
      exclusive(async () => (await pg.query<T>(sql, params as unknown[])).rows),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      exclusive(async () => {
        const hooks = new CommitHooks()
        const result = await pg.transaction(async (inner) =>
          fn({
            query: async <R>(sql: string, params?: unknown[]) =>
              (await inner.query<R>(sql, params as unknown[])).rows,
            afterCommit: (hook) => hooks.add(hook),
            exec: async (sql) => {
              await inner.exec(sql)
            },
          }),
        )
        hooks.run(onHookError)
        return result
      }),
    close: () => exclusive(() => pg.close()),
  }
}
