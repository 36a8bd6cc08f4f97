import {
  codes,
  type OperatorWithdrawal,
  type Withdrawal,
  type WithdrawalStatus,
} from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { BusinessError } from '../errors'
import { floorToScale, fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import type { ListRequest } from './deposits'
import { lockHoldings } from './holdings'
import { idempotentCreate, requestHashOf } from './idempotency'
import { checkRange, invalid, msOf, rangeOf, realCurrency, unitsOf } from './money-rules'
import { brandWallet } from './pay-settings'
import { bankNameOf, maskAccountNo, ownAccount } from './withdraw-accounts'
import { checkWithdrawPassword } from './withdraw-password'

export interface WithdrawalRow {
  id: number
  member_id: number
  account_member: string | null
  product_no: number
  request_id: string
  account_id: number
  bank_code: string
  account_no: string
  amount: string
  currency_code: string
  status: WithdrawalStatus
  reason: string
  created_at: number | string
  reviewed_at: number | string | null
}

/** The columns of a wire withdrawal: the row with its account and member (alias w, a, m). */
export const withdrawalSelect = `SELECT w.id, w.member_id, m.account AS account_member, m.product_no, w.request_id,
  w.account_id, a.bank_code, a.account_no, w.amount::text AS amount, w.currency_code, w.status, w.reason,
  w.created_at, w.reviewed_at
  FROM withdrawals w JOIN withdraw_accounts a ON a.id = w.account_id JOIN members m ON m.id = w.member_id`

export async function wireWithdrawal(ctx: ServerContext, row: WithdrawalRow): Promise<Withdrawal> {
  const currency = await ctx.ledger.currencies.get(row.currency_code)
  return {
    id: Number(row.id),
    requestId: row.request_id,
    accountId: Number(row.account_id),
    account: {
      bankName: bankNameOf(ctx, Number(row.product_no), row.bank_code),
      accountNoMasked: maskAccountNo(row.account_no),
    },
    amount: floorToScale(row.amount, currency?.scale ?? 2),
    currencyCode: row.currency_code,
    status: row.status,
    reason: row.reason,
    createdAt: Number(row.created_at),
    reviewedAt: msOf(row.reviewed_at),
  }
}

export async function wireOperatorWithdrawal(
  ctx: ServerContext,
  row: WithdrawalRow,
): Promise<OperatorWithdrawal> {
  return {
    ...(await wireWithdrawal(ctx, row)),
    member: { memberId: Number(row.member_id), account: row.account_member ?? '' },
  }
}

export async function withdrawalRow(q: Queryable, id: number): Promise<WithdrawalRow> {
  const [row] = await q.query<WithdrawalRow>(`${withdrawalSelect} WHERE w.id = $1`, [id])
  if (!row) throw new Error(`withdrawal ${id} vanished`)
  return row
}

export interface WithdrawRequest {
  accountId: number
  amount: string
  currencyCode: string
  pwd: string
  requestId: string
}

/**
 * A withdrawal (PROTOCOL.md section 8): the withdraw password (1005, 1004), the member's own account in that
 * currency (3004 / 1000), the brand's limits for the currency (2004), then in one transaction with the member's
 * accounts locked: the amount within the withdrawable balance (display balance minus the outstanding loan,
 * 2001), the row, and the hold member -> frozen. Idempotent by requestId.
 */
export async function createWithdrawal(
  ctx: ServerContext,
  member: Member,
  request: WithdrawRequest,
): Promise<Withdrawal> {
  await checkWithdrawPassword(ctx.db, member.id, request.pwd)
  const productNo = member.productNo
  const currency = await realCurrency(ctx, request.currencyCode)
  const units = unitsOf(request.amount, currency)
  const limits = brandWallet(ctx, productNo).withdrawLimits[currency.code]
  if (!limits) throw invalid('currencyCode')
  const hash = requestHashOf([request.accountId, units, currency.code])
  const row = await idempotentCreate(ctx, {
    table: 'withdrawals',
    memberId: member.id,
    requestId: request.requestId,
    hash,
    async create(tx) {
      const account = await ownAccount(tx, member.id, request.accountId, true)
      if (account.currency_code !== currency.code) throw invalid('currencyCode')
      checkRange(units, rangeOf(limits, currency), currency)
      const holdings = await lockHoldings(tx, member.id, currency)
      if (units > holdings.spendable - holdings.owed) {
        throw new BusinessError(codes.INSUFFICIENT_BALANCE, 'insufficientBalance', {
          currencyCode: currency.code,
          withdrawable: fromUnits(
            holdings.spendable > holdings.owed ? holdings.spendable - holdings.owed : 0n,
            currency.scale,
          ),
        })
      }
      const [inserted] = await tx.query<{ id: number }>(
        `INSERT INTO withdrawals (member_id, request_id, request_hash, account_id, amount, currency_code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`,
        [
          member.id,
          request.requestId,
          hash,
          request.accountId,
          fromUnits(units, currency.scale),
          currency.code,
          Date.now(),
        ],
      )
      if (!inserted) return null
      const id = Number(inserted.id)
      const amount = fromUnits(units, currency.scale)
      await ctx.ledger.transfer(tx, {
        kind: 'withdrawal-hold',
        memo: `withdrawal:${id}`,
        idempotencyKey: `withdrawal:${id}:hold`,
        entries: [
          { account: { kind: 'member', memberId: member.id, currency: currency.code }, amount: `-${amount}` },
          { account: { kind: 'frozen', memberId: member.id, currency: currency.code }, amount },
        ],
      })
      return id
    },
    read: withdrawalRow,
  })
  return wireWithdrawal(ctx, row)
}

export async function listWithdrawals(
  ctx: ServerContext,
  member: Member,
  request: ListRequest<WithdrawalStatus>,
) {
  const page = request.page ?? 1
  const pageSize = request.pageSize ?? 20
  const rows = await ctx.db.query<WithdrawalRow & { total: number }>(
    `${withdrawalSelect.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')}
     WHERE w.member_id = $1 AND ($2::text IS NULL OR w.status = $2)
     ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
    [member.id, request.status ?? null, pageSize, (page - 1) * pageSize],
  )
  const [count] = rows.length
    ? [{ total: rows[0]!.total }]
    : await ctx.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM withdrawals WHERE member_id = $1 AND ($2::text IS NULL OR status = $2)`,
        [member.id, request.status ?? null],
      )
  return {
    list: await Promise.all(rows.map((row) => wireWithdrawal(ctx, row))),
    total: Number(count?.total ?? 0),
    page,
    pageSize,
  }
}
