import type { Transaction } from '../db'
import type { RequestKey } from './idempotency'

/**
 * claimKey and recordAnswer for a batch of requests written in one transaction (group commit: the crash bets of
 * a moment), a statement each whatever the batch's size. The keys are the same rows as the single path's, so a
 * request retried on either path meets its first answer.
 */

const idOf = (memberId: number | string, requestId: string) => `${memberId}:${requestId}`

/** Claims every key it can; true at the index of each key this transaction now holds (false: taken before). */
export async function claimKeys(
  tx: Transaction,
  keys: readonly RequestKey[],
  path: string,
): Promise<boolean[]> {
  if (keys.length === 0) return []
  const claimed = await tx.query<{ member_id: number | string; request_id: string }>(
    `INSERT INTO request_keys (member_id, request_id, path, request_hash, created_at)
     SELECT k.member_id, k.request_id, $4, k.request_hash, $5
     FROM unnest($1::bigint[], $2::text[], $3::text[]) AS k (member_id, request_id, request_hash)
     ON CONFLICT DO NOTHING RETURNING member_id, request_id`,
    [
      keys.map((key) => key.memberId),
      keys.map((key) => key.requestId),
      keys.map((key) => key.hash),
      path,
      Date.now(),
    ],
  )
  const held = new Set(claimed.map((row) => idOf(row.member_id, row.request_id)))
  return keys.map((key) => held.has(idOf(key.memberId, key.requestId)))
}

/** Keeps the first answer of each claimed key, in the transaction that claimed them. */
export async function recordAnswers(
  tx: Transaction,
  answers: readonly { key: RequestKey; answer: unknown }[],
): Promise<void> {
  if (answers.length === 0) return
  await tx.query(
    `UPDATE request_keys g SET answer = a.answer
     FROM unnest($1::bigint[], $2::text[], $3::text[]) AS a (member_id, request_id, answer)
     WHERE g.member_id = a.member_id AND g.request_id = a.request_id`,
    [
      answers.map(({ key }) => key.memberId),
      answers.map(({ key }) => key.requestId),
      answers.map(({ answer }) => JSON.stringify(answer)),
    ],
  )
}

/**
 * Gives back the keys of requests refused inside a batch that commits for the others: a refusal keeps no key,
 * as a rolled-back single request keeps none, so the request may be sent again.
 */
export async function releaseKeys(tx: Transaction, keys: readonly RequestKey[]): Promise<void> {
  if (keys.length === 0) return
  await tx.query(
    `DELETE FROM request_keys g USING unnest($1::bigint[], $2::text[]) AS k (member_id, request_id)
     WHERE g.member_id = k.member_id AND g.request_id = k.request_id`,
    [keys.map((key) => key.memberId), keys.map((key) => key.requestId)],
  )
}
