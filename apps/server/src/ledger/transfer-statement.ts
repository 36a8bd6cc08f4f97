/**
 * Rows written in the same statement as a transfer, before it (an order and its legs): one round trip for the
 * row and the money. `sql` is a list of common table expressions (`name AS (...)`, comma separated, no leading
 * WITH) whose `$n` placeholders number `params` from 1. One of them is named `lead` and returns the new row's `id`
 * (one row, or none: then nothing moves); every insert selects `FROM ledger_funded`, a relation of one row when
 * every balance stays within its limits and of none otherwise, so a refused transfer writes nothing.
 */
export interface TransferLead {
  sql: string
  params: unknown[]
  /** The transfer's memo is this text followed by the lead row's id (`order:` -> `order:1000042`). */
  memoPrefix: string
  /** The lead row is an order: the transfer's `order_id` is its id. Fixed for a lead's text. */
  linksOrder?: boolean
}

export interface TransferStatementInput {
  /** Account id and decimal amount of each entry, in entry order. */
  entries: { accountId: number; amount: string }[]
  kind: string
  memo: string
  idempotencyKey: string | null
  currencyCode: string
  signature: string
  /** `ledger_transfers.order_id`; with a lead that links its order, the lead's id instead. */
  orderId?: number | null | undefined
  lead?: TransferLead | undefined
}

/** What the statement answers: the transfer's id (null when nothing moved) and why nothing moved. */
export interface TransferStatementRow {
  transfer_id: number | null
  /** The kind of the first account (by id) that would go below zero: the transfer was refused. */
  short_kind: string | null
  /** The lead row's id (null without a lead, or when it wrote nothing). */
  lead_id: number | null
}

/**
 * One statement that moves the money (DESIGN.md section 4, Ledger): locks the accounts in id order (FOR UPDATE,
 * so two transfers on the same accounts queue instead of deadlocking), computes every balance after the entries,
 * and only when none of the accounts that may not go negative would go below zero writes the transfer, its
 * entries and the new balances (and the lead's rows). Otherwise it writes nothing and names the short account.
 * The CHECK constraint on balances and the deferred zero-sum trigger still back it at commit.
 *
 * Under READ COMMITTED the locked rows are the newest versions, and the UPDATE re-reads the version it locked,
 * so concurrent transfers on one account add up exactly.
 */
export function transferStatement(input: TransferStatementInput): { sql: string; params: unknown[] } {
  const { entries, lead } = input
  const params: unknown[] = [...(lead?.params ?? [])]
  for (const entry of entries) params.push(entry.accountId, entry.amount)
  params.push(
    [...new Set(entries.map((entry) => entry.accountId))].sort((a, b) => a - b),
    lead ? lead.memoPrefix : input.memo.slice(0, 500),
    input.kind,
    input.idempotencyKey,
    input.currencyCode,
    input.signature,
  )
  if (!lead?.linksOrder) params.push(input.orderId ?? null)
  return { sql: statementText(lead, entries.length), params }
}

// The text depends only on the lead's text (which fixes how many values the lead has) and on the number of
// entries: built once per shape, so every transfer of a shape sends the same string (postgres.ts looks its
// prepared statement up by it, and a string hashed once keeps its hash). The lead's text is the outer key:
// orderLead sends one string per number of legs.
const statementTexts = new Map<string, Map<number, string>>()

function statementText(lead: TransferLead | undefined, entryCount: number): string {
  const leadKey = lead ? `${lead.linksOrder ? 'order ' : ''}${lead.sql}` : ''
  let byEntries = statementTexts.get(leadKey)
  if (!byEntries) {
    byEntries = new Map()
    statementTexts.set(leadKey, byEntries)
  }
  let text = byEntries.get(entryCount)
  if (text === undefined) {
    text = buildStatementText(lead, entryCount)
    byEntries.set(entryCount, text)
  }
  return text
}

/**
 * The common part of the one-transfer and the batch statements, over the CTE `ledger_entry` (account_id, amount):
 * the accounts of the ids in placeholder `ids` locked in id order, their balances after the entries, the first
 * that would go below zero without being allowed to (`ledger_short`), and `ledger_funded`, one row when none does.
 */
export function fundedAccounts(ids: string): string {
  return `ledger_locked AS MATERIALIZED (
  SELECT id, kind, balance, allow_negative FROM ledger_accounts
  WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE
),
ledger_after AS MATERIALIZED (
  SELECT l.id, l.kind, l.balance + sum(e.amount) AS balance, l.allow_negative
  FROM ledger_locked l JOIN ledger_entry e ON e.account_id = l.id
  GROUP BY l.id, l.kind, l.balance, l.allow_negative
),
ledger_short AS (
  SELECT id, kind FROM ledger_after WHERE balance < 0 AND NOT allow_negative ORDER BY id LIMIT 1
),
ledger_funded AS (SELECT WHERE NOT EXISTS (SELECT FROM ledger_short))`
}

/** The statement's text, its placeholders numbered as transferStatement orders the values. */
function buildStatementText(lead: TransferLead | undefined, entryCount: number): string {
  let placeholder = lead?.params.length ?? 0
  const param = (type?: string) => (type ? `$${++placeholder}::${type}` : `$${++placeholder}`)
  const entryRows = Array.from(
    { length: entryCount },
    (_, index) => `(${param('bigint')}, ${param('numeric')}, ${index})`,
  ).join(', ')
  const ids = param()
  const memo = lead ? `${param('text')} || lead.id` : param('text')
  const source = lead ? 'lead' : 'ledger_funded'
  return `WITH ledger_entry (account_id, amount, ord) AS (VALUES ${entryRows}),
${fundedAccounts(ids)},${lead ? `\n${lead.sql},` : ''}
ledger_transfer AS (
  INSERT INTO ledger_transfers (kind, memo, idempotency_key, currency_code, signature, order_id)
  SELECT ${param('text')}, ${memo}, ${param('text')}, ${param('text')}, ${param('text')},
    ${lead?.linksOrder ? 'lead.id' : param('bigint')}
  FROM ${source} RETURNING id
),
ledger_written AS (
  INSERT INTO ledger_entries (transfer_id, account_id, amount)
  SELECT t.id, e.account_id, e.amount FROM ledger_transfer t, ledger_entry e ORDER BY e.ord
),
ledger_balances AS (
  UPDATE ledger_accounts a SET balance = f.balance FROM ledger_after f, ledger_transfer t WHERE a.id = f.id
)
SELECT (SELECT id FROM ledger_transfer) AS transfer_id, (SELECT kind FROM ledger_short) AS short_kind,
  ${lead ? '(SELECT id FROM lead)' : 'NULL::bigint'} AS lead_id`
}
