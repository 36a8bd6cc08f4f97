import pg from 'pg'
import {
  CommitHooks,
  type Database,
  isRetryable,
  type QueryOptions,
  type Transaction,
  type TransactionOptions,
} from './database'
import { inTransactionScope, refuseInsideTransaction } from './transaction-scope'

// bigint (int8) and count(*) as numbers: ids stay far below 2^53, and PGlite answers numbers too.
pg.types.setTypeParser(20, (text) => Number(text))

const maxAttempts = 5

/**
 * Two nodes starting at once on a new schema (WORKERS) race inside CREATE SCHEMA IF NOT EXISTS: PostgreSQL lets
 * the second fail with a unique violation on its catalogue (23505) or a duplicate schema (42P06). The schema
 * exists either way.
 */
async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`)
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code !== '23505' && code !== '42P06') throw error
  }
}

/** A pool on DATABASE_URL; `schema` (the tests' per-file schema) becomes the search path of every connection. */
export async function openPostgres(
  url: string,
  schema: string | undefined,
  onHookError: (error: unknown) => void,
  poolSize = 20,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Connections stay open once made (node-postgres closes one idle for 10 s by default): a new one prepares the
    // hot statements again (QueryOptions.prepare), and planning the order statement costs the database more than
    // running it, so the first orders of a burst after a quiet spell waited behind the planning.
    idleTimeoutMillis: 0,
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  })
  if (schema) await createSchema(pool, schema)
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      refuseInsideTransaction('db.query')
      return (await pool.query(queryConfig(sql, params, options))).rows as T[]
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
      refuseInsideTransaction('db.transaction')
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect()
        const hooks = new CommitHooks()
        try {
          await client.query(
            options?.isolation === 'serializable' ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN',
          )
          const result = await inTransactionScope(() =>
            fn({
              query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
                (await client.query(queryConfig(sql, params, options))).rows as R[],
              afterCommit: (hook) => hooks.add(hook),
              exec: async (sql) => {
                await client.query(sql)
              },
            }),
          )
          await client.query('COMMIT')
          client.release()
          hooks.run(onHookError)
          return result
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined)
          client.release()
          if (!isRetryable(error) || attempt >= maxAttempts) throw error
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
        }
      }
    },
    inUse: () => pool.totalCount - pool.idleCount,
    close: () => pool.end(),
  }
}

// One name per statement text, the same in every pool of the process: node-postgres prepares a name once per
// connection and refuses one name for two texts. The texts are few (QueryOptions.prepare), so the map stays small.
const statementNames = new Map<string, string>()

function queryConfig(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
  if (!options?.prepare) return { text: sql, values: params }
  let name = statementNames.get(sql)
  if (name === undefined) {
    name = `sportsbook_${statementNames.size + 1}`
    statementNames.set(sql, name)
  }
  return { name, text: sql, values: params }
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`not a plain SQL identifier: ${name}`)
  return `"${name}"`
}
