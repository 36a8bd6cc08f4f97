import type { Collection, ReviewDecision, Withdrawal } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { fromUnits } from '../ledger/money'
import { accountKey, type Member } from '../members/member'
import { sqlUnits, unitsOf } from '../requests/amounts'
import { type Page, type PageQuery, pageOfRows } from '../requests/paging'
import { notPermitted, wrongState } from '../requests/request-errors'
import { collectionRow, collectionSelect, wireCollection } from '../wallet/collections'
import { wireWithdrawal, withdrawalRow, withdrawalSelect } from '../wallet/withdrawals'

/**
 * An operator's reviews (PROTOCOL.md section 8). Each transition is one conditional update from `inReview` with
 * the operator, time and reason stored, and its ledger movement in the same transaction: of two reviews racing,
 * exactly one updates the row and moves money, the other finds the new status (1006). An operator reviews only
 * its own brand's rows; another brand's id is 3004 like an unknown one.
 */

async function inBrand(
  ctx: ServerContext,
  operator: Member,
  table: 'withdrawals' | 'collections',
  id: number,
) {
  const [row] = await ctx.db.query<{ status: string }>(
    `SELECT t.status FROM ${table} t JOIN members m ON m.id = t.member_id WHERE t.id = $1 AND m.product_no = $2`,
    [id, operator.productNo],
  )
  if (!row) throw notPermitted()
  return row.status
}

/**
 * approve posts the hold (frozen -> external: the money leaves), reject voids it (frozen -> member). Both use the
 * ledger key `withdrawal:<id>:resolve`, so even a second resolution that got past the status could not move the
 * money twice or both ways.
 */
export async function reviewWithdrawal(
  ctx: ServerContext,
  operator: Member,
  request: { id: number; decision: ReviewDecision; reason: string },
): Promise<Withdrawal> {
  await inBrand(ctx, operator, 'withdrawals', request.id)
  const status = request.decision === 'approve' ? 'approved' : 'rejected'
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ member_id: number; amount: string; currency_code: string }>(
      `UPDATE withdrawals SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5
       WHERE id = $1 AND status = 'inReview' RETURNING member_id, amount::text AS amount, currency_code`,
      [request.id, status, request.reason, operator.id, Date.now()],
    )
    if (!row) return false
    const currency = (await ctx.ledger.currencies.get(row.currency_code))!
    const amount = fromUnits(sqlUnits(row.amount, currency), currency.scale)
    const owner = { memberId: Number(row.member_id), currency: currency.code }
    await ctx.ledger.transfer(tx, {
      kind: request.decision === 'approve' ? 'withdrawal-post' : 'withdrawal-void',
      memo: `withdrawal:${request.id}`,
      idempotencyKey: `withdrawal:${request.id}:resolve`,
      entries: [
        { account: { kind: 'frozen', ...owner }, amount: `-${amount}` },
        request.decision === 'approve'
          ? { account: { kind: 'external', currency: currency.code }, amount }
          : { account: { kind: 'member', ...owner }, amount },
      ],
    })
    return true
  })
  if (!done) throw wrongState(await inBrand(ctx, operator, 'withdrawals', request.id))
  return wireWithdrawal(ctx, await withdrawalRow(ctx.db, request.id))
}

/** approve credits what really arrived (`amount`: external -> member); reject credits nothing. */
export async function reviewCollection(
  ctx: ServerContext,
  operator: Member,
  request: { id: number; decision: ReviewDecision; amount?: string | undefined; reason: string },
): Promise<Collection> {
  await inBrand(ctx, operator, 'collections', request.id)
  const first = await collectionRow(ctx.db, request.id)
  const currency = (await ctx.ledger.currencies.get(first.currency_code))!
  const credited = request.decision === 'approve' ? unitsOf(request.amount ?? '', currency) : null
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ member_id: number }>(
      `UPDATE collections SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5, credited_amount = $6
       WHERE id = $1 AND status = 'inReview' RETURNING member_id`,
      [
        request.id,
        credited === null ? 'rejected' : 'approved',
        request.reason,
        operator.id,
        Date.now(),
        credited === null ? null : fromUnits(credited, currency.scale),
      ],
    )
    if (!row) return false
    if (credited !== null) {
      const amount = fromUnits(credited, currency.scale)
      await ctx.ledger.transfer(tx, {
        kind: 'collection',
        memo: `collection:${request.id}`,
        idempotencyKey: `collection:${request.id}:credit`,
        entries: [
          { account: { kind: 'external', currency: currency.code }, amount: `-${amount}` },
          { account: { kind: 'member', memberId: Number(row.member_id), currency: currency.code }, amount },
        ],
      })
    }
    return true
  })
  if (!done) throw wrongState(await inBrand(ctx, operator, 'collections', request.id))
  return wireCollection(ctx, await collectionRow(ctx.db, request.id))
}

export interface OperatorListRequest extends PageQuery {
  status?: string | undefined
  /** One member's rows: its account, exactly (any case). */
  account?: string | undefined
  /** Rows created from this time and before `endTime` (ms). */
  startTime?: number | undefined
  endTime?: number | undefined
}

/**
 * The operator's brand's rows of `table`, each naming its member: the review queue (`inReview`) oldest first, the
 * history of past reviews (any other status, or all) newest first; narrowed to one member and a creation window.
 */
export function operatorRows<Row>(
  ctx: ServerContext,
  operator: Member,
  table: 'withdrawals' | 'collections',
  request: OperatorListRequest,
): Promise<Page<Row>> {
  const alias = table === 'withdrawals' ? 'w' : 'c'
  const select = table === 'withdrawals' ? withdrawalSelect : collectionSelect
  const where = `WHERE m.product_no = $1 AND ($2::text IS NULL OR ${alias}.status = $2)
    AND ($3::text IS NULL OR m.account_key = $3)
    AND ($4::bigint IS NULL OR ${alias}.created_at >= $4) AND ($5::bigint IS NULL OR ${alias}.created_at < $5)`
  const order = request.status === 'inReview' ? 'ASC' : 'DESC'
  return pageOfRows(
    ctx.db,
    request,
    {
      select: `${select} ${where} ORDER BY ${alias}.id ${order}`,
      count: `SELECT count(*)::int AS total FROM ${table} ${alias} JOIN members m ON m.id = ${alias}.member_id ${where}`,
      params: [
        operator.productNo,
        request.status ?? null,
        request.account ? accountKey(request.account) : null,
        request.startTime ?? null,
        request.endTime ?? null,
      ],
    },
    (row: Row) => row,
  )
}
