import { codes } from '@sportsbook/sdk/protocol'
import type { ServerBus } from '../bus'
import type { Database, Queryable, Transaction } from '../db'
import { isRetryable, isUniqueViolation } from '../db'
import { BusinessError } from '../errors'
import { AccountIds, keyOf } from './account-ids'
import { type BatchStatementRow, batchParams, batchStatement } from './batch-statement'
import { type Currency, createCurrencyCatalog } from './currencies'
import type { AccountKind, AccountRef, Ledger, TransferInput, TransferResult } from './ledger-types'
import { fromUnits, MoneyFormatError, toUnits } from './money'
import { type TransferLead, type TransferStatementRow, transferStatement } from './transfer-statement'

export type {
  AccountBalance,
  AccountKind,
  AccountRef,
  LeadTransferResult,
  Ledger,
  TransferInput,
  TransferResult,
} from './ledger-types'
export type { TransferLead } from './transfer-statement'

interface Prepared {
  input: TransferInput
  currency: Currency
  /** Each entry's amount as decimal text at the currency's scale. */
  amounts: string[]
  /** The kind and entries as JSON: a replayed idempotency key must carry the same movement. */
  signature: string
  /** The members whose balances the transfer touches (bus `balance` after the commit). */
  members: Set<number>
}

/**
 * `onCommitted` hears the kind of every transfer once it has committed (the `ledger_transfers_total` metric); a
 * replayed idempotency key moved nothing and is not heard.
 */
