import type { TransferKind } from '@sportsbook/sdk/protocol'

/**
 * Which ledger transfers of a member's balance each limit counts (PROTOCOL.md section 11), by transfer kind.
 * Free-bet stakes are the house's money, so they are no stake of the player's; what a free bet wins is a return.
 */

/** Money in: deposits credited and collections approved (gross, at the amount credited). */
export const moneyInKinds: readonly TransferKind[] = ['deposit', 'collection']

/** Stakes and transfers in: sports bets, bank bets, bank capital and investments, game wallet transfers in. */
export const stakeKinds: readonly TransferKind[] = [
  'bet-stake',
  'gambler-stake',
  'bank-capital',
  'game-deposit',
]

/** What comes back of those: settlements, cash outs, capital back, game wallet transfers out. */
export const returnKinds: readonly TransferKind[] = [
  'bet-settle',
  'free-bet-settle',
  'cash-out',
  'bank-cancel',
  'bank-settle',
  'bank-void',
  'game-withdraw',
]

/** Money out: withdrawals paid (from the frozen balance to the outside). */
export const moneyOutKinds: readonly TransferKind[] = ['withdrawal-post']
