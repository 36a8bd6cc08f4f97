import { describe, expect, it, vi } from 'vitest'
import {
  formatOdds,
  memoryStorage,
  type OddsFormat,
  oddsFormats,
  parlayOdds,
  parseOdds,
  potentialReturn,
} from '../src'
import { createOddsFormatStore, oddsFormatKey } from '../src/odds'

// decimal, Hong Kong, Malay, Indonesian, American, fractional: the usual conversion tables of bookmakers.
const table: [string, string, string, string, string, string][] = [
  ['1.50', '0.50', '0.50', '-2.00', '-200', '1/2'],
  ['2.50', '1.50', '-0.67', '1.50', '+150', '6/4'],
  ['1.91', '0.91', '0.91', '-1.10', '-110', '10/11'],
  ['2.00', '1.00', '1.00', '1.00', '+100', '1/1'],
  ['3.00', '2.00', '-0.50', '2.00', '+200', '2/1'],
  ['1.25', '0.25', '0.25', '-4.00', '-400', '1/4'],
  ['1.80', '0.80', '0.80', '-1.25', '-125', '4/5'],
  ['5.00', '4.00', '-0.25', '4.00', '+400', '4/1'],
  ['1.01', '0.01', '0.01', '-100.00', '-10000', '1/100'],
  ['1.95', '0.95', '0.95', '-1.05', '-105', '20/21'],
  ['1.83', '0.83', '0.83', '-1.20', '-120', '5/6'],
  ['2.20', '1.20', '-0.83', '1.20', '+120', '6/5'],
  ['1.67', '0.67', '0.67', '-1.49', '-149', '4/6'],
  ['4.33', '3.33', '-0.30', '3.33', '+333', '10/3'],
  ['1.44', '0.44', '0.44', '-2.27', '-227', '4/9'],
  ['2.38', '1.38', '-0.72', '1.38', '+138', '11/8'],
  ['1.73', '0.73', '0.73', '-1.37', '-137', '8/11'],
  ['1.62', '0.62', '0.62', '-1.61', '-161', '8/13'],
  ['11.00', '10.00', '-0.10', '10.00', '+1000', '10/1'],
  // Halves round away from zero: 100 / 0.32 = 312.5, 1 / 0.32 = 3.125, 1 / 8 = 0.125. No rung of the ladder
  // reads 1.32 (1/3 reads 1.33): the fractional price is the exact 8/25 (src/odds/fractional-ladder.test.ts).
  ['1.32', '0.32', '0.32', '-3.13', '-313', '8/25'],
  ['9.00', '8.00', '-0.13', '8.00', '+800', '8/1'],
]

describe('formatOdds', () => {
  it.each(table)('decimal %s is HK %s, Malay %s, Indo %s, US %s, fractional %s', (decimal, ...expected) => {
    const formats: OddsFormat[] = ['hongKong', 'malay', 'indonesian', 'american', 'fractional']
    expect(formats.map((format) => formatOdds(decimal, format))).toEqual(expected)
    expect(formatOdds(decimal, 'decimal')).toBe(decimal)
  })

  it('shows decimal odds with two decimals whatever the input has', () => {
    expect(formatOdds('2.5', 'decimal')).toBe('2.50')
    expect(formatOdds('3', 'hongKong')).toBe('2.00')
  })

  it('is exact where floating point is not (0.1 + 0.2 style errors)', () => {
    // 1.15 - 1 in doubles is 0.1499999...; 100 / 0.29 is 344.827...
    expect(formatOdds('1.15', 'hongKong')).toBe('0.15')
    expect(formatOdds('1.29', 'american')).toBe('-345')
    expect(formatOdds('1.29', 'fractional')).toBe('2/7')
  })

  it("shows a fractional price as the bookmakers' rung that reads the same, else the exact fraction", () => {
    expect(formatOdds('2.63', 'fractional')).toBe('13/8')
    expect(formatOdds('1.53', 'fractional')).toBe('8/15')
    expect(formatOdds('7.77', 'fractional')).toBe('677/100')
  })

  it.each(['1.00', '0.50', '-2', 'abc', ''])('refuses %j', (odds) => {
    expect(() => formatOdds(odds, 'malay')).toThrow(RangeError)
  })
})

