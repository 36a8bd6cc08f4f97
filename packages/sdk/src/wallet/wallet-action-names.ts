import type { WalletActions } from './wallet-actions'

// Apart from the actions' code: the client's first chunk needs the names only, the code loads with its section.

/** Every function of {@link WalletActions}: the client's `sb.wallet` forwards them to the wallet section's chunk. */
export const walletActionNames = [
  'deposit',
  'createCollection',
  'withdraw',
  'borrow',
  'repay',
  'setWithdrawPassword',
  'uploadProof',
  'pending',
  'proofImage',
] as const satisfies readonly (keyof WalletActions)[]
