import type { BetSlipState } from './bet-slip-types'

/** The slip before anything happened: what `getState()` gives before the slip's module has loaded. */
export const emptyBetSlip: BetSlipState = {
  phase: 'editing',
  mode: 'single',
  policy: 'higher',
  selections: [],
  parlay: { odds: null, stake: '', potentialReturn: null, limit: null, issues: [] },
  issues: [{ code: 'notMember' }],
  canPlace: false,
  totalStake: '0.00',
  quickStakes: [],
  account: { member: false, currencyCode: null, scale: 2, available: null, limits: null },
  result: null,
  serverLimits: {},
  refused: [],
  stale: false,
  pending: false,
}
