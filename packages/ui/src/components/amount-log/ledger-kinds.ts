import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isTransferKind, type TransferKind } from '@sportsbook/sdk/protocol'
import { providerName } from '../games/game-figures'

// Every kind of the protocol's `transferKinds` in words: a kind added there fails the type check here until it is
// worded (and its catalogs translated).
const kindNames: Record<TransferKind, MessageDescriptor> = {
  'bet-stake': msg`Bet stake`,
  'bet-settle': msg`Bet settled`,
  'free-bet-stake': msg`Free bet`,
  'free-bet-settle': msg`Free bet settled`,
  'cash-out': msg`Cash out`,
  'demo-credit': msg`Demo money`,
  'operator-credit': msg`Credit`,
  'operator-debit': msg`Debit`,
  deposit: msg`Deposit`,
  collection: msg`Bank transfer deposit`,
  'withdrawal-hold': msg`Withdrawal requested`,
  'withdrawal-void': msg`Withdrawal rejected, amount returned`,
  'withdrawal-post': msg`Withdrawal paid out`,
  loan: msg`Loan`,
  'loan-repay': msg`Loan repayment`,
  'game-deposit': msg`Transfer to the game wallet`,
  'game-withdraw': msg`Transfer from the game wallet`,
  'game-stake-freeze': msg`Game stake held`,
  'game-stake': msg`Game stake`,
  'game-payout': msg`Game win`,
  'bank-capital': msg`Capital put into a bank`,
  'bank-cancel': msg`Bank cancelled, capital returned`,
  'bank-settle': msg`Peer market bank settled`,
  'bank-void': msg`Peer market bank void, money returned`,
  'gambler-stake': msg`Bet on a peer market bank`,
  'red-envelope-fund': msg`Red envelope activity funded`,
  'red-envelope-claim': msg`Red envelope`,
  'red-envelope-return': msg`Red envelopes left over, returned`,
}

/** A ledger movement's kind in words; a kind this version does not know is shown as the server names it. */
export function ledgerKindName(i18n: I18n, kind: string): string {
  return isTransferKind(kind) ? i18n._(kindNames[kind]) : kind
}

/**
 * A movement's reference in words, beside its kind: the server's memo is `<subject>:<id>[:<more>]` ("order:1000001",
 * "withdrawal:12", "game:house", "dice:3:17"). An order is named with its number as the bets pages name it, a game
 * wallet by its provider's name, any other numbered subject by its number (the kind already says what it is); a
 * reference with nothing a player can look up (a dice seed pair, an unknown form) is left out.
 */
export function referenceText(i18n: I18n, reference: string): string {
  const [subject = '', id = '', ...more] = reference.split(':')
  if (subject === 'order' && /^\d+$/.test(id)) return `${i18n._(msg`Order`)} ${id}`
  if (subject === 'game' && id !== '') return providerName(i18n, id)
  if (subject === 'dice') return ''
  if (/^\d+$/.test(id) && more.every((part) => /^\d+$/.test(part))) return `#${id}`
  return ''
}
