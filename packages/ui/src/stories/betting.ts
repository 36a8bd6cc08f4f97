// Sample data of the betting stories and tests: matches as match/list sends them, slips, orders.
import type { BetIssue, BetSelection, BetSlipState } from '@sportsbook/sdk'
import type {
  AmountLogEntry,
  DayStat,
  Market,
  Match,
  Order,
  OrderLeg,
  OrderStatus,
  RankEntry,
  SettlementRecord,
  SharedOrder,
  WinStat,
} from '@sportsbook/sdk/protocol'

const kickOff = Date.UTC(2026, 10, 22, 18, 45)

function market(
  matchId: number,
  id: number,
  type: Market['type'],
  line: string | null,
  selections: [Market['selections'][number]['name'], string][],
  status: Market['status'] = 'open',
): Market {
  return {
    id,
    matchId,
    type,
    line,
    main: true,
    status,
    selections: selections.map(([name, odds], index) => ({
      id: id * 10 + index,
      marketId: id,
      name,
      odds,
      status,
      result: null,
    })),
  }
}

export function footballMatch(overrides: Partial<Match> = {}): Match {
  const id = overrides.id ?? 101
  return {
    id,
    sportType: 1,
    league: { id: 7, name: 'Albion Premier Division' },
    home: { id: 1, name: 'Kingsmere United', shortName: 'KIN' },
    away: { id: 2, name: 'Northwick Rovers', shortName: 'NOR' },
    startTime: kickOff,
    status: 'upcoming',
    score: { home: 0, away: 0 },
    clock: null,
    markets: [
      market(id, id * 10 + 1, '1x2', null, [
        ['home', '2.10'],
        ['draw', '3.40'],
        ['away', '3.25'],
      ]),
      market(id, id * 10 + 2, 'handicap', '-0.5', [
        ['home', '2.05'],
        ['away', '1.80'],
      ]),
      market(id, id * 10 + 3, 'total', '2.5', [
        ['over', '1.95'],
        ['under', '1.85'],
      ]),
    ],
    marketCount: 9,
    seq: 1,
    favorite: false,
    hot: true,
    hasStream: false,
    ...overrides,
  }
}

export const liveFootballMatch = footballMatch({
  id: 102,
  home: { id: 3, name: 'Harrowgate Albion', shortName: 'HAR' },
  away: { id: 4, name: 'Millbrook County', shortName: 'MIL' },
  status: 'live',
  score: { home: 2, away: 1 },
  clock: { period: '2H', seconds: 67 * 60 + 12, running: true, at: kickOff + 80 * 60_000 },
})

export function basketballMatch(overrides: Partial<Match> = {}): Match {
  const id = overrides.id ?? 201
  return {
    ...footballMatch({ id }),
    sportType: 2,
    league: { id: 21, name: 'Coastal Basketball League' },
    home: { id: 21, name: 'Harbour Hawks', shortName: 'HAW' },
    away: { id: 22, name: 'Summit Bears', shortName: 'BEA' },
    markets: [
      market(id, id * 10 + 1, 'moneyline', null, [
        ['home', '1.65'],
        ['away', '2.25'],
      ]),
      market(id, id * 10 + 2, 'spread', '-4.5', [
        ['home', '1.90'],
        ['away', '1.90'],
      ]),
      market(id, id * 10 + 3, 'total', '221.5', [
        ['over', '1.87'],
        ['under', '1.93'],
      ]),
    ],
    ...overrides,
  }
}

/** A match page's markets: several lines per type. */
export function detailedMatch(): Match {
  const match = footballMatch({ id: 301 })
  return {
    ...match,
    markets: [
      ...match.markets,
      {
        ...market(301, 3014, 'handicap', '-1.5', [
          ['home', '3.10'],
          ['away', '1.36'],
        ]),
        main: false,
      },
      {
        ...market(301, 3015, 'total', '3.5', [
          ['over', '3.30'],
          ['under', '1.32'],
        ]),
        main: false,
      },
      {
        ...market(
          301,
          3016,
          'total',
          '1.5',
          [
            ['over', '1.30'],
            ['under', '3.40'],
          ],
          'suspended',
        ),
        main: false,
      },
    ],
  }
}

// The bet slip

const account = {
  member: true,
  currencyCode: 'USD',
  scale: 2,
  available: '1250.00',
  limits: null,
} satisfies BetSlipState['account']

