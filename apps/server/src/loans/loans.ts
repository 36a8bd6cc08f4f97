import type { LoanRecord, LoanRecordKind } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable, Transaction } from '../db'
import type { Currency } from '../ledger/currencies'
import { floorToScale, fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { checkRange, smallest, sqlUnits, unitsOf } from '../requests/amounts'
import { idempotent } from '../requests/idempotency'
import { memberCurrency } from '../requests/member-currency'
import { type PageQuery, pageOfRows } from '../requests/paging'
import { refuseDemo } from '../requests/refuse-demo'
import { requestHash } from '../requests/request-hash'
import { lockHoldings } from '../wallet/holdings'

interface LoanRecordRow {
  id: number
  kind: LoanRecordKind
  amount: string
  currency_code: string
  outstanding: string
  created_at: number | string
}

const columns =
  'id, kind, amount::text AS amount, currency_code, outstanding::text AS outstanding, created_at'

async function wireRecord(ctx: ServerContext, row: LoanRecordRow): Promise<LoanRecord> {
  const scale = (await ctx.ledger.currencies.get(row.currency_code))?.scale ?? 2
  return {
    id: Number(row.id),
    kind: row.kind,
    amount: floorToScale(row.amount, scale),
    currencyCode: row.currency_code,
    outstanding: floorToScale(row.outstanding, scale),
    createdAt: Number(row.created_at),
  }
}

async function recordRow(q: Queryable, id: number): Promise<LoanRecordRow> {
  const [row] = await q.query<LoanRecordRow>(`SELECT ${columns} FROM loan_records WHERE id = $1`, [id])
  if (!row) throw new Error(`loan record ${id} vanished`)
  return row
}

/** The credit line row, locked: loans and repayments of one member and currency run one at a time. */
async function lockCreditLine(tx: Transaction, memberId: number, currency: Currency): Promise<bigint> {
  const [row] = await tx.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM credit_lines WHERE member_id = $1 AND currency_code = $2 FOR UPDATE',
    [memberId, currency.code],
  )
  return sqlUnits(row?.amount, currency)
}

export interface LoanRequest {
  amount: string
  currencyCode: string
  requestId: string
}

/**
 * A loan or a repayment on the credit line (PROTOCOL.md section 8), through the member's `loan` account (negative
 * by what is owed): a loan moves loan -> member and is at most `creditAmount - loanAmount`; a repayment moves
 * member -> loan and is at most the outstanding loan and the display balance (2004 with the range otherwise). The
 * credit line and the member's accounts are locked while checked and moved; idempotent by requestId.
 */
export async function moveLoan(
  ctx: ServerContext,
  member: Member,
  kind: LoanRecordKind,
  request: LoanRequest,
): Promise<LoanRecord> {
  refuseDemo(member)
  const currency = await memberCurrency(ctx, member, request.currencyCode)
  const units = unitsOf(request.amount, currency)
  // A loan and a repayment are two paths (and two transfer kinds): one key used for both is another body (2005).
  const path = kind === 'loan' ? 'loan' : 'loan-repay'
  const hash = requestHash(path, { amount: units, currencyCode: currency.code })
  const row = await idempotent(ctx.db, {
    table: 'loan_records',
    key: { memberId: member.id, requestId: request.requestId, hash },
    attempt: () =>
      ctx.db.transaction(async (tx) => {
        const credit = await lockCreditLine(tx, member.id, currency)
        const holdings = await lockHoldings(tx, member.id, currency)
        const most = kind === 'loan' ? credit - holdings.owed : smallest(holdings.owed, holdings.spendable)
        checkRange(units, { min: 1n, max: most }, currency)
        const outstanding = kind === 'loan' ? holdings.owed + units : holdings.owed - units
        const [inserted] = await tx.query<{ id: number }>(
          `INSERT INTO loan_records (member_id, request_id, request_hash, kind, amount, currency_code,
             outstanding, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`,
          [
            member.id,
            request.requestId,
            hash,
            kind,
            fromUnits(units, currency.scale),
            currency.code,
            fromUnits(outstanding, currency.scale),
            Date.now(),
          ],
        )
        if (!inserted) return null
        const id = Number(inserted.id)
        const amount = fromUnits(units, currency.scale)
        const sign = kind === 'loan' ? ['-', ''] : ['', '-']
        await ctx.ledger.transfer(tx, {
          kind: path,
          memo: `loan:${id}`,
          idempotencyKey: `loan:${id}`,
          entries: [
            {
              account: { kind: 'loan', memberId: member.id, currency: currency.code },
              amount: `${sign[0]}${amount}`,
            },
            {
              account: { kind: 'member', memberId: member.id, currency: currency.code },
              amount: `${sign[1]}${amount}`,
            },
          ],
        })
        return recordRow(tx, id)
      }),
    replay: (id) => recordRow(ctx.db, Number(id)),
  })
  return wireRecord(ctx, row)
}

export async function listLoanRecords(
  ctx: ServerContext,
  member: Member,
  request: PageQuery & { currencyCode?: string | undefined },
) {
  const where = 'WHERE member_id = $1 AND ($2::text IS NULL OR currency_code = $2)'
  const page = await pageOfRows(
    ctx.db,
    request,
    {
      select: `SELECT ${columns} FROM loan_records ${where} ORDER BY id DESC`,
      count: `SELECT count(*)::int AS total FROM loan_records ${where}`,
      params: [member.id, request.currencyCode ?? null],
    },
    (row: LoanRecordRow) => row,
  )
  return { ...page, list: await Promise.all(page.list.map((row) => wireRecord(ctx, row))) }
}
