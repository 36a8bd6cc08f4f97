import {
  maxWithdrawAccounts,
  type WithdrawAccount,
  type WithdrawAccountOperateRequest,
} from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import type { Member } from '../members/member'
import { memberCurrency } from '../requests/member-currency'
import { invalidField, notPermitted, wrongState } from '../requests/request-errors'
import { banksOf } from './pay-settings'

/** An account number travels only masked: its last four characters. */
export function maskAccountNo(accountNo: string): string {
  return `•••• ${accountNo.slice(-4)}`
}

export interface WithdrawAccountRow {
  id: number
  bank_code: string
  account_name: string
  account_no: string
  currency_code: string
  created_at: number | string
}

export function bankNameOf(ctx: ServerContext, productNo: number, bankCode: string): string {
  return banksOf(ctx, productNo).find((bank) => bank.code === bankCode)?.name ?? bankCode
}

function wireAccount(ctx: ServerContext, productNo: number, row: WithdrawAccountRow): WithdrawAccount {
  return {
    id: Number(row.id),
    bankCode: row.bank_code,
    bankName: bankNameOf(ctx, productNo, row.bank_code),
    accountName: row.account_name,
    accountNoMasked: maskAccountNo(row.account_no),
    currencyCode: row.currency_code,
    createdAt: Number(row.created_at),
  }
}

/**
 * The member's own account, not removed; someone else's or a removed one is 3004 like an unknown id. `lock`
 * holds its row until the transaction ends: a withdrawal to it and its removal never interleave.
 */
export async function ownAccount(
  q: Queryable,
  memberId: number,
  id: number,
  lock = false,
): Promise<WithdrawAccountRow> {
  const [row] = await q.query<WithdrawAccountRow>(
    `SELECT id, bank_code, account_name, account_no, currency_code, created_at FROM withdraw_accounts
     WHERE id = $1 AND member_id = $2 AND removed_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, memberId],
  )
  if (!row) throw notPermitted()
  return row
}

export async function listWithdrawAccounts(ctx: ServerContext, member: Member): Promise<WithdrawAccount[]> {
  const productNo = member.productNo
  const rows = await ctx.db.query<WithdrawAccountRow>(
    `SELECT id, bank_code, account_name, account_no, currency_code, created_at FROM withdraw_accounts
     WHERE member_id = $1 AND removed_at IS NULL ORDER BY id`,
    [member.id],
  )
  return rows.map((row) => wireAccount(ctx, productNo, row))
}

/**
 * Adds an account (a bank of the member's brand in that currency; at most 5: the sixth is 1006) or removes one
 * (its own; not while a withdrawal to it is in review: 1006). The count and the review check run under a lock on
 * the member's row, so two adds at once cannot make six.
 */
export async function operateWithdrawAccount(
  ctx: ServerContext,
  member: Member,
  request: WithdrawAccountOperateRequest,
): Promise<WithdrawAccount[]> {
  const productNo = member.productNo
  if (request.op === 'add') {
    const currency = await memberCurrency(ctx, member, request.currencyCode)
    if (!banksOf(ctx, productNo, currency.code).some((bank) => bank.code === request.bankCode)) {
      throw invalidField('bankCode')
    }
  }
  await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [member.id])
    if (request.op === 'add') {
      const [count] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM withdraw_accounts WHERE member_id = $1 AND removed_at IS NULL',
        [member.id],
      )
      if (Number(count?.n ?? 0) >= maxWithdrawAccounts) {
        throw wrongState('full', { max: maxWithdrawAccounts })
      }
      await tx.query(
        `INSERT INTO withdraw_accounts (member_id, bank_code, account_name, account_no, currency_code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          member.id,
          request.bankCode,
          request.accountName.trim(),
          request.accountNo,
          request.currencyCode,
          Date.now(),
        ],
      )
      return
    }
    const id = Number(request.id)
    await ownAccount(tx, member.id, id, true)
    const [pending] = await tx.query<{ id: number }>(
      `SELECT id FROM withdrawals WHERE account_id = $1 AND status = 'inReview' LIMIT 1`,
      [id],
    )
    if (pending) throw wrongState('inReview')
    await tx.query('UPDATE withdraw_accounts SET removed_at = $2 WHERE id = $1', [id, Date.now()])
  })
  return listWithdrawAccounts(ctx, member)
}
