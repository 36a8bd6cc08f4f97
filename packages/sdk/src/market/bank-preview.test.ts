import { describe, expect, it } from 'vitest'
import { previewOpening } from './bank-preview'

describe('previewOpening', () => {
  it('caps the first order on a selection by the capital its odds can pay out', () => {
    const preview = previewOpening({
      type: '1x2',
      line: null,
      selections: [{ name: 'home', odds: '3.00' }],
      capital: '100',
      maxStake: '500',
      scale: 2,
    })
    // 100 of capital covers a stake of 50 at 3.00 (it loses 2 per unit).
    expect(preview?.capacities).toEqual([{ name: 'home', capacity: '50.00' }])
    expect(preview?.outcomes).toEqual([
      { label: 'home', pnl: '-100.00' },
      { label: 'draw', pnl: '50.00' },
      { label: 'away', pnl: '50.00' },
    ])
    expect(preview?.worst).toBe('-100.00')
  })

  it('never lets the worst case pass the capital when every selection is offered', () => {
    const preview = previewOpening({
      type: '1x2',
      line: null,
      selections: [
        { name: 'home', odds: '2.00' },
        { name: 'draw', odds: '3.50' },
        { name: 'away', odds: '4.00' },
      ],
      capital: '100',
      maxStake: '30',
      scale: 2,
    })
    expect(preview?.capacities.map((item) => item.capacity)).toEqual(['30.00', '30.00', '30.00'])
    // home wins: +30 +30 - 30 = 30; draw: 30 - 75 + 30 = -15; away: 30 + 30 - 90 = -30.
    expect(preview?.outcomes.map((item) => item.pnl)).toEqual(['30.00', '-15.00', '-30.00'])
    expect(preview?.worst).toBe('-30.00')
  })

  it('is null while the draft has no capital or no valid odds', () => {
    const base = { type: '1x2' as const, line: null, maxStake: '10', scale: 2 }
    expect(previewOpening({ ...base, selections: [{ name: 'home', odds: '2' }], capital: '' })).toBeNull()
    expect(previewOpening({ ...base, selections: [{ name: 'home', odds: '1.00' }], capital: '5' })).toBeNull()
  })
})
