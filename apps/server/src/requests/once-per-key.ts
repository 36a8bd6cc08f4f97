import type { Database, Transaction } from '../db'
import { claimKey, idempotent, type RequestKey, recordAnswer } from './idempotency'

/**
 * The idempotency primitive for a money path whose movement has no row of its own (a game wallet transfer, a
 * round, an investment): one transaction claims the key in `request_keys` first, runs `move` and keeps its answer
 * with the key; a replay parses that answer, so it is the first answer exactly as it was sent.
 */
export function oncePerKey<T>(
  db: Database,
  key: RequestKey,
  path: string,
  move: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return idempotent(db, {
    table: 'request_keys',
    key,
    attempt: () =>
      db.transaction(async (tx) => {
        if (!(await claimKey(tx, key, path))) return null
        const answer = await move(tx)
        await recordAnswer(tx, key, answer)
        return answer
      }),
    replay: async (ref) => JSON.parse(ref) as T,
  })
}
