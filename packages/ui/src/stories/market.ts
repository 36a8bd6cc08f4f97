// Sample banks of the peer trade market stories and tests, as the section-9 paths send them.
import type { BankerInfo, BankOrder, BankStat, PeerBank, SimpleMatch } from '@sportsbook/sdk/protocol'
import { detailedMatch, kickOff } from './matches'
import { sample } from './sample'

export const bankNow = kickOff - (2 * 60 + 5) * 60_000

export const sampleBank = sample<PeerBank>({
  id: 12,
  matchId: 1,
  marketId: 11,
  match: {
    home: 'Arsenal',
    away: 'Chelsea',
    league: 'Premier League',
    startTime: kickOff,
    status: 'upcoming',
  },
  market: { type: '1x2', line: null },
  banker: { memberId: 7, name: 'ba***er' },
  currencyCode: 'USDT',
  selections: [
    { selectionId: 110, name: 'home', odds: '2.10', capacity: '50.00' },
    { selectionId: 111, name: 'draw', odds: '3.40', capacity: '20.83' },
    { selectionId: 112, name: 'away', odds: '3.90', capacity: '13.16' },
  ],
  capital: '100.00',
  minStake: '1.00',
  maxStake: '50.00',
  private: false,
  description: 'Home crowd, strong form.',
  status: 'open',
  participants: 1,
  orders: 0,
  commissionRate: '0.05',
  closesAt: kickOff,
  createdAt: bankNow - 3_600_000,
})

export function sampleBankerInfo(overrides: Partial<BankerInfo> = {}): BankerInfo {
  const { participants: _count, ...bank } = sampleBank({ orders: 2 })
  return {
    ...bank,
    participants: [
      { memberId: 7, name: 'banker1', role: 'banker', capital: '100.00', share: '0.5000', pnl: '-20.00' },
      { memberId: 9, name: 'pa***r2', role: 'partner', capital: '100.00', share: '0.5000', pnl: '-11.00' },
    ],
    outcomes: [
      { label: 'home', pnl: '-31.00' },
      { label: 'draw', pnl: '20.00' },
      { label: 'away', pnl: '20.00' },
    ],
    ...overrides,
  }
}

export const sampleBankOrder = sample<BankOrder>({
  id: 301,
  requestId: '8a7d6c1e-2f7b-4d4b-9a63-2b7f0a9c4e11',
  bankId: 12,
  matchId: 1,
  marketId: 11,
  selectionId: 110,
  odds: '2.10',
  stake: '20.00',
  currencyCode: 'USDT',
  potentialReturn: '42.00',
  status: 'open',
  payout: null,
  createdAt: bankNow - 600_000,
  settledAt: null,
  gambler: 'ga***r3',
})

export const sampleBankStat = sample<BankStat>({
  bankId: 12,
  matchId: 1,
  role: 'banker',
  capital: '100.00',
  orders: 2,
  stakes: '30.00',
  pnl: '-20.00',
  commission: '0.00',
  status: 'open',
})

/** match/simple/list's entry for the detailed sample match. */
export function sampleSimpleMatch(): SimpleMatch {
  const { id, sportType, league, home, away, startTime, markets } = detailedMatch()
  return { id, sportType, league, home, away, startTime, markets }
}
