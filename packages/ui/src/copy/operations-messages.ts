import { msg } from '@lingui/core/macro'

/**
 * Texts of the operator console's pages around the risk and report components: the
 * console's navigation and the pages' titles and notes. Render with `i18n._(operationsMessages.x)`.
 */
export const operationsMessages = {
  navigation: msg`Operator console sections`,
  reviews: msg`Reviews`,
  risk: msg`Risk`,
  report: msg`Daily report`,
  book: msg`Open bets by liability`,
  bookIntro: msg`What the house loses if a selection wins, over the open bets of this brand. At its cap, a selection is suspended for this brand's players.`,
  caps: msg`Caps`,
  capsSaved: msg`The caps are saved.`,
  stakeFactor: msg`Stake factor of a member`,
  stakeFactorSaved: msg`The stake factor is saved.`,
  reportIntro: msg`Turnover, payouts, GGR and money in and out per UTC day, from the ledger.`,
}