describe('parseOdds', () => {
  it.each(table)(
    'reads HK, Malay, Indo, US and fractional back to decimal %s',
    (decimal, hk, malay, indo, us, fraction) => {
      expect(parseOdds(hk, 'hongKong')).toBe(decimal)
      expect(parseOdds(indo, 'indonesian')).toBe(decimal)
      expect(parseOdds(decimal, 'decimal')).toBe(decimal)
      // Rounded prices lose precision (Malay -0.13 is 8.69, not 9.00), but what they read back to shows as the
      // same price again.
      for (const [text, format] of [
        [malay, 'malay'],
        [us, 'american'],
        [fraction, 'fractional'],
      ] as const) {
        expect(formatOdds(parseOdds(text, format), format)).toBe(text)
      }
    },
  )

  it('reads exact prices exactly', () => {
    expect(parseOdds('-200', 'american')).toBe('1.50')
    expect(parseOdds('+150', 'american')).toBe('2.50')
    expect(parseOdds('150', 'american')).toBe('2.50')
    expect(parseOdds('-110', 'american')).toBe('1.91')
    expect(parseOdds('10/11', 'fractional')).toBe('1.91')
    expect(parseOdds(' 3 / 2 ', 'fractional')).toBe('2.50')
    expect(parseOdds('-0.50', 'malay')).toBe('3.00')
    expect(parseOdds('-2.00', 'indonesian')).toBe('1.50')
    expect(parseOdds('-0.67', 'malay')).toBe('2.49')
  })

  it.each([
    ['-99', 'american'],
    ['50', 'american'],
    ['1.5', 'malay'],
    ['-1.5', 'malay'],
    ['0', 'malay'],
    ['0.5', 'indonesian'],
    ['-0.5', 'indonesian'],
    ['0', 'hongKong'],
    ['-0.2', 'hongKong'],
    ['1', 'decimal'],
    ['0/5', 'fractional'],
    ['3/0', 'fractional'],
    ['1.5/2', 'fractional'],
    ['1e3', 'decimal'],
  ] as const)('refuses %j as %s', (text, format) => {
    expect(() => parseOdds(text, format)).toThrow(RangeError)
  })
})

describe('parlay odds and potential return', () => {
  it('multiplies the legs exactly and rounds the product down to two decimals', () => {
    expect(parlayOdds(['1.95', '2.10', '1.50'])).toBe('6.14') // 6.1425
    expect(parlayOdds(['1.10', '1.10', '1.10'])).toBe('1.33') // 1.331
    expect(parlayOdds(['2.00'])).toBe('2.00')
  })

  it('floors stake * odds to the currency scale', () => {
    expect(potentialReturn('10', '1.95', 2)).toBe('19.50')
    expect(potentialReturn('3.33', '1.91', 2)).toBe('6.36') // 6.3603
    expect(potentialReturn('0.07', '1.99', 2)).toBe('0.13') // 0.1393
    expect(potentialReturn('15', '1.91', 0)).toBe('28') // 28.65
  })
})

describe('odds format store', () => {
  it('starts at decimal, reads the stored choice and keeps a new one under oddsFormat', async () => {
    const storage = memoryStorage()
    await storage.setItem(oddsFormatKey, 'american')
    const store = createOddsFormatStore(storage)
    expect(store.getState()).toBe('decimal')
    await vi.waitFor(() => expect(store.getState()).toBe('american'))

    const seen: OddsFormat[] = []
    store.subscribe((format) => seen.push(format))
    store.set('fractional')
    // A new subscriber hears the current format at once (conventions 8).
    expect(seen).toEqual(['american', 'fractional'])
    await vi.waitFor(async () => expect(await storage.getItem('oddsFormat')).toBe('fractional'))
    expect(createOddsFormatStore(storage).getState()).toBe('decimal')
    const again = createOddsFormatStore(storage)
    await vi.waitFor(() => expect(again.getState()).toBe('fractional'))
  })

  it('a choice made before the stored one is read wins, and unknown stored text is ignored', async () => {
    const storage = memoryStorage()
    await storage.setItem(oddsFormatKey, 'hongKong')
    const early = createOddsFormatStore(storage)
    early.set('malay')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(early.getState()).toBe('malay')

    await storage.setItem(oddsFormatKey, 'roman')
    const unknown = createOddsFormatStore(storage)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(unknown.getState()).toBe('decimal')
  })

  it('lists the six formats', () => {
    expect(oddsFormats).toEqual(['decimal', 'hongKong', 'malay', 'indonesian', 'american', 'fractional'])
  })
})
