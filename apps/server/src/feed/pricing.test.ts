import { describe, expect, it } from 'vitest'
import { settleMarket } from './markets'
import { normalCdf, oddsFor, poisson } from './pricing'

describe('pricing', () => {
  it('floors odds to two decimals within the offered range', () => {
    expect(oddsFor(0.5, 0)).toBe('2.00')
    expect(oddsFor(0.5, 0.05)).toBe('1.90')
    expect(oddsFor(0.999, 0.05)).toBe('1.01')
    expect(oddsFor(0.001, 0.05)).toBe('50.00')
    expect(oddsFor(0, 0.05)).toBe('50.00')
  })

  it('sums the Poisson and normal distributions to one', () => {
    expect(poisson(1.4, 10).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3)
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3)
  })

  it('settles whole lines as pushes and half lines as wins or losses', () => {
    expect(settleMarket({ type: 'handicap', line: -1 }, { home: 2, away: 1 })).toEqual(['push', 'push'])
    expect(settleMarket({ type: 'handicap', line: -0.5 }, { home: 2, away: 1 })).toEqual(['won', 'lost'])
    expect(settleMarket({ type: 'total', line: 2.5 }, { home: 2, away: 1 })).toEqual(['won', 'lost'])
    expect(settleMarket({ type: 'total', line: 3 }, { home: 2, away: 1 })).toEqual(['push', 'push'])
    expect(settleMarket({ type: '1x2', line: null }, { home: 1, away: 1 })).toEqual(['lost', 'won', 'lost'])
    expect(settleMarket({ type: 'spread', line: 4.5 }, { home: 100, away: 104 })).toEqual(['won', 'lost'])
    expect(settleMarket({ type: 'moneyline', line: null }, { home: 90, away: 104 })).toEqual(['lost', 'won'])
  })
})
