import { codes } from '@sportsbook/sdk/protocol'
import type { ServerBus } from '../bus'
import type { Database, Queryable, Transaction } from '../db'
import { isUniqueViolation } from '../db'
import { BusinessError } from '../errors'
import { type CurrencyCatalog, createCurrencyCatalog } from './currencies'
import { fromUnits, MoneyFormatError, toUnits } from './money'

/** What an account holds (migrations/0002_ledger.sql describes each kind). */
export type AccountKind =
  | 'member'
  | 'frozen'
  | 'loan'
  | 'escrow'
  | 'game'
  | 'house'
  | 'demo_source'
  | 'external'

/** System kinds may go below zero; a member's money never does (a loan account is negative by what is owed). */
const mayGoNegative: ReadonlySet<AccountKind> = new Set(['house', 'demo_source', 'external', 'loan'])

export interface AccountRef {
  kind: AccountKind
  /** The owner; null for system accounts (house, demo source, external). */
  memberId?: number | null
  currency: string
  /** Tells apart accounts of one kind, member and currency (an escrow per bank). */
  ref?: string
}

export interface TransferInput {
  /** Two or more entries in one currency, summing to zero; a positive amount credits the account. */
  entries: { account: AccountRef; amount: string }[]
  /** What moved the money: `demo-credit`, `operator-credit`, `bet-stake`, ... */
  kind: string
  memo?: string
  /** The same key with the same entries answers the first transfer again; with other entries, code 2005. */
  idempotencyKey?: string
}

export interface TransferResult {
  transferId: number
  /** True when the idempotency key matched an earlier identical transfer and nothing moved now. */
  replayed: boolean
}

export interface AccountBalance {
  kind: AccountKind
  currency: string
  ref: string
  /** Decimal text at the database's precision (8 decimals). */
  balance: string
}

export interface Ledger {
  readonly currencies: CurrencyCatalog
  /**
   * Moves money inside the caller's transaction: every money movement of the server goes through here. Locks the
   * accounts (in id order), refuses a member balance below zero (code 2001) and mixing demo and real money, appends
   * the entries and emits bus `balance` for each member touched once the transaction commits.
   */
  transfer(tx: Transaction, input: TransferInput): Promise<TransferResult>
  /** `transfer` in a transaction of its own. */
  transferNow(input: TransferInput): Promise<TransferResult>
  /** Every account of a member with its balance. */
  accountsOf(q: Queryable, memberId: number): Promise<AccountBalance[]>
}

interface LockedAccount {
  id: number
  kind: AccountKind
  member_id: number | null
  currency_code: string
  balance: string
  allow_negative: boolean
  member_kind: string | null
}

export function createLedger(db: Database, bus: ServerBus): Ledger {
  const currencies = createCurrencyCatalog(db)

  async function accountId(tx: Queryable, account: AccountRef): Promise<number> {
    const params = [account.kind, account.memberId ?? null, account.currency, account.ref ?? '']
    const existing = await tx.query<{ id: number }>(
      `SELECT id FROM ledger_accounts
       WHERE kind = $1 AND COALESCE(member_id, 0) = COALESCE($2::bigint, 0) AND currency_code = $3 AND ref = $4`,
      params,
    )
    if (existing[0]) return Number(existing[0].id)
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO ledger_accounts (kind, member_id, currency_code, ref, allow_negative) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING id`,
      [...params, mayGoNegative.has(account.kind)],
    )
    if (row) return Number(row.id)
    // Another transaction created it between the two statements.
    return accountId(tx, account)
  }

  async function transfer(tx: Transaction, input: TransferInput): Promise<TransferResult> {
    const currencyCodes = new Set(input.entries.map((entry) => entry.account.currency))
    if (input.entries.length < 2 || currencyCodes.size !== 1) {
      throw new Error('a transfer needs two or more entries in one currency')
    }
    const currency = await currencies.get([...currencyCodes][0]!)
    if (!currency) throw new Error(`unknown currency ${[...currencyCodes][0]}`)
    let sum = 0n
    const units = input.entries.map((entry) => {
      let value: bigint
      try {
        value = toUnits(entry.amount, currency.scale)
      } catch (error) {
        if (error instanceof MoneyFormatError) throw new Error(`transfer ${input.kind}: ${error.message}`)
        throw error
      }
      if (value === 0n) throw new Error(`transfer ${input.kind}: a zero entry`)
      sum += value
      return value
    })
    if (sum !== 0n)
      throw new Error(`transfer ${input.kind}: entries sum to ${fromUnits(sum, currency.scale)}`)

    const signature = JSON.stringify({
      kind: input.kind,
      entries: input.entries.map((entry, index) => [entry.account, fromUnits(units[index]!, currency.scale)]),
    })
    if (input.idempotencyKey) {
      const replay = await findByKey(tx, input.idempotencyKey, signature)
      if (replay) return replay
    }

    const ids = []
    for (const entry of input.entries) ids.push(await accountId(tx, entry.account))
    const locked = await tx.query<LockedAccount>(
      `SELECT a.id, a.kind, a.member_id, a.currency_code, a.balance::text AS balance, a.allow_negative,
              m.kind AS member_kind
       FROM ledger_accounts a LEFT JOIN members m ON m.id = a.member_id
       WHERE a.id = ANY($1::bigint[]) ORDER BY a.id FOR UPDATE OF a`,
      [[...new Set(ids)]],
    )
    const byId = new Map(locked.map((row) => [Number(row.id), row]))
    const after = new Map<number, bigint>()
    ids.forEach((id, index) => {
      const row = byId.get(id)!
      if (row.member_id !== null && (row.member_kind === 'demo') !== currency.demo) {
        throw new Error(`transfer ${input.kind}: demo money and real money never mix (${currency.code})`)
      }
      // Balances are numeric(38, 8): compare at 8 decimals.
      const current = after.get(id) ?? toUnits(row.balance, 8)
      after.set(id, current + units[index]! * 10n ** BigInt(8 - currency.scale))
    })
    for (const [id, balance] of after) {
      const row = byId.get(id)!
      if (balance < 0n && !row.allow_negative) {
        throw new BusinessError(codes.INSUFFICIENT_BALANCE, 'insufficientBalance', {
          currencyCode: currency.code,
          account: row.kind,
        })
      }
    }

    let transferId: number
    try {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO ledger_transfers (kind, memo, idempotency_key, currency_code, signature)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          input.kind,
          (input.memo ?? '').slice(0, 500),
          input.idempotencyKey ?? null,
          currency.code,
          signature,
        ],
      )
      transferId = Number(row!.id)
    } catch (error) {
      // A concurrent transfer took the key first: retry the whole transaction, which then replays it.
      if (isUniqueViolation(error)) throw Object.assign(new Error('idempotency key race'), { code: '40001' })
      throw error
    }
    const values = ids.map((_, index) => `($1, $${index * 2 + 2}::bigint, $${index * 2 + 3}::numeric)`)
    await tx.query(
      `INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES ${values.join(', ')}`,
      [transferId, ...ids.flatMap((id, index) => [id, fromUnits(units[index]!, currency.scale)])],
    )
    for (const [id, balance] of after) {
      await tx.query('UPDATE ledger_accounts SET balance = $2::numeric WHERE id = $1', [
        id,
        fromUnits(balance, 8),
      ])
    }
    const members = new Set(
      locked.filter((row) => row.member_id !== null).map((row) => Number(row.member_id)),
    )
    tx.afterCommit(() => {
      for (const memberId of members) bus.emit('balance', { memberId })
    })
    return { transferId, replayed: false }
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
    transferNow: (input) => db.transaction((tx) => transfer(tx, input)),
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
