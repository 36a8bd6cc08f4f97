import { codes } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable, Transaction } from '../db'
import { BusinessError, isBusinessError } from '../errors'

/** The tables whose rows a money call creates, each with `UNIQUE (member_id, request_id)` and `request_hash`. */
export type IdempotentTable = 'deposits' | 'collections' | 'withdrawals' | 'loan_records'

export interface IdempotentCreate<T> {
  table: IdempotentTable
  memberId: number
  requestId: string
  /** The canonical body (amounts normalised to units): the same key with another hash is 2005. */
  hash: string
  /**
   * Checks and writes in one transaction; the row's insert is `ON CONFLICT (member_id, request_id) DO NOTHING`
   * and null means it met the conflict (a concurrent request with the key committed first).
   */
  create: (tx: Transaction) => Promise<number | null>
  read: (q: Queryable, id: number) => Promise<T>
}

/** The body's hash: JSON of its parts in a fixed order. */
export function requestHashOf(parts: readonly unknown[]): string {
  return JSON.stringify(parts, (_key, value) => (typeof value === 'bigint' ? String(value) : value))
}

/**
 * Idempotency by `requestId` exactly as order create has it (PROTOCOL.md section 8): the same key and body answer
 * the first result again (even when its checks would fail now), another body is 2005, a refused request stored
 * nothing (its key may be used again), and two requests racing with one key write one row: the second's insert
 * waits on the unique key, finds the first committed, and answers it.
 */
export async function idempotentCreate<T>(ctx: ServerContext, spec: IdempotentCreate<T>): Promise<T> {
  const replay = async (): Promise<T | null> => {
    const [row] = await ctx.db.query<{ id: number; request_hash: string }>(
      `SELECT id, request_hash FROM ${spec.table} WHERE member_id = $1 AND request_id = $2`,
      [spec.memberId, spec.requestId],
    )
    if (!row) return null
    if (row.request_hash !== spec.hash)
      throw new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
    return spec.read(ctx.db, Number(row.id))
  }
  const first = await replay()
  if (first !== null) return first
  let id: number | null
  try {
    id = await ctx.db.transaction((tx) => spec.create(tx))
  } catch (error) {
    // A refusal raced with the first request of this key: the first one's answer stands.
    if (isBusinessError(error)) {
      const again = await replay()
      if (again !== null) return again
    }
    throw error
  }
  if (id === null) {
    const again = await replay()
    if (again === null) throw new Error(`${spec.table}: request ${spec.requestId} conflicted with no row`)
    return again
  }
  return spec.read(ctx.db, id)
}
