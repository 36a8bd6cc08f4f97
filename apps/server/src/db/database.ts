export interface QueryOptions {
  /**
   * A hot statement whose text is one of a few shapes, every value a parameter (never written into the text):
   * PostgreSQL parses and plans it once per connection, as a named prepared statement, and then only binds and
   * runs it. The order statement is a long CTE whose parsing and planning cost the database more than running it
   * (figures in tooling/bench/RESULTS.md). PGlite runs it as any other statement.
   */
  prepare?: boolean
}

/** Runs one SQL statement with `$1`-style parameters and returns its rows. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>
}

/** A transaction: queries, plus work to run once it has committed (bus events must not announce a rollback). */
export interface Transaction extends Queryable {
  afterCommit(fn: () => void): void
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface TransactionOptions {
  /** `serializable` for read-then-write logic that row locks cannot cover; retried on serialisation failures. */
  isolation?: 'read committed' | 'serializable'
}

/** One interface over PGlite (embedded, one connection) and PostgreSQL (a pool), DESIGN.md section 4. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs `fn` in one transaction. On PostgreSQL a serialisation failure or deadlock re-runs `fn` (up to 5 times),
   * so `fn` must only touch the database through `tx`. `db.query` or `db.transaction` called inside `fn` throws
   * (transaction-scope.ts): on PGlite it would wait for the transaction forever.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>
  /** Connections running a statement or a transaction now (the `db_pool_in_use` metric). */
  inUse(): number
  close(): Promise<void>
}

/** PostgreSQL error codes that mean "try the whole transaction again". */
export const retryableCodes = new Set(['40001', '40P01'])

export function isRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && retryableCodes.has((error as { code?: string }).code ?? '')
  )
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505'
}

/** Collects after-commit callbacks of one attempt and runs them once the attempt committed. */
export class CommitHooks {
  readonly #hooks: (() => void)[] = []
  add(fn: () => void): void {
    this.#hooks.push(fn)
  }
  run(onError: (error: unknown) => void): void {
    for (const hook of this.#hooks) {
      try {
        hook()
      } catch (error) {
        onError(error)
      }
    }
  }
}
