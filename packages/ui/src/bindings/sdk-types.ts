// The SDK types the UI's betting parts use, named in one place.
export type {
  BetIssue,
  BetPick,
  BetSelection as BetSlipSelection,
  BetSlipMode,
  BetSlipResult,
  BetTarget,
  LiveMatch,
  LiveSelection,
  OddsChangePolicy,
} from '@sportsbook/sdk'
