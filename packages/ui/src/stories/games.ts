import type { Game, GameRound, GameRoundDetail, Notice, RedEnvelopeActivity } from '@sportsbook/sdk/protocol'
import { sample } from './sample'

export const diceGame: Game = {
  id: 1,
  provider: 'house',
  code: 'dice',
  name: 'Dice',
  category: 'dice',
  thumbnail: '',
  minStake: '0.10',
  maxStake: '1000.00',
  houseEdge: '0.01',
  playPath: 'game/play',
}

export const crashGame: Game = { ...diceGame, id: 2, code: 'crash', name: 'Crash', category: 'crash' }

export const round = sample<GameRound>({
  id: 11,
  gameId: 1,
  provider: 'house',
  stake: '5.00',
  payout: '9.90',
  multiplier: '1.98',
  currencyCode: 'USDT',
  status: 'won',
  createdAt: Date.UTC(2026, 10, 25, 12, 0),
  settledAt: Date.UTC(2026, 10, 25, 12, 0),
})

export const roundDetail: GameRoundDetail = {
  ...round(),
  result: '29.24',
  play: { game: 'dice', target: '50', direction: 'under', winChance: '50.00' },
  fairness: {
    serverSeedHash: '3c5b1f6e0a1a9f4d7e1b8f3b1d3c0e6f4a7b9c2d1e0f3a5b7c9d1e3f5a7b9c1d',
    serverSeed: 'b7e4c1f0a2d35e6b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d',
    clientSeed: 'lucky-seven',
    nonce: 4,
  },
}

export const notice = sample<Notice>({
  id: 1,
  title: 'Maintenance',
  content: 'Deposits pause on Sunday from 02:00 to 03:00 UTC.\nWithdrawals are not affected.',
  kind: 'notice',
  pinned: false,
  createdAt: Date.UTC(2026, 10, 25, 9, 30),
})

export const envelope = sample<RedEnvelopeActivity>({
  id: 1,
  title: 'Weekend red envelopes',
  currencyCode: 'USDT',
  total: '100.00',
  count: 20,
  remaining: 12,
  startsAt: Date.UTC(2026, 10, 25, 8),
  endsAt: Date.UTC(2026, 10, 26, 8),
  status: 'open',
  claimed: null,
})
