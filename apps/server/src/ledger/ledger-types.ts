import type { TransferKind } from '@sportsbook/sdk/protocol'
import type { Queryable, Transaction } from '../db'
import type { CurrencyCatalog } from './currencies'
import type { TransferLead } from './transfer-statement'

// The ledger's contract, apart from its implementation (ledger.ts): what the rest of the server moves money with.

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
  /** What moved the money: one of the protocol's `transferKinds` (`demo-credit`, `bet-stake`, ...). */
  kind: TransferKind
  memo?: string
  /** The order whose money this is (stake, settlement, cash out): `ledger_transfers.order_id`, read back by bets. */
  orderId?: number
  /** The same key with the same entries answers the first transfer again; with other entries, code 2005. */
  idempotencyKey?: string
}

export interface TransferResult {
  transferId: number
  /** True when the idempotency key matched an earlier identical transfer and nothing moved now. */
  replayed: boolean
}

/** What `transferWithLead` wrote: the lead row (an order) and the transfer that moved its money. */
export interface LeadTransferResult {
  leadId: number
  transferId: number
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
  /**
   * Many transfers in `tx` as `transfer` moves each (idempotency keys included), in one statement for all but the
   * replayed ones (a crash round's settlings): all of them or none, code 2001 when any balance would go short.
   * The results are in the order of `inputs`.
   */
  transferMany(tx: Transaction, inputs: readonly TransferInput[]): Promise<TransferResult[]>
  /**
   * `transfer` in a transaction of its own: one statement (its own transaction) once the accounts' ids are cached
   * and without an idempotency key, else BEGIN ... COMMIT around it.
   */
  transferNow(input: TransferInput): Promise<TransferResult>
  /**
   * Writes the lead's rows (an order and its legs) and moves the money in one statement: in `tx` when given, else
   * as a statement of its own transaction (one round trip once the accounts' ids are cached). Null when the lead
   * wrote nothing (its insert met a conflict): then no money moved either. Code 2001 when a balance is short:
   * then nothing was written. No idempotency key (the lead's unique key is the idempotency).
   */
  transferWithLead(
    lead: TransferLead,
    input: Omit<TransferInput, 'idempotencyKey' | 'memo' | 'orderId'>,
    tx?: Transaction,
  ): Promise<LeadTransferResult | null>
  /** Every account of a member with its balance. */
  accountsOf(q: Queryable, memberId: number): Promise<AccountBalance[]>
}
