import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Where a transaction's function runs: a statement sent through the database itself (not the transaction) from
 * there while the transaction is open would wait for it forever on PGlite's one connection, and on PostgreSQL
 * would run outside it on a second connection. Both adapters refuse it at once, so the mistake fails a test
 * instead of freezing a server.
 */
const scope = new AsyncLocalStorage<{ open: boolean }>()

/** Runs a transaction's body inside its scope; the scope closes when the body's promise settles. */
export async function inTransactionScope<T>(body: () => Promise<T>): Promise<T> {
  const state = { open: true }
  try {
    return await scope.run(state, body)
  } finally {
    state.open = false
  }
}

/** Throws when called from inside an open transaction's function (see above). */
export function refuseInsideTransaction(what: string): void {
  if (scope.getStore()?.open) {
    throw new Error(`${what} inside an open transaction: use the transaction's own query (tx.query)`)
  }
}
