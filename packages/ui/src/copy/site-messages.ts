import { msg } from '@lingui/core/macro'

/**
 * Texts a site shows around the components (toasts, page titles), kept here so every user-facing string lives in
 * one set of catalogs with one completeness check. Render with `i18n._(siteMessages.x)`.
 */
export const siteMessages = {
  savedAccountsFull: msg`You can save at most 10 accounts on this device. Remove one to save another.`,
  sessionEnded: msg`Your session has ended. Please log in again.`,
  backHome: msg`Back to matches`,
  homePage: msg`Matches`,
  miniPage: msg`Live matches`,
  matchPage: msg`Match details`,
  betsPage: msg`My bets`,
  walletPage: msg`Wallet`,
  marketPage: msg`Trade market`,
  gamesPage: msg`Games`,
  accountPage: msg`My account`,
  registerPage: msg`Register`,
  /** The page a password reset link opens. */
  resetPage: msg`New password`,
  opsPage: msg`Operator console`,
  notFound: msg`Page not found`,
  notFoundText: msg`There is no page at this address. Check the link, or go back to the matches.`,
  resultsPage: msg`Results`,
  settingsPage: msg`Settings`,
  mainNavigation: msg`Main menu`,
  /** The header's and the bet slip's way to the cashier. */
  deposit: msg`Deposit`,
}
