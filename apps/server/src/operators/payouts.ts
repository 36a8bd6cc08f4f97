import type { MemberContext, WithdrawalPayout } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { balanceEntriesOf } from '../members/balance'
import type { Member } from '../members/member'
import { memberOfOperator } from '../protection/member-search'
import { notPermitted } from '../requests/request-errors'
import { listCollections } from '../wallet/collections'
import { listDeposits } from '../wallet/deposits'
import { bankNameOf } from '../wallet/withdraw-accounts'
import {
  listWithdrawals,
  type WithdrawalRow,
  wireOperatorWithdrawal,
  withdrawalSelect,
} from '../wallet/withdrawals'
import { recordAudit } from './audit'

/** How many of each recent movement the card shows. */
const recentCount = 5

/**
 * A withdrawal as the operator who pays it out needs it (PROTOCOL.md section 8, beyond the masked number): the
 * full account and holder's name, for an operator of the member's brand only (another brand's id is 3004 like an
 * unknown one), the reveal logged in the same transaction that reads the number; then the player's context.
 */
export async function withdrawalPayout(
  ctx: ServerContext,
  operator: Member,
  id: number,
): Promise<WithdrawalPayout> {
  const revealed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<WithdrawalRow>(`${withdrawalSelect} WHERE w.id = $1 AND m.product_no = $2`, [
      id,
      operator.productNo,
    ])
    if (!row) throw notPermitted()
    const [holder] = await tx.query<{ account_name: string }>(
      'SELECT account_name FROM withdraw_accounts WHERE id = $1',
      [row.account_id],
    )
    await recordAudit(tx, operator, {
      action: 'revealAccount',
      memberId: Number(row.member_id),
      subjectId: id,
    })
    return { ...row, account_name: holder?.account_name ?? '' }
  })
  const member = await memberOfOperator(ctx, operator, Number(revealed.member_id))
  return {
    withdrawal: await wireOperatorWithdrawal(ctx, revealed),
    account: {
      bankCode: revealed.bank_code,
      bankName: bankNameOf(ctx, operator.productNo, revealed.bank_code),
      accountName: revealed.account_name,
      accountNo: revealed.account_no,
    },
    member: await memberContextOf(ctx, member),
  }
}

/** The player beside a review: every balance (with the outstanding loan) and the last movements in and out. */
async function memberContextOf(ctx: ServerContext, member: Member): Promise<MemberContext> {
  const recent = { page: 1, pageSize: recentCount }
  const [balances, deposits, collections, withdrawals] = await Promise.all([
    balanceEntriesOf(ctx, ctx.db, member),
    listDeposits(ctx, member, recent),
    listCollections(ctx, member, recent),
    listWithdrawals(ctx, member, recent),
  ])
  return {
    memberId: member.id,
    account: member.account ?? '',
    balances,
    recentDeposits: deposits.list,
    recentCollections: collections.list,
    recentWithdrawals: withdrawals.list,
  }
}