export function createLedger(
  db: Database,
  bus: ServerBus,
  onCommitted: (kind: string) => void = () => undefined,
): Ledger {
  const currencies = createCurrencyCatalog(db)
  const accountIds = new AccountIds()

  /** Checks the entries (two or more, one currency, at most its decimals, none zero, summing to zero). */
  async function prepare(input: TransferInput): Promise<Prepared> {
    const currencyCodes = new Set(input.entries.map((entry) => entry.account.currency))
    if (input.entries.length < 2 || currencyCodes.size !== 1) {
      throw new Error('a transfer needs two or more entries in one currency')
    }
    const currency = await currencies.get([...currencyCodes][0]!)
    if (!currency) throw new Error(`unknown currency ${[...currencyCodes][0]}`)
    let sum = 0n
    const amounts = input.entries.map((entry) => {
      let value: bigint
      try {
        value = toUnits(entry.amount, currency.scale)
      } catch (error) {
        if (error instanceof MoneyFormatError) throw new Error(`transfer ${input.kind}: ${error.message}`)
        throw error
      }
      if (value === 0n) throw new Error(`transfer ${input.kind}: a zero entry`)
      sum += value
      return fromUnits(value, currency.scale)
    })
    if (sum !== 0n)
      throw new Error(`transfer ${input.kind}: entries sum to ${fromUnits(sum, currency.scale)}`)
    const signature = JSON.stringify({
      kind: input.kind,
      entries: input.entries.map((entry, index) => [entry.account, amounts[index]]),
    })
    const members = new Set<number>()
    for (const entry of input.entries) if (entry.account.memberId != null) members.add(entry.account.memberId)
    return { input, currency, amounts, signature, members }
  }

  /** Runs the transfer's one statement; throws 2001 when an account would go short (then nothing was written). */
  async function move(
    q: Queryable,
    prepared: Prepared,
    ids: number[],
    lead?: TransferLead,
  ): Promise<TransferStatementRow> {
    const { input, currency, amounts, signature } = prepared
    const statement = transferStatement({
      entries: ids.map((accountId, index) => ({ accountId, amount: amounts[index]! })),
      kind: input.kind,
      memo: input.memo ?? '',
      idempotencyKey: input.idempotencyKey ?? null,
      currencyCode: currency.code,
      signature,
      orderId: input.orderId ?? null,
      lead,
    })
    let row: TransferStatementRow | undefined
    try {
      ;[row] = await q.query<TransferStatementRow>(statement.sql, statement.params, { prepare: true })
    } catch (error) {
      // A concurrent transfer took the key first: retry the whole transaction, which then replays it.
      if (isUniqueViolation(error) && input.idempotencyKey) {
        throw Object.assign(new Error('idempotency key race'), { code: '40001' })
      }
      throw error
    }
    if (row?.short_kind) {
      throw new BusinessError(codes.INSUFFICIENT_BALANCE, 'insufficientBalance', {
        currencyCode: currency.code,
        account: row.short_kind,
      })
    }
    if (!row || (row.transfer_id === null && !lead)) throw new Error(`transfer ${input.kind} wrote nothing`)
    return row
  }

  const announce = (members: Set<number>) => {
    for (const memberId of members) bus.emit('balance', { memberId })
  }
  const committed = (prepared: Prepared) => {
    announce(prepared.members)
    onCommitted(prepared.input.kind)
  }

  async function inTransaction(tx: Transaction, prepared: Prepared, lead?: TransferLead) {
    const refs = prepared.input.entries.map((entry) => entry.account)
    const ids = accountIds.cached(refs) ?? (await accountIds.resolve(tx, refs, prepared.currency))
    const row = await move(tx, prepared, ids, lead)
    if (row.transfer_id !== null) tx.afterCommit(() => committed(prepared))
    return row
  }

  /**
   * The transfer as one statement, its own transaction, when every account id is cached (nothing to look up or
   * create first); else, or after a deadlock, inside a transaction (which retries those).
   */
  async function standalone(prepared: Prepared, lead?: TransferLead): Promise<TransferStatementRow> {
    const ids = accountIds.cached(prepared.input.entries.map((entry) => entry.account))
    if (ids) {
      try {
        const row = await move(db, prepared, ids, lead)
        if (row.transfer_id !== null) committed(prepared)
        return row
      } catch (error) {
        if (!isRetryable(error)) throw error
      }
    }
    return db.transaction((tx) => inTransaction(tx, prepared, lead))
  }

  async function transfer(tx: Transaction, input: TransferInput): Promise<TransferResult> {
    const prepared = await prepare(input)
    if (input.idempotencyKey) {
      const replay = await findByKey(tx, input.idempotencyKey, prepared.signature)
      if (replay) return replay
    }
    const row = await inTransaction(tx, prepared)
    return { transferId: Number(row.transfer_id), replayed: false }
  }

  async function transferMany(tx: Transaction, inputs: readonly TransferInput[]): Promise<TransferResult[]> {
    const prepared = await Promise.all(inputs.map(prepare))
    const results: (TransferResult | null)[] = prepared.map(() => null)
    const keys = inputs.flatMap((input) => (input.idempotencyKey ? [input.idempotencyKey] : []))
    if (new Set(keys).size !== keys.length)
      throw new Error('one idempotency key twice in a batch of transfers')
    if (keys.length > 0) {
      const rows = await tx.query<{ id: number; idempotency_key: string; signature: string }>(
        'SELECT id, idempotency_key, signature FROM ledger_transfers WHERE idempotency_key = ANY($1::text[])',
        [keys],
      )
      const found = new Map(rows.map((row) => [row.idempotency_key, row]))
      prepared.forEach((item, index) => {
        const row = found.get(item.input.idempotencyKey ?? '')
        if (!row) return
        if (row.signature !== item.signature) {
          throw new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
        }
        results[index] = { transferId: Number(row.id), replayed: true }
      })
    }
    const moving = prepared.flatMap((item, index) => (results[index] ? [] : [{ item, index }]))
    if (moving.length === 0) return results as TransferResult[]
    // An account not cached yet is looked up once for the whole batch (it is cached only after the commit): the
    // house account is in every settling's transfers.
    const found = new Map<string, number>()
    const resolve = async (refs: AccountRef[], currency: Currency) => {
      const missing = refs.filter((ref) => !found.has(keyOf(ref)))
      const ids = await accountIds.resolve(tx, missing, currency)
      for (const [index, ref] of missing.entries()) found.set(keyOf(ref), ids[index]!)
      return refs.map((ref) => found.get(keyOf(ref))!)
    }
    const transfers = []
    for (const { item } of moving) {
      const refs = item.input.entries.map((entry) => entry.account)
      const ids = accountIds.cached(refs) ?? (await resolve(refs, item.currency))
      transfers.push({
        entries: ids.map((accountId, index) => ({ accountId, amount: item.amounts[index]! })),
        kind: item.input.kind,
        memo: item.input.memo ?? '',
        idempotencyKey: item.input.idempotencyKey ?? null,
        currencyCode: item.currency.code,
        signature: item.signature,
        orderId: item.input.orderId ?? null,
      })
    }
    let row: BatchStatementRow | undefined
    try {
      ;[row] = await tx.query<BatchStatementRow>(batchStatement, batchParams(transfers), { prepare: true })
    } catch (error) {
      // A concurrent transfer took a key first: retry the whole transaction, which then replays it.
      if (isUniqueViolation(error)) throw Object.assign(new Error('idempotency key race'), { code: '40001' })
      throw error
    }
    if (row?.short_kind) {
      throw new BusinessError(codes.INSUFFICIENT_BALANCE, 'insufficientBalance', {
        currencyCode: moving[0]!.item.currency.code,
        account: row.short_kind,
      })
    }
    const ids = row?.transfer_ids ?? []
    if (ids.length !== moving.length) throw new Error('a batch of transfers wrote nothing')
    moving.forEach(({ index }, position) => {
      results[index] = { transferId: Number(ids[position]), replayed: false }
    })
    const members = new Set(moving.flatMap(({ item }) => [...item.members]))
    tx.afterCommit(() => {
      announce(members)
      for (const { item } of moving) onCommitted(item.input.kind)
    })
    return results as TransferResult[]
  }

  async function findByKey(tx: Queryable, key: string, signature: string): Promise<TransferResult | null> {
    const [row] = await tx.query<{ id: number; signature: string }>(
      'SELECT id, signature FROM ledger_transfers WHERE idempotency_key = $1',
      [key],
    )
    if (!row) return null
    if (row.signature !== signature) {
      throw new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
    }
    return { transferId: Number(row.id), replayed: true }
  }

  return {
    currencies,
    transfer,
    transferMany,
    async transferNow(input) {
      if (input.idempotencyKey) return db.transaction((tx) => transfer(tx, input))
      const row = await standalone(await prepare(input))
      return { transferId: Number(row.transfer_id), replayed: false }
    },
    async transferWithLead(lead, input, tx) {
      const prepared = await prepare(input)
      const row = tx ? await inTransaction(tx, prepared, lead) : await standalone(prepared, lead)
      if (row.lead_id === null || row.transfer_id === null) return null
      return { leadId: Number(row.lead_id), transferId: Number(row.transfer_id) }
    },
    async accountsOf(q, memberId) {
      const rows = await q.query<{ kind: AccountKind; currency_code: string; ref: string; balance: string }>(
        `SELECT kind, currency_code, ref, balance::text AS balance FROM ledger_accounts WHERE member_id = $1
         ORDER BY currency_code, kind, ref`,
        [memberId],
      )
      return rows.map((row) => ({
        kind: row.kind,
        currency: row.currency_code,
        ref: row.ref,
        balance: row.balance,
      }))
    },
  }
}
