import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import { isBusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import type { Currency } from '../ledger/currencies'
import { bankReader } from './bank-reader'
import type { BankRow, StoredParticipant } from './bank-store'

/**
 * Gambler orders on one bank, taken in batches (group commit): every order must hold the bank's row lock while
 * it checks and writes (PROTOCOL.md section 9: two orders cannot both take the last capacity), so on one busy bank
 * the lock, not the database, sets the pace. The orders of a bank that arrive on this node while its previous
 * batch runs wait for the next one, which takes the lock and reads the bank once, checks and writes each order in
 * turn against the results the earlier ones left (each its own statement, so one refused for its balance leaves
 * the others), and commits them together. Each order answers on its own once its batch has committed.
 */
export interface LoadedBank {
  bank: BankRow
  participants: StoredParticipant[]
  currency: Currency
}

type Write<T> = (tx: Transaction, state: LoadedBank) => Promise<T>

interface Job {
  write: Write<unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
}

/** At most this many orders in one transaction: a batch holds the lock while it runs. */
const maxBatch = 64

/** The order batches of a server: the instance's `orderBatches` decoration (app.ts), one per server. */
export function ordersOf(ctx: ServerContext): OrderBatches {
  if (!ctx.app.hasDecorator('orderBatches')) throw new Error('the market is not served on this server')
  return ctx.app.orderBatches
}

export class OrderBatches {
  readonly #pending = new Map<number, Job[]>()
  readonly #running = new Set<number>()

  constructor(
    readonly ctx: ServerContext,
    readonly runtime: FeedRuntime,
  ) {}

  /** Runs `write` in the next batch of the bank, with its row locked; resolves once that batch committed. */
  place<T>(bankId: number, write: Write<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const jobs = this.#pending.get(bankId) ?? []
      jobs.push({ write, resolve: resolve as (value: unknown) => void, reject })
      this.#pending.set(bankId, jobs)
      if (!this.#running.has(bankId)) void this.#drain(bankId)
    })
  }

  async #drain(bankId: number): Promise<void> {
    this.#running.add(bankId)
    try {
      for (;;) {
        const jobs = this.#pending.get(bankId)
        if (!jobs || jobs.length === 0) break
        await this.#run(bankId, jobs.splice(0, maxBatch))
      }
    } finally {
      this.#running.delete(bankId)
      if (this.#pending.get(bankId)?.length === 0) this.#pending.delete(bankId)
    }
  }

  async #run(bankId: number, batch: Job[]): Promise<void> {
    const reader = bankReader(this.ctx, this.runtime)
    let outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[]
    try {
      // A retried transaction (a deadlock) reads the bank again and checks every order of the batch again.
      outcomes = await this.ctx.db.transaction(async (tx) => {
        const state = await reader.load(tx, bankId, null, true)
        const done: typeof outcomes = []
        for (const job of batch) {
          try {
            done.push({ ok: true, value: await job.write(tx, state) })
          } catch (error) {
            if (!isBusinessError(error)) throw error
            done.push({ ok: false, error })
          }
        }
        return done
      })
    } catch (error) {
      for (const job of batch) job.reject(error)
      return
    }
    outcomes.forEach((outcome, index) => {
      const job = batch[index]!
      if (outcome.ok) job.resolve(outcome.value)
      else job.reject(outcome.error)
    })
  }
}
