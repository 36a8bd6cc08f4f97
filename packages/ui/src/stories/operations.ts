import type { DailyReportRow, RiskMarket, RiskOrder, RiskSettings } from '@sportsbook/sdk/protocol'
import { sample } from './sample'

// The operators' risk and report fixtures shaped as the server answers them.
const at = Date.UTC(2026, 10, 25, 18, 0)

export const riskMarket = sample<RiskMarket>({
  matchId: 7001,
  marketId: 70011,
  currencyCode: 'USD',
  sportType: 1,
  leagueName: 'Premier Division',
  homeName: 'Northbridge FC',
  awayName: 'Eastport United',
  startTime: at,
  marketType: '1x2',
  line: null,
  stakes: '150.00',
  potentialPayout: '420.00',
  liability: '270.00',
  orders: 4,
  selections: [
    {
      selectionId: 700111,
      name: 'home',
      stakes: '120.00',
      potentialPayout: '420.00',
      liability: '270.00',
      orders: 3,
      suspended: true,
    },
    {
      selectionId: 700113,
      name: 'away',
      stakes: '30.00',
      potentialPayout: '96.00',
      liability: '-54.00',
      orders: 1,
      suspended: false,
    },
  ],
})

export const riskTotalMarket = riskMarket({
  marketId: 70015,
  marketType: 'total',
  line: '2.5',
  stakes: '40.00',
  potentialPayout: '76.00',
  liability: '36.00',
  orders: 1,
  selections: [
    {
      selectionId: 700151,
      name: 'over',
      stakes: '40.00',
      potentialPayout: '76.00',
      liability: '36.00',
      orders: 1,
      suspended: false,
    },
  ],
})

export const riskOrder = sample<RiskOrder>({
  orderId: 90001,
  memberId: 501,
  account: 'player01',
  kind: 'single',
  currencyCode: 'USD',
  stake: '100.00',
  odds: '3.50',
  potentialReturn: '350.00',
  freeBet: false,
  createdAt: at - 3_600_000,
})

export const riskCaps: RiskSettings[] = [
  { currencyCode: 'USD', maxPayoutPerOrder: '5000.00', maxLiabilityPerSelection: '270.00', updatedAt: at },
  { currencyCode: 'USDT', maxPayoutPerOrder: null, maxLiabilityPerSelection: null, updatedAt: null },
]

const day = sample<DailyReportRow>({
  day: '2026-11-23',
  currencyCode: 'USD',
  turnover: '1250.00',
  payouts: '980.50',
  ggr: '269.50',
  deposits: '3000.00',
  withdrawals: '400.00',
  activeMembers: 12,
  newMembers: 3,
})

export const reportRows: DailyReportRow[] = [
  day(),
  day({
    day: '2026-11-24',
    turnover: '900.00',
    payouts: '1100.00',
    ggr: '-200.00',
    activeMembers: 9,
    newMembers: 1,
  }),
  day({
    day: '2026-11-25',
    turnover: '1600.00',
    payouts: '1200.00',
    ggr: '400.00',
    activeMembers: 15,
    newMembers: 4,
  }),
]