export function slipSelection(overrides: Partial<BetSelection> = {}): BetSelection {
  return {
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

export function order(status: OrderStatus, overrides: Partial<Order> = {}): Order {
  const settled = status !== 'open'
  const result: OrderLeg['result'] =
    status === 'won'
      ? 'won'
      : status === 'lost'
        ? 'lost'
        : status === 'void'
          ? 'void'
          : status === 'pushed'
            ? 'pushed'
            : null
  return {
    id: 1000001,
    kind: 'single',
    legs: [
      {
        matchId: 101,
        marketId: 1011,
        selectionId: 10110,
        odds: '2.10',
        result,
        sportType: 1,
        leagueName: 'Albion Premier Division',
        homeName: 'Kingsmere United',
        awayName: 'Northwick Rovers',
        startTime: kickOff,
        marketType: '1x2',
        line: null,
        selectionName: 'home',
      },
    ],
    odds: '2.10',
    stake: '10.00',
    currencyCode: 'USD',
    potentialReturn: '21.00',
    status,
    payout: !settled
      ? null
      : status === 'won'
        ? '21.00'
        : status === 'lost'
          ? '0.00'
          : status === 'cashedOut'
            ? '8.40'
            : '10.00',
    createdAt: kickOff - 3_600_000,
    settledAt: settled ? kickOff + 7_200_000 : null,
    activityId: null,
    freeBet: false,
    requestId: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
    acceptOdds: 'higher',
    cashOutOffer: status === 'open' ? '9.45' : null,
    shared: false,
    ...overrides,
  }
}

export const placedResult = {
  ...oneSingle,
  phase: 'result' as const,
  result: { placed: [{ bet: 10110, order: order('open') }], failed: [] },
}

export const failedResult = {
  ...severalSingles,
  phase: 'result' as const,
  result: {
    placed: [{ bet: 10110, order: order('open') }],
    failed: [{ bet: 10230, error: new Error('The market is suspended. Nothing was placed.') }],
  },
}

// Sample answers of stat/today and win/stat for the stories and tests.
export const sampleToday: DayStat = {
  date: '2026-11-22',
  currencyCode: 'USD',
  orderCount: 4,
  stake: '60.00',
  openCount: 2,
  settledCount: 2,
  settledStake: '30.00',
  payout: '17.50',
  net: '-12.50',
}

export const sampleWin: WinStat = {
  currencyCode: 'USD',
  days: 30,
  settledCount: 12,
  wonCount: 8,
  winRate: '0.6667',
  netWin: '184.20',
  biggestWin: '96.00',
  bestOdds: '4.80',
  currentStreak: 3,
}

const loggedAt = Date.UTC(2026, 10, 22, 10, 30)

// Sample lines of trade/member/amount/log for the stories and tests.
export const sampleLog: AmountLogEntry[] = [
  {
    id: 3,
    transferId: 3,
    kind: 'bet-settle',
    amount: '21.00',
    balanceAfter: '1011.00',
    currencyCode: 'USD',
    createdAt: loggedAt + 7_200_000,
    reference: 'order:1000001',
  },
  {
    id: 2,
    transferId: 2,
    kind: 'bet-stake',
    amount: '-10.00',
    balanceAfter: '990.00',
    currencyCode: 'USD',
    createdAt: loggedAt,
    reference: 'order:1000001',
  },
  {
    id: 1,
    transferId: 1,
    kind: 'operator-credit',
    amount: '1000.00',
    balanceAfter: '1000.00',
    currencyCode: 'USD',
    createdAt: loggedAt - 60_000,
    reference: 'welcome',
  },
]

export function sharedOrder(mine: boolean, overrides: Partial<SharedOrder> = {}): SharedOrder {
  const { requestId, acceptOdds, cashOutOffer, shared, ...publicOrder } = order('open')
  return {
    shareId: mine ? 2 : 1,
    sharedAt: kickOff - 1_800_000,
    sharer: { memberId: mine ? 7 : 8, name: mine ? 'pla***01' : 'ace***99' },
    note: mine ? '' : 'Home side has won five in a row.',
    order: publicOrder,
    mine,
    ...overrides,
  }
}

export const sampleRank: RankEntry[] = [
  {
    rank: 1,
    sharer: { memberId: 8, name: 'ace***99' },
    currencyCode: 'USD',
    sharedCount: 14,
    settledCount: 12,
    wonCount: 9,
    winRate: '0.7500',
    stake: '240.00',
    payout: '512.40',
    netWin: '272.40',
  },
  {
    rank: 2,
    sharer: { memberId: 9, name: 'tip***07' },
    currencyCode: 'USD',
    sharedCount: 20,
    settledCount: 18,
    wonCount: 10,
    winRate: '0.5556',
    stake: '360.00',
    payout: '455.00',
    netWin: '95.00',
  },
]

export function settlementRecord(status: OrderStatus = 'won'): SettlementRecord {
  const settled = order(status)
  return {
    orderId: settled.id,
    order: settled,
    settledAt: settled.settledAt ?? kickOff,
    entries: [
      {
        transferId: 11,
        kind: 'bet-stake',
        account: 'balance',
        amount: '-10.00',
        createdAt: settled.createdAt,
      },
      {
        transferId: 11,
        kind: 'bet-stake',
        account: 'openBets',
        amount: '10.00',
        createdAt: settled.createdAt,
      },
      {
        transferId: 12,
        kind: 'bet-settle',
        account: 'balance',
        amount: settled.payout ?? '0.00',
        createdAt: settled.settledAt ?? kickOff,
      },
    ],
  }
}
