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
import { checkRange, rangeOf, unitsOf } from '../requests/amounts'
import { idempotent } from '../requests/idempotency'
import { memberCurrency } from '../requests/member-currency'
import { pageOfRows } from '../requests/paging'
import { checkProtection } from '../requests/player-protection'
import { refuseDemo } from '../requests/refuse-demo'
import { invalidField } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import type { ListRequest } from './deposits'
import { lockHoldings } from './holdings'
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
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
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
  refuseDemo(member)
  await checkWithdrawPassword(ctx.db, member.id, request.pwd)
  const currency = await memberCurrency(ctx, member, request.currencyCode)
  const units = unitsOf(request.amount, currency)
  const limits = brandWallet(ctx, member.productNo).withdrawLimits[currency.code]
  if (!limits) throw invalidField('currencyCode')
  const hash = requestHash('withdraw-create', {
    accountId: request.accountId,
    amount: units,
    currencyCode: currency.code,
  })
  const row = await idempotent(ctx.db, {
    table: 'withdrawals',
    key: { memberId: member.id, requestId: request.requestId, hash },
    attempt: () =>
      ctx.db.transaction(async (tx) => {
        const account = await ownAccount(tx, member.id, request.accountId, true)
        if (account.currency_code !== currency.code) throw invalidField('currencyCode')
        checkRange(units, rangeOf(limits, currency), currency)
        await checkProtection(tx, member, { kind: 'moneyOut', currency, amount: units })
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
          `INSERT INTO withdrawals (member_id, request_id, request_hash, account_id, amount, currency_code,
             created_at)
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
            {
              account: { kind: 'member', memberId: member.id, currency: currency.code },
              amount: `-${amount}`,
            },
            { account: { kind: 'frozen', memberId: member.id, currency: currency.code }, amount },
          ],
        })
        return withdrawalRow(tx, id)
      }),
    replay: (id) => withdrawalRow(ctx.db, Number(id)),
  })
  return wireWithdrawal(ctx, row)
}

export async function listWithdrawals(
  ctx: ServerContext,
  member: Member,
  request: ListRequest<WithdrawalStatus>,
) {
  const where = 'WHERE w.member_id = $1 AND ($2::text IS NULL OR w.status = $2)'
  const page = await pageOfRows(
    ctx.db,
    request,
    {
      select: `${withdrawalSelect} ${where} ORDER BY w.id DESC`,
      count: `SELECT count(*)::int AS total FROM withdrawals w ${where}`,
      params: [member.id, request.status ?? null],
    },
    (row: WithdrawalRow) => row,
  )
  return { ...page, list: await Promise.all(page.list.map((row) => wireWithdrawal(ctx, row))) }
}
