import { fundedAccounts, type TransferStatementInput } from './transfer-statement'

/** One transfer of a batch: what `transferStatement` writes for one, without a lead row. */
export type BatchTransfer = Omit<TransferStatementInput, 'lead' | 'orderId'> & { orderId: number | null }

/** What the batch statement answers: the transfers' ids in input order (null when nothing moved), and why not. */
export interface BatchStatementRow {
  transfer_ids: number[] | null
  short_kind: string | null
}

/**
 * Many transfers in one statement of one text, whatever their number (their values are arrays): what
 * `transferStatement` does for one, for all of them at once. The accounts are locked in id order and every balance
 * after all the entries is checked: either every transfer is written, with its entries and the new balances, or
 * none (the first short account is named). The transfers' ids are drawn first so that each entry names its own.
 */
export const batchStatement = `WITH ledger_entry AS (
  SELECT * FROM unnest($1::integer[], $2::bigint[], $3::numeric[]) WITH ORDINALITY AS e (transfer_ord, account_id, amount, ord)
),
${fundedAccounts('$4')},
ledger_drawn AS MATERIALIZED (
  SELECT t.*, nextval(pg_get_serial_sequence('ledger_transfers', 'id')) AS id
  FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bigint[])
    WITH ORDINALITY AS t (kind, memo, idempotency_key, currency_code, signature, order_id, ord), ledger_funded
),
ledger_transfer AS (
  INSERT INTO ledger_transfers (id, kind, memo, idempotency_key, currency_code, signature, order_id)
  OVERRIDING SYSTEM VALUE
  SELECT id, kind, memo, idempotency_key, currency_code, signature, order_id FROM ledger_drawn ORDER BY ord
),
ledger_written AS (
  INSERT INTO ledger_entries (transfer_id, account_id, amount)
  SELECT t.id, e.account_id, e.amount FROM ledger_drawn t JOIN ledger_entry e ON e.transfer_ord = t.ord ORDER BY e.ord
),
ledger_balances AS (
  UPDATE ledger_accounts a SET balance = f.balance FROM ledger_after f, ledger_funded WHERE a.id = f.id
)
SELECT (SELECT array_agg(id ORDER BY ord) FROM ledger_drawn) AS transfer_ids,
  (SELECT kind FROM ledger_short) AS short_kind`

export function batchParams(transfers: readonly BatchTransfer[]): unknown[] {
  const ords: number[] = []
  const accounts: number[] = []
  const amounts: string[] = []
  transfers.forEach((transfer, index) => {
    for (const entry of transfer.entries) {
      ords.push(index + 1)
      accounts.push(entry.accountId)
      amounts.push(entry.amount)
    }
  })
  return [
    ords,
    accounts,
    amounts,
    [...new Set(accounts)].sort((a, b) => a - b),
    transfers.map((transfer) => transfer.kind),
    transfers.map((transfer) => transfer.memo.slice(0, 500)),
    transfers.map((transfer) => transfer.idempotencyKey),
    transfers.map((transfer) => transfer.currencyCode),
    transfers.map((transfer) => transfer.signature),
    transfers.map((transfer) => transfer.orderId),
  ]
}
