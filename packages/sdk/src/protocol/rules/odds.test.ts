import { describe, expect, it } from 'vitest'
import {
  multiplyDecimals,
  oddsFromHundredths,
  oddsHundredths,
  parlayOdds,
  parlayOddsHundredths,
  potentialReturn,
  returnUnits,
} from './odds'
import { isTransferKind, transferKinds } from './transfer-kinds'

describe('odds rules', () => {
  it('reads and writes odds in hundredths', () => {
    expect([oddsHundredths('1.95'), oddsHundredths('2'), oddsHundredths(' 1.9 ')]).toEqual([195n, 200n, 190n])
    expect([oddsFromHundredths(1005n), oddsFromHundredths(200n)]).toEqual(['10.05', '2.00'])
    for (const text of ['1.955', '', 'abc', '-1.50', '12345.00'])
      expect(() => oddsHundredths(text)).toThrow(RangeError)
  })

  it('rounds a parlay product down to 2 decimals once, not at each leg', () => {
    // 1.95 * 1.85 = 3.6075
    expect(parlayOddsHundredths([195n, 185n])).toBe(360n)
    expect(parlayOdds(['1.95', '1.85'])).toBe('3.60')
    // 1.33^3 = 2.352637: rounding each step would give 2.34
    expect(parlayOdds(['1.33', '1.33', '1.33'])).toBe('2.35')
    expect(parlayOdds(['2.5'])).toBe('2.50')
  })

  it('returns stake * odds floored to the unit or the currency scale', () => {
    expect(returnUnits(1050n, 195n)).toBe(2047n)
    expect(potentialReturn('10.50', '1.95', 2)).toBe('20.47')
    expect(potentialReturn('0.333', '3.00', 2)).toBe('0.99')
    expect(multiplyDecimals('1.5', '0.25')).toBe('0.375')
  })
})

describe('transfer kinds', () => {
  it('names each kind once and tells a known kind from another text', () => {
    expect(new Set(transferKinds).size).toBe(transferKinds.length)
    expect(transferKinds.every(isTransferKind)).toBe(true)
    expect([isTransferKind('bet-stake'), isTransferKind('bet_stake'), isTransferKind('')]).toEqual([
      true,
      false,
      false,
    ])
  })
})
