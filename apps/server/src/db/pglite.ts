import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { CommitHooks, type Database, type Transaction } from './database'
import { inTransactionScope, refuseInsideTransaction } from './transaction-scope'

/**
 * PGlite runs one connection: every statement and transaction goes through one queue, so a transaction never
 * sees another's statements in the middle (which also makes its transactions serial).
 */
export async function openPglite(
  dir: string,
  onHookError: (error: unknown) => void,
  snapshot?: Blob,
): Promise<Database> {
  const inMemory = dir.startsWith('memory://')
  if (!inMemory) {
    mkdirSync(dir, { recursive: true })
    lockDataDir(dir)
  }
  let pg: PGlite
  try {
    pg = await PGlite.create(dir, snapshot ? { loadDataDir: snapshot } : {})
  } catch (error) {
    if (!inMemory) rmSync(`${dir}.lock`, { force: true })
    throw error
  }
  let queue: Promise<unknown> = Promise.resolve()
  let running = 0
  const counted = async <T>(fn: () => Promise<T>): Promise<T> => {
    running = 1
    try {
      return await fn()
    } finally {
      running = 0
    }
  }
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(
      () => counted(fn),
      () => counted(fn),
    )
    queue = run.catch(() => undefined)
    return run
  }
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => {
      refuseInsideTransaction('db.query')
      return exclusive(async () => (await pg.query<T>(sql, params as unknown[])).rows)
    },
    transaction: async <T>(fn: (tx: Transaction) => Promise<T>) => {
      refuseInsideTransaction('db.transaction')
      return exclusive(async () => {
        const hooks = new CommitHooks()
        const result = await pg.transaction((inner) =>
          inTransactionScope(() =>
            fn({
              query: async <R>(sql: string, params?: unknown[]) =>
                (await inner.query<R>(sql, params as unknown[])).rows,
              afterCommit: (hook) => hooks.add(hook),
              exec: async (sql) => {
                await inner.exec(sql)
              },
            }),
          ),
        )
        hooks.run(onHookError)
        return result
      })
    },
    inUse: () => running,
    close: () =>
      exclusive(async () => {
        await pg.close()
        if (!inMemory) rmSync(`${dir}.lock`, { force: true })
      }),
  }
}

/**
 * PGlite files must never be opened by two processes at once (the server and the CLI): a lock file beside the
 * folder names the process holding it; a lock whose process is gone is taken over.
 */
function lockDataDir(dir: string): void {
  const lock = `${dir}.lock`
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' })
    return
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error
  }
  const holder = Number(readFileSync(lock, 'utf8'))
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `the PGlite data in ${dir} is in use by process ${holder}: stop it first, or use PostgreSQL (DATABASE_URL)`,
    )
  }
  writeFileSync(lock, String(process.pid))
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM'
  }
}
