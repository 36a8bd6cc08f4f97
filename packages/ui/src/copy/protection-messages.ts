import { msg } from '@lingui/core/macro'

/**
 * Texts of the safer-gambling page (#/account/protection), the operator console's member search and the
 * site's prompts around the protection components. Render with `i18n._(protectionMessages.x)`.
 */
export const protectionMessages = {
  page: msg`Safer gambling`,
  intro: msg`Set limits, take a break or read your statement. Limits and breaks apply to every device you use.`,
  limits: msg`Your limits`,
  noLimits: msg`You have no limits yet.`,
  newLimit: msg`New limit`,
  breaks: msg`Take a break`,
  timeOut: msg`Time-out`,
  timeOutIntro: msg`A short break from betting, from 24 hours to 6 weeks.`,
  selfExclusion: msg`Self-exclusion`,
  selfExclusionIntro: msg`A long break, from 6 months to for good, for when gambling is no longer fun.`,
  realityCheck: msg`Reality check`,
  realityCheckIntro: msg`While you are logged in, we stop you at this interval to show your time and money spent.`,
  statement: msg`Statement`,
  lifetime: msg`Money in and out since you joined`,
  deposits: msg`Deposits`,
  withdrawals: msg`Withdrawals`,
  net: msg`Net`,
  lastLogin: msg`Your last login`,
  needsLogin: msg`Log in with your registered account to set limits and breaks.`,
  demo: msg`A demo account plays with demo money: register to set limits and breaks.`,
  loadFailed: msg`Your safer gambling settings could not be loaded`,
  limitSaved: msg`Your limit is saved.`,
  realityCheckSaved: msg`Your reality check interval is saved.`,
  memberSearch: msg`Members`,
  loggedOutForBreak: msg`Your break has started: you have been logged out everywhere.`,
}
