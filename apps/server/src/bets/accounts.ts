import type { AccountRef, TransferInput } from '../ledger/ledger'
import { fromUnits } from '../ledger/money'
import type { StoredOrder } from './orders'

/**
 * The ledger accounts of bets (DESIGN.md section 4, Ledger). A stake leaves the member's balance for the member's
 * `escrow` account `bets` (open stakes) in the transaction that writes the order; settlement and cash out empty
 * that stake to the house and pay the member from it, so every transfer sums to zero and the house takes the
 * book's win or loss. Demo money settles against `demo_source`, the demo currency's system account.
 */
export function balanceAccount(memberId: number, currency: string): AccountRef {
  return { kind: 'member', memberId, currency }
}

export function openBetsAccount(memberId: number, currency: string): AccountRef {
  return { kind: 'escrow', memberId, currency, ref: 'bets' }
}

export function houseAccount(currency: { code: string; demo: boolean }): AccountRef {
  return { kind: currency.demo ? 'demo_source' : 'house', memberId: null, currency: currency.code }
}

/** The entries that release an order's stake: `paid` to the member, the rest to (or from) the house. */
export function releaseEntries(
  order: StoredOrder,
  currency: { code: string; demo: boolean },
  paid: bigint,
): TransferInput['entries'] {
  const amount = (units: bigint) => fromUnits(units, order.scale)
  const entries: TransferInput['entries'] = [
    { account: openBetsAccount(order.memberId, order.currencyCode), amount: amount(-order.stake) },
  ]
  if (paid > 0n)
    entries.push({ account: balanceAccount(order.memberId, order.currencyCode), amount: amount(paid) })
  if (order.stake !== paid)
    entries.push({ account: houseAccount(currency), amount: amount(order.stake - paid) })
  return entries
}
