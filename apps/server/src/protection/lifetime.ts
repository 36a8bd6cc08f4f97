import type { Lifetime } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { CurrencyCatalog } from '../ledger/currencies'
import { fromUnits } from '../ledger/money'
import { sqlUnits } from '../requests/amounts'
import { moneyInKinds, moneyOutKinds } from './money-kinds'

/**
 * Money in and out of a member for life, per currency (PROTOCOL.md section 11), from the ledger: deposits and
 * collections credited to its balance, withdrawals paid out of its frozen balance. Demo money is none of it.
 */
export async function lifetimeOf(
  q: Queryable,
  currencies: CurrencyCatalog,
  memberId: number,
): Promise<Lifetime[]> {
  const rows = await q.query<{ currency_code: string; deposits: string | null; withdrawals: string | null }>(
    `SELECT a.currency_code,
       sum(e.amount) FILTER (WHERE a.kind = 'member' AND t.kind = ANY($2::text[]))::text AS deposits,
       (-sum(e.amount) FILTER (WHERE a.kind = 'frozen' AND t.kind = ANY($3::text[])))::text AS withdrawals
     FROM ledger_accounts a
     JOIN ledger_entries e ON e.account_id = a.id
     JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE a.member_id = $1 AND a.kind IN ('member', 'frozen') AND t.kind = ANY($2::text[] || $3::text[])
     GROUP BY a.currency_code ORDER BY a.currency_code`,
    [memberId, moneyInKinds, moneyOutKinds],
  )
  const lifetime: Lifetime[] = []
  for (const row of rows) {
    const currency = await currencies.get(row.currency_code)
    if (!currency || currency.demo) continue
    const deposits = sqlUnits(row.deposits, currency)
    const withdrawals = sqlUnits(row.withdrawals, currency)
    lifetime.push({
      currencyCode: currency.code,
      deposits: fromUnits(deposits, currency.scale),
      withdrawals: fromUnits(withdrawals, currency.scale),
      net: fromUnits(deposits - withdrawals, currency.scale),
    })
  }
  return lifetime
}
