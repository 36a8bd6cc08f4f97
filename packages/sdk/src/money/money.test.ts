import { describe, expect, it } from 'vitest'
import {
  addAmounts,
  compactAmount,
  compareAmounts,
  displayBalance,
  floorToScale,
  multiplyAmount,
  subtractAmounts,
  visibleBalanceEntries,
} from '.'

describe('floorToScale', () => {
  it.each([
    ['1.239', 2, '1.23'],
    ['1.2', 4, '1.2000'],
    ['5', 2, '5.00'],
    ['0', 2, '0.00'],
    ['-0', 2, '0.00'],
    ['-0.001', 2, '-0.01'],
    ['-1.231', 2, '-1.24'],
    ['-1.230', 2, '-1.23'],
    ['-1.23', 2, '-1.23'],
    ['1.999', 0, '1'],
    ['-1.001', 0, '-2'],
    ['99.99', 0, '99'],
    ['.5', 1, '0.5'],
    ['7.', 1, '7.0'],
    ['+3.14159', 3, '3.141'],
    ['0001234.5000', 2, '1234.50'],
    ['123456789012345678901234567890.123456789', 8, '123456789012345678901234567890.12345678'],
    ['0.1', 18, '0.100000000000000000'],
  ])('floors %s to %i decimals as %s', (amount, scale, expected) => {
    expect(floorToScale(amount, scale)).toBe(expected)
  })

  it.each(['', '-', '.', 'abc', '1e5', '1,000.00', '1.2.3', 'NaN', 'Infinity'])('rejects %j', (amount) => {
    expect(() => floorToScale(amount, 2)).toThrow(RangeError)
  })

  it.each([-1, 1.5, Number.NaN])('rejects the scale %s', (scale) => {
    expect(() => floorToScale('1', scale)).toThrow(RangeError)
  })
})

describe('addAmounts and subtractAmounts', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1', '0.05', '1.05'],
    ['-1.5', '0.25', '-1.25'],
    ['9999999999999999.99', '0.01', '10000000000000000.00'],
    ['0.10', '0.2', '0.30'],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(addAmounts(a, b)).toBe(sum)
  })

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1234.5000', '34.5', '1200.0000'],
    ['10', '10.01', '-0.01'],
    ['-5', '-7.5', '2.5'],
    ['0', '0', '0'],
    ['100000000000000000000', '0.000001', '99999999999999999999.999999'],
  ])('%s - %s = %s', (a, b, difference) => {
    expect(subtractAmounts(a, b)).toBe(difference)
  })

  it('compares amounts exactly', () => {
    expect(compareAmounts('0.3', addAmounts('0.1', '0.2'))).toBe(0)
    expect(compareAmounts('10.00', '9.999')).toBe(1)
    expect(compareAmounts('-1', '0')).toBe(-1)
  })
})

describe('displayBalance', () => {
  it.each([
    [{ amount: '1234.5678', frozen: '34.5', scale: 2 }, '1200.06'],
    [{ amount: '0.3', frozen: '0.1', scale: 2 }, '0.20'],
    [{ amount: '100', frozen: '0', scale: 0 }, '100'],
    [{ amount: '10.005', frozen: '10.01', scale: 2 }, '-0.01'],
    [{ amount: '50000000.129', frozen: '0.12', scale: 4 }, '50000000.0090'],
  ])('shows amount minus frozen floored to the scale: %o -> %s', (entry, expected) => {
    expect(displayBalance(entry)).toBe(expected)
  })
})

describe('visibleBalanceEntries', () => {
  it('skips an entry that is inactive and whose currencyId is not -1 (spec section 3)', () => {
    const entries = [
      { currencyId: 1, status: 1, currencyCode: 'USDT' },
      { currencyId: 2, status: 0, currencyCode: 'BRL' },
      { currencyId: -1, status: 0, currencyCode: 'DEMO' },
      { currencyId: -1, status: 1, currencyCode: 'CREDIT' },
      { currencyId: '3', status: '0', currencyCode: 'TEXT' },
      { currencyId: '-1', status: '0', currencyCode: 'TEXT-1' },
    ]
    expect(visibleBalanceEntries(entries).map((e) => e.currencyCode)).toEqual([
      'USDT',
      'DEMO',
      'CREDIT',
      'TEXT-1',
    ])
  })
})

describe('compactAmount', () => {
  it.each([
    ['0', 2, '0.00'],
    ['9999999.999', 2, '9999999.99'],
    ['1234567.891', 2, '1234567.89'],
    ['10000000', 2, '10.00M'],
    ['10000000', 0, '10.00M'],
    ['12345678.9', 2, '12.34M'],
    ['12349999.99', 2, '12.34M'],
    ['999999999999.99', 2, '999999.99M'],
    ['-12345678.9', 2, '-12345678.90'],
    ['-0.015', 2, '-0.02'],
  ])('shows %s at scale %i as %s', (amount, scale, expected) => {
    expect(compactAmount(amount, scale)).toBe(expected)
  })
})

describe('multiplyAmount', () => {
  it.each([
    ['9.45', '0.50', 2, '4.72'],
    ['9.45', '1.00', 2, '9.45'],
    ['10', '0.10', 2, '1.00'],
    ['0.99', '0.33', 2, '0.32'],
    ['100.0000', '0.25', 4, '25.0000'],
    ['7', '3', 0, '21'],
  ])('floors %s × %s to %i decimals: %s', (amount, factor, scale, expected) => {
    expect(multiplyAmount(amount, factor, scale)).toBe(expected)
  })
})
