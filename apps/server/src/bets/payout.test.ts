import { oddsHundredths } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import { cashOutOfferOf, type LegState, outcomeOf, payoutOf } from './payout'

const leg = (odds: string, result: LegState['result']): LegState => ({ odds: oddsHundredths(odds), result })

describe('settlement outcome and payout', () => {
  it('pays a single stake * odds when won, the stake when void or pushed, nothing when lost', () => {
    const stake = 1000n
    expect(payoutOf(stake, outcomeOf([leg('1.95', 'won')])!, false)).toBe(1950n)
    expect(outcomeOf([leg('1.95', 'void')])).toEqual({ status: 'void', odds: 100n })
    expect(payoutOf(stake, outcomeOf([leg('1.95', 'pushed')])!, false)).toBe(1000n)
    expect(outcomeOf([leg('1.95', 'pushed')])?.status).toBe('pushed')
    expect(payoutOf(stake, outcomeOf([leg('1.95', 'lost')])!, false)).toBe(0n)
  })

  it('multiplies parlay factors: void and pushed legs count 1, one lost leg loses it at once', () => {
    expect(outcomeOf([leg('2.00', 'won'), leg('1.50', null)])).toBeNull()
    expect(outcomeOf([leg('2.00', 'lost'), leg('1.50', null)])).toEqual({ status: 'lost', odds: 0n })
    expect(outcomeOf([leg('2.00', 'won'), leg('1.50', 'void'), leg('1.33', 'won')])).toEqual({
      status: 'won',
      odds: 266n,
    })
    expect(outcomeOf([leg('2.00', 'void'), leg('1.50', 'pushed')])).toEqual({ status: 'pushed', odds: 100n })
    expect(outcomeOf([leg('2.00', 'void'), leg('1.50', 'void')])).toEqual({ status: 'void', odds: 100n })
  })

  it('pays a free bet its winnings only', () => {
    expect(payoutOf(500n, { status: 'won', odds: 250n }, true)).toBe(750n)
    expect(payoutOf(500n, { status: 'void', odds: 100n }, true)).toBe(0n)
  })
})

describe('cash-out offer', () => {
  it('is stake * accepted / current less 5%, floored', () => {
    expect(cashOutOfferOf(1000n, [{ ...leg('2.00', null), current: 200n }])).toBe(950n)
    // 10 * 2.00 / 1.50 * 0.95 = 12.666...
    expect(cashOutOfferOf(1000n, [{ ...leg('2.00', null), current: 150n }])).toBe(1266n)
  })

  it('counts settled parlay legs at their factor, and offers nothing after a lost leg or with nothing open', () => {
    const won = { ...leg('2.00', 'won'), current: null }
    const open = { ...leg('1.50', null), current: 150n }
    expect(cashOutOfferOf(1000n, [won, open])).toBe(1900n)
    expect(cashOutOfferOf(1000n, [{ ...leg('2.00', 'lost'), current: null }, open])).toBeNull()
    expect(cashOutOfferOf(1000n, [won])).toBeNull()
    expect(cashOutOfferOf(1n, [{ ...leg('1.01', null), current: 5000n }])).toBeNull()
  })
})
