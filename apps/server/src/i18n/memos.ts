import type { LanguageCode } from './languages'
import { type BetMemoKey, betMemoTexts } from './memo-texts'
import { type MoneyMemoKey, moneyMemoTexts } from './memo-texts-money'

/**
 * What a balance movement was, as the account history (trade/member/amount/log) says it in the player's language.
 * The ledger's memo is an internal key (`order:<id>`, an operator's note) that players never read; the sentence
 * comes from the movement's kind, and for a bet's settlement from its order's outcome.
 */
type MemoKey = BetMemoKey | MoneyMemoKey

/** The ledger's transfer kinds that reach a member's balance, and their sentence. */
const kindKeys: Record<string, MemoKey> = {
  'bet-stake': 'betPlaced',
  'free-bet-stake': 'freeBetPlaced',
  'free-bet-settle': 'freeBetWon',
  'cash-out': 'cashOut',
  'demo-credit': 'demoCredit',
  'operator-credit': 'operatorCredit',
  'operator-debit': 'operatorDebit',
  deposit: 'deposit',
  collection: 'collection',
  'withdrawal-hold': 'withdrawalHold',
  'withdrawal-void': 'withdrawalVoid',
  'withdrawal-post': 'withdrawalPost',
  loan: 'loan',
  'loan-repay': 'loanRepay',
  'game-deposit': 'gameDeposit',
  'game-withdraw': 'gameWithdraw',
  'game-stake': 'gameStake',
  'game-payout': 'gamePayout',
  'bank-capital': 'bankCapital',
  'bank-cancel': 'bankCancel',
  'bank-settle': 'bankSettle',
  'bank-void': 'bankVoid',
  'gambler-stake': 'gamblerStake',
  'red-envelope-claim': 'redEnvelope',
}

/** A settled order's outcome picks the sentence of its settlement movement. */
const settleKeys: Record<string, BetMemoKey> = { won: 'betWon', void: 'betVoid', pushed: 'betPushed' }

function memoKeyOf(kind: string, orderStatus: string | null): MemoKey {
  if (kind === 'bet-settle') return settleKeys[orderStatus ?? ''] ?? 'betSettled'
  // A kind nobody has worded yet reads as a plain balance movement.
  return kindKeys[kind] ?? 'movement'
}

/** The sentence of a balance movement in `lang`: its kind, the outcome of its order when it has one. */
export function memoSentence(
  lang: LanguageCode,
  movement: { kind: string; orderId: number | null; orderStatus: string | null },
): string {
  const key = memoKeyOf(movement.kind, movement.orderStatus)
  const text =
    key in betMemoTexts[lang]
      ? betMemoTexts[lang][key as BetMemoKey]
      : moneyMemoTexts[lang][key as MoneyMemoKey]
  return text.replace('{order}', String(movement.orderId ?? ''))
}
