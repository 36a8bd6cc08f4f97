import { randomInt } from 'node:crypto'
import type { Collection, CollectionStatus, OperatorCollection } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { floorToScale, fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { checkRange, rangeOf, unitsOf } from '../requests/amounts'
import { idempotent } from '../requests/idempotency'
import { memberCurrency } from '../requests/member-currency'
import { type PageQuery, pageOfRows } from '../requests/paging'
import { checkProtection } from '../requests/player-protection'
import { refuseDemo } from '../requests/refuse-demo'
import { notPermitted, wrongState } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { payTypeFor } from './pay-settings'

/** A collection awaiting proof for this long expires (PROTOCOL.md section 8). */
export const collectionLifetimeMs = 72 * 60 * 60 * 1000

export interface CollectionRow {
  id: number
  member_id: number
  account_member: string | null
  product_no: number
  request_id: string
  pay_type_id: number
  amount: string
  currency_code: string
  reference: string
  receiving_bank: string
  receiving_name: string
  receiving_no: string
  status: CollectionStatus
  proof_count: number
  credited_amount: string | null
  reason: string
  created_at: number | string
  reviewed_at: number | string | null
}

export const collectionSelect = `SELECT c.id, c.member_id, m.account AS account_member, m.product_no, c.request_id,
  c.pay_type_id, c.amount::text AS amount, c.currency_code, c.reference, c.receiving_bank, c.receiving_name,
  c.receiving_no, c.status, c.proof_count, c.credited_amount::text AS credited_amount, c.reason, c.created_at,
  c.reviewed_at
  FROM collections c JOIN members m ON m.id = c.member_id`

export async function wireCollection(ctx: ServerContext, row: CollectionRow): Promise<Collection> {
  const scale = (await ctx.ledger.currencies.get(row.currency_code))?.scale ?? 2
  return {
    id: Number(row.id),
    requestId: row.request_id,
    payTypeId: Number(row.pay_type_id),
    amount: floorToScale(row.amount, scale),
    currencyCode: row.currency_code,
    reference: row.reference,
    receivingAccount: {
      bankName: row.receiving_bank,
      accountName: row.receiving_name,
      accountNo: row.receiving_no,
    },
    status: row.status,
    proofCount: Number(row.proof_count),
    creditedAmount: row.credited_amount === null ? null : floorToScale(row.credited_amount, scale),
    reason: row.reason,
    createdAt: Number(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  }
}

export async function wireOperatorCollection(
  ctx: ServerContext,
  row: CollectionRow,
): Promise<OperatorCollection> {
  return {
    ...(await wireCollection(ctx, row)),
    member: { memberId: Number(row.member_id), account: row.account_member ?? '' },
  }
}

export async function collectionRow(q: Queryable, id: number): Promise<CollectionRow> {
  const [row] = await q.query<CollectionRow>(`${collectionSelect} WHERE c.id = $1`, [id])
  if (!row) throw new Error(`collection ${id} vanished`)
  return row
}

/** The member's own collection; someone else's is 3004 like an unknown id. */
export async function ownCollection(
  q: Queryable,
  member: Member,
  id: number,
  lock = false,
): Promise<CollectionRow> {
  const [row] = await q.query<CollectionRow>(
    `${collectionSelect} WHERE c.id = $1 AND c.member_id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
    [id, member.id],
  )
  if (!row) throw notPermitted()
  return row
}

/** Ten characters a person copies into a transfer's note without confusion (no 0/O, 1/I). */
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function newReference(): string {
  let text = 'SB'
  for (let index = 0; index < 10; index += 1) text += referenceAlphabet[randomInt(referenceAlphabet.length)]
  return text
}

export interface CollectionRequest {
  payTypeId: number
  amount: string
  currencyCode: string
  requestId: string
}

/**
 * A bank transfer to be proven (PROTOCOL.md section 8): a bankTransfer pay type of the member's brand in its
 * currency, within its limits (2004); answers the account to pay into and a unique reference for the note.
 * Nothing moves until an operator approves what arrived.
 */
export async function createCollection(
  ctx: ServerContext,
  member: Member,
  request: CollectionRequest,
): Promise<Collection> {
  refuseDemo(member)
  const currency = await memberCurrency(ctx, member, request.currencyCode)
  const payType = payTypeFor(ctx, member.productNo, request.payTypeId, 'bankTransfer', currency.code)
  const units = unitsOf(request.amount, currency)
  const hash = requestHash('collection-create', {
    payTypeId: request.payTypeId,
    amount: units,
    currencyCode: currency.code,
  })
  const receiving = payType.receivingAccount
  if (!receiving) throw new Error(`pay type ${payType.id} has no receiving account`)
  const row = await idempotent(ctx.db, {
    table: 'collections',
    key: { memberId: member.id, requestId: request.requestId, hash },
    attempt: () =>
      ctx.db.transaction(async (tx) => {
        checkRange(units, rangeOf(payType, currency), currency)
        await checkProtection(tx, member, { kind: 'moneyIn', currency, amount: units })
        const [inserted] = await tx.query<{ id: number }>(
          `INSERT INTO collections (member_id, request_id, request_hash, pay_type_id, amount, currency_code,
             reference, receiving_bank, receiving_name, receiving_no, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`,
          [
            member.id,
            request.requestId,
            hash,
            payType.id,
            fromUnits(units, currency.scale),
            currency.code,
            newReference(),
            receiving.bankName,
            receiving.accountName,
            receiving.accountNo,
            Date.now(),
          ],
        )
        return inserted ? collectionRow(tx, Number(inserted.id)) : null
      }),
    replay: (id) => collectionRow(ctx.db, Number(id)),
  })
  return wireCollection(ctx, row)
}

/** Cancels the member's collection while it awaits proof or review; else 1006 with its status. */
export async function cancelCollection(ctx: ServerContext, member: Member, id: number): Promise<Collection> {
  const [updated] = await ctx.db.query<{ id: number }>(
    `UPDATE collections SET status = 'cancelled' WHERE id = $1 AND member_id = $2
       AND status IN ('awaitingProof', 'inReview') RETURNING id`,
    [id, member.id],
  )
  if (!updated) throw wrongState((await ownCollection(ctx.db, member, id)).status)
  return wireCollection(ctx, await collectionRow(ctx.db, id))
}

export interface CollectionListRequest extends PageQuery {
  id?: number | undefined
  status?: CollectionStatus | undefined
}

export async function listCollections(ctx: ServerContext, member: Member, request: CollectionListRequest) {
  const where = `WHERE c.member_id = $1 AND ($2::text IS NULL OR c.status = $2) AND ($3::bigint IS NULL OR c.id = $3)`
  const page = await pageOfRows(
    ctx.db,
    request,
    {
      select: `${collectionSelect} ${where} ORDER BY c.id DESC`,
      count: `SELECT count(*)::int AS total FROM collections c ${where}`,
      params: [member.id, request.status ?? null, request.id ?? null],
    },
    (row: CollectionRow) => row,
  )
  return { ...page, list: await Promise.all(page.list.map((row) => wireCollection(ctx, row))) }
}
