import type { Queryable } from '../db'

/**
 * Credit lines (PROTOCOL.md section 8): per member and currency, set by the operator command `credit-line`.
 * `creditAmount` in user info and balance entries reads them; a loan draws on them.
 */
export async function creditLinesOf(q: Queryable, memberId: number): Promise<Map<string, string>> {
  const rows = await q.query<{ currency_code: string; amount: string }>(
    'SELECT currency_code, amount::text AS amount FROM credit_lines WHERE member_id = $1',
    [memberId],
  )
  return new Map(rows.map((row) => [row.currency_code, row.amount]))
}

/** Sets (or replaces) a member's credit line in a currency. */
export async function setCreditLine(
  q: Queryable,
  memberId: number,
  currencyCode: string,
  amount: string,
): Promise<void> {
  await q.query(
    `INSERT INTO credit_lines (member_id, currency_code, amount, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, currency_code) DO UPDATE SET amount = EXCLUDED.amount, updated_at = EXCLUDED.updated_at`,
    [memberId, currencyCode, amount, Date.now()],
  )
}
