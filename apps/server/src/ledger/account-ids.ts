import type { Queryable, Transaction } from '../db'
import type { Currency } from './currencies'
import type { AccountKind, AccountRef } from './ledger'

/** System kinds may go below zero; a member's money never does (a loan account is negative by what is owed). */
const mayGoNegative: ReadonlySet<AccountKind> = new Set(['house', 'demo_source', 'external', 'loan'])

/** How many account ids one server keeps (least recently used ones go first): a few MB at most. */
const defaultCapacity = 100_000

/** What tells an account apart: its cache key. */
export function keyOf(account: AccountRef): string {
  return `${account.kind}|${account.memberId ?? 0}|${account.currency}|${account.ref ?? ''}`
}

function neverMix(currency: Currency, memberKind: string | null): boolean {
  return (memberKind === 'demo') !== currency.demo
}

/**
 * Ledger account ids by (kind, member, currency, ref), cached in process. An account row is never changed in what
 * identifies it nor deleted, so a cached id never goes stale and nothing is invalidated. Two rules keep it true:
 * an id enters the cache only once the transaction that found or created it has committed (an account created in
 * a rolled-back transaction does not exist), and an account enters it only after the demo check passed: whether a
 * member holds demo money never changes (a member's kind only ever goes from visitor to registered), so an account
 * that passed once always passes.
 */
export class AccountIds {
  readonly #ids = new Map<string, number>()
  readonly #capacity: number

  constructor(capacity = defaultCapacity) {
    this.#capacity = capacity
  }

  /** The cached id of every account, or null when any is not cached yet. */
  cached(accounts: readonly AccountRef[]): number[] | null {
    const ids: number[] = []
    for (const account of accounts) {
      const key = keyOf(account)
      const id = this.#ids.get(key)
      if (id === undefined) return null
      // Most recently used last: the first key is the one to drop when full.
      this.#ids.delete(key)
      this.#ids.set(key, id)
      ids.push(id)
    }
    return ids
  }

  /**
   * The id of each account, creating the missing ones inside `tx`; refuses demo money in a real member's account
   * and the reverse. The ids are cached once `tx` commits.
   */
  async resolve(tx: Transaction, accounts: readonly AccountRef[], currency: Currency): Promise<number[]> {
    const ids: number[] = []
    for (const account of accounts) {
      const key = keyOf(account)
      const id = this.#ids.get(key) ?? (await this.#find(tx, account, currency))
      ids.push(id)
      tx.afterCommit(() => this.#remember(key, id))
    }
    return ids
  }

  #remember(key: string, id: number): void {
    this.#ids.delete(key)
    this.#ids.set(key, id)
    if (this.#ids.size > this.#capacity) {
      const oldest = this.#ids.keys().next().value
      if (oldest !== undefined) this.#ids.delete(oldest)
    }
  }

  async #find(q: Queryable, account: AccountRef, currency: Currency): Promise<number> {
    const params = [account.kind, account.memberId ?? null, account.currency, account.ref ?? '']
    const [row] = await q.query<{ id: number | null; member_kind: string | null }>(
      `SELECT (SELECT id FROM ledger_accounts
               WHERE kind = $1 AND COALESCE(member_id, 0) = COALESCE($2::bigint, 0) AND currency_code = $3
                 AND ref = $4) AS id,
              (SELECT kind FROM members WHERE id = $2::bigint) AS member_kind`,
      params,
    )
    if (account.memberId != null && neverMix(currency, row?.member_kind ?? null)) {
      throw new Error(`demo money and real money never mix (${currency.code} for member ${account.memberId})`)
    }
    if (row?.id != null) return Number(row.id)
    const [created] = await q.query<{ id: number }>(
      `INSERT INTO ledger_accounts (kind, member_id, currency_code, ref, allow_negative) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING id`,
      [...params, mayGoNegative.has(account.kind)],
    )
    if (created) return Number(created.id)
    // Another transaction created it between the two statements.
    return this.#find(q, account, currency)
  }
}
