/**
 * Every kind of ledger transfer the server writes: what moved the money, as `trade/member/amount/log` entries and
 * settlement records name it (`kind`). The server types its transfers with it, so a new kind is added here first,
 * and a client that words each kind (the account history) is told by its type checker what it has not worded yet.
 * A client must still show a kind it does not know (an older client, a newer server) as the server names it.
 */
export const transferKinds = [
  // Bets: the stake to the open bets, then its settlement or cash out.
  'bet-stake',
  'bet-settle',
  'free-bet-stake',
  'free-bet-settle',
  'cash-out',
  // Try-play money and the operator's commands.
  'demo-credit',
  'operator-credit',
  'operator-debit',
  // The wallet and loans: money in, a withdrawal held then voided or paid out, loans and repayments.
  'deposit',
  'collection',
  'withdrawal-hold',
  'withdrawal-void',
  'withdrawal-post',
  'loan',
  'loan-repay',
  // Games: the game wallet, stakes held while a round runs, stakes and wins.
  'game-deposit',
  'game-withdraw',
  'game-stake-freeze',
  'game-stake',
  'game-payout',
  // The peer trade market: a bank's capital, its cancellation, settlement or void, and gamblers' stakes.
  'bank-capital',
  'bank-cancel',
  'bank-settle',
  'bank-void',
  'gambler-stake',
  // Red envelopes: the activity's fund, a claim, and what was left going back.
  'red-envelope-fund',
  'red-envelope-claim',
  'red-envelope-return',
] as const

/** A kind of ledger transfer ({@link transferKinds}). */
export type TransferKind = (typeof transferKinds)[number]

const known: ReadonlySet<string> = /* @__PURE__ */ new Set(transferKinds)

/** Whether a text is a transfer kind this version knows. */
export function isTransferKind(text: string): text is TransferKind {
  return known.has(text)
}
