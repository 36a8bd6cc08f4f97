import type { AccountRef } from '../ledger/ledger'

/**
 * The ledger accounts of the peer trade market (README, The ledger): a bank's escrow (kind `escrow`, no member,
 * ref `bank:<id>`) holds every capital and stake of the bank until settlement (or a cancellation) empties it;
 * it never goes below zero. Commissions go to the house.
 */
export function escrowAccount(bankId: number, currency: string): AccountRef {
  return { kind: 'escrow', memberId: null, currency, ref: `bank:${bankId}` }
}

export function memberAccount(memberId: number, currency: string): AccountRef {
  return { kind: 'member', memberId, currency }
}

export function houseAccount(currency: string): AccountRef {
  return { kind: 'house', memberId: null, currency }
}
