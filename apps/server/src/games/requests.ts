import { codes } from '@sportsbook/sdk/protocol'
import type { Transaction } from '../db'
import { BusinessError } from '../errors'

/**
 * The idempotency of every game money path (PROTOCOL.md section 8 rules, applied to section 10): per member by
 * `requestId`. The key's row is written first in the caller's transaction, so a second request with the key waits
 * on it; the same key and body then answer the stored answer, another body (or path) is 2005. A refused request
 * rolls its row back with everything else, so its key may be used again.
 */
export async function oncePerRequest<T>(
  tx: Transaction,
  memberId: number,
  requestId: string,
  scope: string,
  body: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const hash = JSON.stringify(body)
  const inserted = await tx.query(
    `INSERT INTO request_keys (member_id, request_id, path, request_hash, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING request_id`,
    [memberId, requestId, scope, hash, Date.now()],
  )
  if (inserted.length === 0) {
    const [row] = await tx.query<{ scope: string; request_hash: string; answer: string | null }>(
      'SELECT path AS scope, request_hash, answer FROM request_keys WHERE member_id = $1 AND request_id = $2',
      [memberId, requestId],
    )
    if (!row || row.scope !== scope || row.request_hash !== hash || row.answer === null) {
      throw new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
    }
    return JSON.parse(row.answer) as T
  }
  const answer = await run()
  await tx.query('UPDATE request_keys SET answer = $3 WHERE member_id = $1 AND request_id = $2', [
    memberId,
    requestId,
    JSON.stringify(answer),
  ])
  return answer
}
