import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BetIssue, OddsFormat } from '@sportsbook/sdk'
import { displayOdds } from '../../internal/display-odds'

/**
 * Why a bet cannot be placed, in the player's language (the SDK's closed union of reasons). Amounts come
 * formatted by the caller; odds in the player's format.
 */
export function betIssueText(
  i18n: I18n,
  issue: BetIssue,
  options: { format: OddsFormat; amount: (value: string) => string },
): string {
  const { format, amount } = options
  switch (issue.code) {
    case 'notMember':
      return i18n._(msg`Log in to place bets.`)
    case 'tooFewLegs': {
      const min = issue.min
      return i18n._(msg`A parlay needs at least ${min} selections.`)
    }
    case 'tooManyLegs': {
      const max = issue.max
      return i18n._(msg`A parlay takes at most ${max} selections.`)
    }
    case 'sameMatch':
      return i18n._(msg`A parlay takes only one selection per match.`)
    case 'marketSuspended':
      return i18n._(msg`This market is suspended for now.`)
    case 'marketClosed':
      if (issue.status === 'finished') return i18n._(msg`This match is over.`)
      if (issue.status === 'cancelled') return i18n._(msg`This match was cancelled.`)
      return i18n._(msg`This market is closed.`)
    case 'matchStarted':
      return i18n._(msg`The match has started: accept the live odds to bet.`)
    case 'unavailable':
      return i18n._(msg`This selection cannot be bet on right now.`)
    case 'oddsChanged': {
      const from = displayOdds(issue.from, format)
      const to = displayOdds(issue.to, format)
      return issue.direction === 'up'
        ? i18n._(msg`The odds went up from ${from} to ${to}.`)
        : i18n._(msg`The odds went down from ${from} to ${to}.`)
    }
    case 'noStake':
      return i18n._(msg`Enter a stake.`)
    case 'stakeBelowMin': {
      const min = amount(issue.min)
      return i18n._(msg`The smallest stake is ${min}.`)
    }
    case 'stakeAboveMax': {
      const max = amount(issue.max)
      return i18n._(msg`The largest stake is ${max}.`)
    }
    case 'stalePrices':
      return i18n._(msg`Prices are not updating right now: bets wait until they are current again.`)
    case 'insufficientBalance': {
      const available = amount(issue.available)
      const required = amount(issue.required)
      return i18n._(msg`Your balance of ${available} does not cover the total stake of ${required}.`)
    }
  }
}
