import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  CollectionStatus,
  DepositStatus,
  LoanRecordKind,
  WithdrawalStatus,
} from '@sportsbook/sdk/protocol'
import type { AmountIssue } from './amount-rules'

/** A movement's status in the player's words; `tone` colours its badge. */
export interface StatusLabel {
  text: string
  tone: 'pending' | 'good' | 'bad' | 'neutral'
}

/** A deposit's status in the player's words. */
export function depositStatusLabel(i18n: I18n, status: DepositStatus): StatusLabel {
  switch (status) {
    case 'pending':
      return { text: i18n._(msg`Waiting for payment`), tone: 'pending' }
    case 'succeeded':
      return { text: i18n._(msg`Paid`), tone: 'good' }
    case 'failed':
      return { text: i18n._(msg`Failed`), tone: 'bad' }
    case 'expired':
      return { text: i18n._(msg`Expired`), tone: 'neutral' }
  }
}

/** A collection's status in the player's words. */
export function collectionStatusLabel(i18n: I18n, status: CollectionStatus): StatusLabel {
  switch (status) {
    case 'awaitingProof':
      return { text: i18n._(msg`Waiting for proof`), tone: 'pending' }
    case 'inReview':
      return { text: i18n._(msg`In review`), tone: 'pending' }
    case 'approved':
      return { text: i18n._(msg`Approved`), tone: 'good' }
    case 'rejected':
      return { text: i18n._(msg`Rejected`), tone: 'bad' }
    case 'cancelled':
      return { text: i18n._(msg`Cancelled`), tone: 'neutral' }
    case 'expired':
      return { text: i18n._(msg`Expired`), tone: 'neutral' }
  }
}

/** A withdrawal's status in the player's words. */
export function withdrawalStatusLabel(i18n: I18n, status: WithdrawalStatus): StatusLabel {
  switch (status) {
    case 'inReview':
      return { text: i18n._(msg`In review`), tone: 'pending' }
    case 'approved':
      return { text: i18n._(msg`Paid out`), tone: 'good' }
    case 'rejected':
      return { text: i18n._(msg`Rejected`), tone: 'bad' }
  }
}

/** A loan record's kind (borrowed, repaid...) in the player's words. */
export function loanKindLabel(i18n: I18n, kind: LoanRecordKind): StatusLabel {
  return kind === 'loan'
    ? { text: i18n._(msg`Borrowed`), tone: 'neutral' }
    : { text: i18n._(msg`Repaid`), tone: 'good' }
}

/** Why the typed amount cannot be sent; `amount` formats a limit with its currency. */
export function amountIssueText(i18n: I18n, issue: AmountIssue, amount: (value: string) => string): string {
  switch (issue.code) {
    case 'required':
      return i18n._(msg`Enter an amount.`)
    case 'invalid':
      return i18n._(msg`Enter an amount above zero, with digits and a point only.`)
    case 'belowMin': {
      const min = amount(issue.min)
      return i18n._(msg`The smallest amount is ${min}.`)
    }
    case 'aboveMax': {
      const max = amount(issue.max)
      return i18n._(msg`The largest amount is ${max}.`)
    }
  }
}
