import { describe, expect, it } from 'vitest'
import { floorToScale, fromUnits, toUnits } from './money'

describe('money as decimal strings', () => {
  it('parses to smallest units at the currency scale, refusing extra precision', () => {
    expect(toUnits('12.5', 2)).toBe(1250n)
    expect(toUnits('-0.0001', 4)).toBe(-1n)
    expect(toUnits('3.10', 1)).toBe(31n)
    expect(() => toUnits('1.001', 2)).toThrow(/decimals/)
    expect(() => toUnits('1e3', 2)).toThrow()
    expect(() => toUnits('0.1 ', 2)).not.toThrow()
  })

  it('formats units with the scale', () => {
    expect(fromUnits(1250n, 2)).toBe('12.50')
    expect(fromUnits(-5n, 4)).toBe('-0.0005')
    expect(fromUnits(7n, 0)).toBe('7')
  })

  it('floors to the scale without floating point (spec section 3)', () => {
    expect(floorToScale('10000.00000000', 2)).toBe('10000.00')
    expect(floorToScale('0.29999999', 2)).toBe('0.29')
    expect(floorToScale('-0.291', 2)).toBe('-0.30')
    expect(floorToScale('12.3456', 4)).toBe('12.3456')
  })
})
