import { msg } from '@lingui/core/macro'

/**
 * Texts of the peer trade market pages (#/market, #/market/$id) and its entry on a match page, around the
 * market components. Render with `i18n._(marketMessages.x)`.
 */
export const marketMessages = {
  sections: msg`Market sections`,
  openBanks: msg`Open banks`,
  myBanks: msg`My banks`,
  myBets: msg`My bets on banks`,
  allSports: msg`All sports`,
  football: msg`Football`,
  basketball: msg`Basketball`,
  noBanks: msg`No bank is taking bets right now.`,
  noBanksHint: msg`Open a bank from a match page: other players then bet against your odds.`,
  noBets: msg`You have not bet against a bank yet.`,
  needsLogin: msg`Log in to bet against banks and open your own.`,
  logIn: msg`Log in`,
  registerToOpen: msg`Register to open, join or invest in a bank.`,
  loadFailed: msg`The market could not be loaded`,
  bankNotFound: msg`This bank could not be found`,
  backToMarket: msg`Back to the market`,
  aboutBank: msg`About this bank`,
  betAgainst: msg`Bet against this bank`,
  orders: msg`Bets against the bank`,
  yourBets: msg`Your bets on this bank`,
  betTaken: msg`Your bet is taken.`,
  ownBank: msg`You are in this bank: you cannot bet against it.`,
  loginToBet: msg`Log in to bet against this bank.`,
  joinAsPartner: msg`Join as a partner`,
  invest: msg`Invest`,
  joined: msg`You are a partner of this bank now.`,
  invested: msg`Your capital is in the bank.`,
  saved: msg`Saved.`,
  bankOpened: msg`Your bank is open.`,
  openBank: msg`Open a bank`,
  openBankOnMatch: msg`Open a bank on this match`,
  banksOnMatch: msg`Banks on this match`,
  alreadyBanker: msg`You already have a bank on this match.`,
  seeYourBank: msg`See your bank`,
  cancelled: msg`The bank is cancelled and every capital went back.`,
} as const
