import { codes } from '@sportsbook/sdk/protocol'
import type { Queryable, Transaction } from '../db'
import { isBusinessError } from '../errors'
import { idempotencyConflict } from './request-errors'

/**
 * The rows that carry a money path's idempotency key: each table has `UNIQUE (<member>, request_id)` and a
 * `request_hash` column (requestHash), and `ref` is what the replay reads the first answer back from.
 */
const keyedTables = {
  orders: { member: 'member_id', ref: 'id' },
  order_cash_outs: { member: 'member_id', ref: 'order_id' },
  deposits: { member: 'member_id', ref: 'id' },
  collections: { member: 'member_id', ref: 'id' },
  withdrawals: { member: 'member_id', ref: 'id' },
  loan_records: { member: 'member_id', ref: 'id' },
  banks: { member: 'banker_id', ref: 'id' },
  gambler_orders: { member: 'member_id', ref: 'id' },
  red_envelope_claims: { member: 'member_id', ref: 'activity_id' },
  request_keys: { member: 'member_id', ref: 'answer' },
} as const

export type KeyedTable = keyof typeof keyedTables

/** The key of one money request: the member's `requestId` and the canonical hash of its body (requestHash). */
export interface RequestKey {
  memberId: number
  requestId: string
  hash: string
}

export interface IdempotentRequest<T> {
  /** Where this path writes its key. */
  table: KeyedTable
  key: RequestKey
  /**
   * Checks and writes in one transaction; the key's row is inserted `ON CONFLICT DO NOTHING` before anything else
   * is written (or in the same statement), and null means it met the key: a concurrent request with it committed
   * first.
   */
  attempt: () => Promise<T | null>
  /** The first answer again, from the key row's `ref` (read outside any transaction). */
  replay: (ref: string) => Promise<T>
  /**
   * Look the key up only when the attempt is refused or meets the key, instead of before it: for a hot path
   * whose checks and writes touch nothing outside the database (order create: one round trip).
   */
  attemptFirst?: boolean
}

/**
 * Idempotency of every money path (PROTOCOL.md sections 7 and 8): the same key and body answer the first result
 * again, even when its checks would fail now; another body is 2005; a refused request stored nothing, so its key
 * may be used again; two requests racing with one key write one row (the second's insert waits on the unique key,
 * finds the first committed, and answers it).
 */
export async function idempotent<T>(q: Queryable, request: IdempotentRequest<T>): Promise<T> {
  if (!request.attemptFirst) {
    const first = await replayOf(q, request)
    if (first !== null) return first
  }
  let answer: T | null
  try {
    answer = await request.attempt()
  } catch (error) {
    // A refusal that raced with (or, attempting first, came after) the first request of this key: its answer stands.
    if (isBusinessError(error) && error.code !== codes.IDEMPOTENCY_CONFLICT) {
      const first = await replayOf(q, request)
      if (first !== null) return first
    }
    throw error
  }
  if (answer !== null) return answer
  const first = await replayOf(q, request)
  if (first === null)
    throw new Error(`${request.table}: request ${request.key.requestId} met a key with no row`)
  return first
}

async function replayOf<T>(q: Queryable, { table, key, replay }: IdempotentRequest<T>): Promise<T | null> {
  const { member, ref } = keyedTables[table]
  const [row] = await q.query<{ ref: string | null; request_hash: string }>(
    `SELECT ${ref}::text AS ref, request_hash FROM ${table} WHERE ${member} = $1 AND request_id = $2`,
    [key.memberId, key.requestId],
  )
  if (!row) return null
  if (row.request_hash !== key.hash || row.ref === null) throw idempotencyConflict()
  return replay(row.ref)
}

/**
 * For a path whose movement has no row of its own (`table: 'request_keys'`): writes the key first in the
 * attempt's transaction. False when the key is taken: the attempt answers null before writing anything else.
 */
export async function claimKey(tx: Transaction, key: RequestKey, path: string): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO request_keys (member_id, request_id, path, request_hash, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING request_id`,
    [key.memberId, key.requestId, path, key.hash, Date.now()],
  )
  return inserted.length > 0
}

/** Keeps the first answer of a `request_keys` key, in the transaction that made it; its replay parses it. */
export async function recordAnswer(tx: Transaction, key: RequestKey, answer: unknown): Promise<void> {
  await tx.query('UPDATE request_keys SET answer = $3 WHERE member_id = $1 AND request_id = $2', [
    key.memberId,
    key.requestId,
    JSON.stringify(answer),
  ])
}
