import { describe, expect, it } from 'vitest'
import { sharePercents } from './BankExposure'

describe('sharePercents', () => {
  it('shows two decimals that add up to 100', () => {
    expect(sharePercents(['200.00', '100.00'])).toEqual(['66.67', '33.33'])
    expect(sharePercents(['100', '100', '100'])).toEqual(['33.34', '33.33', '33.33'])
    expect(sharePercents(['1000.0000'])).toEqual(['100.00'])
    expect(sharePercents(['10.5', '89.50'])).toEqual(['10.50', '89.50'])
  })

  it('has no shares of an empty bank', () => {
    expect(sharePercents(['0.00', '0.00'])).toEqual(['0.00', '0.00'])
  })
})
