import type { Queryable } from '../db'
import type { Currency } from '../ledger/currencies'
import { fromUnits, toUnits } from '../ledger/money'
import { sqlUnits } from '../requests/amounts'

export interface Holdings {
  /** The display balance: what can be spent (the `member` account; frozen money is apart). */
  spendable: bigint
  /** The outstanding loan (the `loan` account is negative by it). */
  owed: bigint
}

/**
 * Locks a member's `member`, `frozen` and `loan` accounts of one currency (in id order, as a ledger transfer
 * locks, so the two never deadlock) and reads them: what a withdrawal or a repayment checks stays true until its
 * transaction ends, whatever bets or other withdrawals run at the same time.
 */
export async function lockHoldings(q: Queryable, memberId: number, currency: Currency): Promise<Holdings> {
  const rows = await q.query<{ kind: string; balance: string }>(
    `SELECT kind, balance::text AS balance FROM ledger_accounts
     WHERE member_id = $1 AND currency_code = $2 AND ref = '' AND kind IN ('member', 'frozen', 'loan')
     ORDER BY id FOR UPDATE`,
    [memberId, currency.code],
  )
  const balanceOf = (kind: string) => sqlUnits(rows.find((row) => row.kind === kind)?.balance, currency)
  const loan = balanceOf('loan')
  return { spendable: balanceOf('member'), owed: loan < 0n ? -loan : 0n }
}

/**
 * A balance entry's `amount` (PROTOCOL.md section 8): the spendable money plus what is frozen, so a freeze
 * leaves it as it was and raises `frozen`, and the display balance (`amount - frozen`) is what can be spent.
 */
export function entryAmount(spendable: string | undefined, frozen: string | undefined): string {
  return fromUnits(toUnits(spendable ?? '0', 8) + toUnits(frozen ?? '0', 8), 8)
}
