// Sample bet slips of the stories and tests: selections, singles, a parlay, blocked and visitor slips.
import type { BetIssue, BetSelection, BetSlipState } from '@sportsbook/sdk'
import { kickOff } from './matches'

const account = {
  member: true,
  currencyCode: 'USD',
  scale: 2,
  available: '1250.00',
  limits: null,
} satisfies BetSlipState['account']

/** The home win of the sample match at 2.10: the selection of a slip and the leg of an order. */
export const homeWin = {
  matchId: 101,
  marketId: 1011,
  selectionId: 10110,
  odds: '2.10',
  sportType: 1,
  leagueName: 'Albion Premier Division',
  homeName: 'Kingsmere United',
  awayName: 'Northwick Rovers',
  startTime: kickOff,
  marketType: '1x2',
  line: null,
  selectionName: 'home',
} as const

export function slipSelection(overrides: Partial<BetSelection> = {}): BetSelection {
  return {
    ...homeWin,
    marketStatus: 'open',
    matchStatus: 'upcoming',
    seenOdds: '2.10',
    oddsChange: null,
    livePrice: false,
    stake: '',
    potentialReturn: null,
    limit: { min: '1.00', max: '5000.00' },
    issues: [],
    ...overrides,
  }
}

export function slipState(overrides: Partial<BetSlipState> = {}): BetSlipState {
  return {
    phase: 'editing',
    mode: 'single',
    policy: 'higher',
    selections: [],
    parlay: { odds: null, stake: '', potentialReturn: null, limit: null, issues: [] },
    issues: [],
    canPlace: false,
    totalStake: '0.00',
    quickStakes: ['5.00', '10.00', '50.00', '100.00'],
    account,
    result: null,
    serverLimits: {},
    refused: [],
    stale: false,
    pending: false,
    ...overrides,
  }
}

export const secondPick = slipSelection({
  matchId: 102,
  marketId: 1023,
  selectionId: 10230,
  odds: '1.95',
  seenOdds: '1.95',
  homeName: 'Harrowgate Albion',
  awayName: 'Millbrook County',
  marketType: 'total',
  line: '2.5',
  selectionName: 'over',
  matchStatus: 'live',
  livePrice: true,
})

export const oneSingle = slipState({
  selections: [slipSelection({ stake: '10', potentialReturn: '21.00' })],
  canPlace: true,
  totalStake: '10.00',
})

export const severalSingles = slipState({
  selections: [
    slipSelection({ stake: '10', potentialReturn: '21.00' }),
    { ...secondPick, stake: '20', potentialReturn: '39.00' },
  ],
  canPlace: true,
  totalStake: '30.00',
})

export const parlay = slipState({
  mode: 'parlay',
  selections: [slipSelection({ stake: '' }), { ...secondPick }],
  parlay: {
    odds: '4.09',
    stake: '25',
    potentialReturn: '102.25',
    limit: { min: '1.00', max: '2000.00' },
    issues: [],
  },
  canPlace: true,
  totalStake: '25.00',
})

const noStake: BetIssue = { code: 'noStake' }

export const blocked = slipState({
  selections: [
    slipSelection({
      odds: '1.90',
      seenOdds: '2.10',
      oddsChange: 'down',
      stake: '10',
      potentialReturn: '19.00',
      issues: [{ code: 'oddsChanged', from: '2.10', to: '1.90', direction: 'down' }],
    }),
    {
      ...secondPick,
      marketStatus: 'suspended',
      stake: '5000',
      issues: [{ code: 'marketSuspended' }, { code: 'stakeAboveMax', max: '800.00' }],
    },
  ],
  issues: [{ code: 'insufficientBalance', required: '5010.00', available: '1250.00' }],
  policy: 'exact',
  totalStake: '5010.00',
})

export const visitorSlip = slipState({
  selections: [slipSelection()],
  issues: [{ code: 'notMember' }, noStake],
  account: { member: false, currencyCode: null, scale: 2, available: null, limits: null },
  quickStakes: [],
})
