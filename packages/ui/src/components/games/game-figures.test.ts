import { describe, expect, it } from 'vitest'
import { displayMultiplier } from './game-figures'

describe('displayMultiplier', () => {
  it('writes two decimals as odds are written, more only when they count', () => {
    expect(displayMultiplier('1.9800')).toBe('1.98')
    expect(displayMultiplier('2')).toBe('2.00')
    expect(displayMultiplier('10.5')).toBe('10.50')
    expect(displayMultiplier('1.2550')).toBe('1.255')
  })

  it('has nothing to show for a round that paid nothing', () => {
    expect(displayMultiplier('0')).toBeNull()
    expect(displayMultiplier('0.0000')).toBeNull()
  })
})
