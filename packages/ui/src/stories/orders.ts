// Sample orders of the stories and tests, with the answers of the stats, the amount log, sharing, the master rank
// and settlement records.
import type {
  AmountLogEntry,
  DayStat,
  Order,
  OrderLeg,
  OrderStatus,
  RankEntry,
  SettlementRecord,
  SharedOrder,
  WinStat,
} from '@sportsbook/sdk/protocol'
import { kickOff } from './matches'
import { homeWin, oneSingle, severalSingles } from './slips'

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
    legs: [{ ...homeWin, result }],
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

/** A live single placed a moment ago, waiting out the in-play delay. */
export function pendingResult(status: 'pending' | 'open' | 'rejected', acceptAt = Date.now() + 60_000) {
  return {
    ...oneSingle,
    phase: 'result' as const,
    pending: status === 'pending',
    result: {
      placed: [
        {
          bet: 10110,
          order: order(status, {
            createdAt: acceptAt - 5_000,
            acceptAt,
            rejectReason: status === 'rejected' ? ('suspended' as const) : null,
            cashOutOffer: null,
          }),
        },
      ],
      failed: [],
    },
  }
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
