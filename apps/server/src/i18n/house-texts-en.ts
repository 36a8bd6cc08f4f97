/**
 * The texts of the house game pages (games/house), in English with the key type. `{name}` is filled in the page:
 * by the server in the markup, by the page's script for what it writes while playing.
 */
export const en = {
  linkExpiredTitle: 'Game link expired',
  linkExpired: 'This game link was already used or has expired. Open the game again from the site.',
  gameWallet: 'Game wallet',
  stake: 'Stake',
  clientSeed: 'Client seed',
  diceTitle: 'Dice',
  nonce: 'Nonce',
  target: 'Target',
  direction: 'Roll',
  under: 'Under',
  over: 'Over',
  odds: 'Win chance {chance}% · pays {multiplier}×',
  roll: 'Roll',
  hashBeforeBet: 'Server seed hash (SHA-256, shown before you bet)',
  setSeed: 'Set seed',
  previousSeed: 'Previous server seed (revealed)',
  rollColumn: 'Roll',
  resultColumn: 'Result',
  checkColumn: 'Check',
  verify: 'Verify',
  afterSeedChange: 'after seed change',
  crashTitle: 'Crash',
  round: 'Round',
  connecting: 'Connecting…',
  autoCashOut: 'Auto cash-out (×, optional)',
  bet: 'Bet',
  cashOut: 'Cash out',
  hashBeforeBets: 'Server seed hash (SHA-256, published before bets open)',
  lastRound: 'Last round',
  player: 'Player',
  outAt: 'Out at',
  payout: 'Payout',
  betsCloseIn: 'Bets close in {seconds} s',
  flying: 'Flying',
  crashed: 'Crashed: next round soon',
  cashedOut: 'Cashed out at {multiplier}×: {payout}',
  crashedAt: 'Round #{round} crashed at {point}×; seed {seed}',
  verified: '✓ verified',
  mismatch: '✗ does not match',
  socketExpired: 'This game link has expired: open the game again from the site.',
}

export type HouseTextKey = keyof typeof en
export type HouseTexts = Record<HouseTextKey, string>
