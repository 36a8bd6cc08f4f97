import { expect } from 'vitest'
import type { Queryable } from '../../src/db'

/**
 * A member's balance of one account kind as decimal text with 2 decimals (`member`: spendable, `escrow`: open
 * stakes, `frozen`, `loan`, `game`), summed over the kind's refs unless `ref` names one.
 */
export async function ledgerBalance(
  db: Queryable,
  memberId: number,
  { kind = 'member', currency = 'USD', ref }: { kind?: string; currency?: string; ref?: string } = {},
): Promise<string> {
  const [row] = await db.query<{ balance: string }>(
    `SELECT COALESCE(sum(balance), 0)::numeric(38, 2)::text AS balance FROM ledger_accounts
     WHERE member_id = $1 AND currency_code = $2 AND kind = $3 AND ($4::text IS NULL OR ref = $4)`,
    [memberId, currency, kind, ref ?? null],
  )
  return row?.balance ?? '0.00'
}

/** The ledger's own invariants: every transfer sums to zero and every account's balance is its entries' sum. */
export async function expectLedgerBalanced(db: Queryable): Promise<void> {
  expect(
    await db.query('SELECT transfer_id FROM ledger_entries GROUP BY transfer_id HAVING sum(amount) <> 0'),
  ).toEqual([])
  expect(
    await db.query(
      `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
       GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(sum(e.amount), 0)`,
    ),
  ).toEqual([])
}
