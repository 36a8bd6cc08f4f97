import type { PeerBank } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import type { FeedRuntime } from '../feed/runtime'
import type { Currency } from '../ledger/currencies'
import { bankNotFound } from './bank-rules'
import {
  type BankRow,
  findBank,
  findBankWithParticipants,
  participantsOf,
  type StoredParticipant,
} from './bank-store'
import { wireBank } from './bank-wire'

/** Reads banks of a brand onto the wire, on the feed's clock. */
export function bankReader(ctx: ServerContext, runtime: FeedRuntime) {
  const currencyOf = async (code: string): Promise<Currency> => {
    const currency = await ctx.ledger.currencies.get(code)
    if (!currency) throw new Error(`unknown currency ${code}`)
    return currency
  }
  async function wireAll(q: Queryable, banks: BankRow[]): Promise<PeerBank[]> {
    const currencies = new Map<number, Currency>()
    for (const bank of banks) currencies.set(bank.id, await currencyOf(bank.currencyCode))
    const participants = await participantsOf(
      q,
      banks.map((bank) => bank.id),
      (id) => currencies.get(id)!,
    )
    const now = runtime.feed.now()
    return banks.map((bank) => wireBank(bank, participants.get(bank.id) ?? [], currencies.get(bank.id)!, now))
  }
  return {
    now: () => runtime.feed.now(),
    currencyOf,
    wireAll,
    /** A bank of the brand on the wire; 3001 when there is none. */
    async bank(id: number, productNo: number, q: Queryable = ctx.db): Promise<PeerBank> {
      const bank = await findBank(q, id, productNo)
      if (!bank) throw bankNotFound()
      const [wire] = await wireAll(q, [bank])
      return wire!
    },
    /** The row and its participants, read inside `q` (locked first when `lock`). */
    async load(
      q: Queryable,
      id: number,
      /** Null: whatever the brand (the caller checks it). */
      productNo: number | null,
      lock = false,
    ): Promise<{ bank: BankRow; participants: StoredParticipant[]; currency: Currency }> {
      const found = await findBankWithParticipants(q, id, productNo, currencyOf, lock)
      if (!found) throw bankNotFound()
      return found
    },
  }
}

export type BankReader = ReturnType<typeof bankReader>
