import { msg } from '@lingui/core/macro'

/**
 * Texts of the games pages (#/games, #/games/$id, #/games/fairness) and of the notices and red envelopes around
 * their components. Render with `i18n._(gamesMessages.x)`.
 */
export const gamesMessages = {
  gamesNeedLogin: msg`Log in to play games.`,
  lobby: msg`Lobby`,
  myRounds: msg`My rounds`,
  verifyRound: msg`Verify a round`,
  verifierIntro: msg`Recompute any round from its seeds, here in your browser, without asking the server.`,
  backToGames: msg`Back to games`,
  amountToBringIn: msg`Amount to bring into the game`,
  openGame: msg`Open the game`,
  gameNotFound: msg`This game was not found.`,
  loadFailed: msg`This part of the games could not be loaded`,
  notices: msg`Notices`,
  redEnvelopes: msg`Red envelopes`,
  envelopeOpened: msg`A red envelope activity has opened`,
}
