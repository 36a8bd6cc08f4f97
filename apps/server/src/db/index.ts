import { join } from 'node:path'
import type { ServerConfig } from '../config'
import type { Database } from './database'
import { migrate } from './migrate'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'

export type { Database, Queryable, QueryOptions, Transaction, TransactionOptions } from './database'
export { isRetryable, isUniqueViolation } from './database'

/** PostgreSQL on DATABASE_URL, else PGlite in DATA_DIR; migrated before it is returned. */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'pgliteDir' | 'pgliteSnapshot'> &
    Partial<Pick<ServerConfig, 'databasePoolSize'>>,
  onHookError: (error: unknown) => void = () => undefined,
): Promise<Database> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databaseSchema, onHookError, config.databasePoolSize)
    : await openPglite(config.pgliteDir ?? join(config.dataDir, 'pglite'), onHookError, config.pgliteSnapshot)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
