import { describe, expect, it } from 'vitest'
import { fractionalLadder } from './fractional-ladder'
import { formatOdds, parseOdds } from './odds-format'

// A bookmakers' odds conversion chart as published (the fractional / decimal table of Wikipedia's "Fixed-odds
// betting" article, the same rungs as the UK bookmakers' charts), decimals as the wire carries them: two places.
const publishedChart: [fraction: string, decimal: string][] = [
  ['1/100', '1.01'],
  ['1/50', '1.02'],
  ['1/33', '1.03'],
  ['1/25', '1.04'],
  ['1/20', '1.05'],
  ['1/16', '1.06'],
  ['1/14', '1.07'],
  ['1/12', '1.08'],
  ['1/11', '1.09'],
  ['1/10', '1.10'],
  ['1/9', '1.11'],
  ['1/8', '1.13'],
  ['1/7', '1.14'],
  ['1/6', '1.17'],
  ['1/5', '1.20'],
  ['2/9', '1.22'],
  ['1/4', '1.25'],
  ['2/7', '1.29'],
  ['3/10', '1.30'],
  ['1/3', '1.33'],
  ['4/11', '1.36'],
  ['2/5', '1.40'],
  ['4/9', '1.44'],
  ['1/2', '1.50'],
  ['8/15', '1.53'],
  ['4/7', '1.57'],
  ['8/13', '1.62'],
  ['4/6', '1.67'],
  ['8/11', '1.73'],
  ['4/5', '1.80'],
  ['5/6', '1.83'],
  ['10/11', '1.91'],
  ['20/21', '1.95'],
  ['1/1', '2.00'],
  ['21/20', '2.05'],
  ['11/10', '2.10'],
  ['6/5', '2.20'],
  ['5/4', '2.25'],
  ['11/8', '2.38'],
  ['7/5', '2.40'],
  ['6/4', '2.50'],
  ['8/5', '2.60'],
  ['13/8', '2.63'],
  ['7/4', '2.75'],
  ['9/5', '2.80'],
  ['15/8', '2.88'],
  ['2/1', '3.00'],
  ['85/40', '3.13'],
  ['11/5', '3.20'],
  ['9/4', '3.25'],
  ['12/5', '3.40'],
  ['5/2', '3.50'],
  ['13/5', '3.60'],
  ['11/4', '3.75'],
  ['3/1', '4.00'],
  ['10/3', '4.33'],
  ['7/2', '4.50'],
  ['4/1', '5.00'],
  ['9/2', '5.50'],
  ['5/1', '6.00'],
  ['11/2', '6.50'],
  ['6/1', '7.00'],
  ['13/2', '7.50'],
  ['7/1', '8.00'],
  ['15/2', '8.50'],
  ['8/1', '9.00'],
  ['17/2', '9.50'],
  ['9/1', '10.00'],
  ['10/1', '11.00'],
  ['11/1', '12.00'],
  ['12/1', '13.00'],
  ['14/1', '15.00'],
  ['16/1', '17.00'],
  ['18/1', '19.00'],
  ['20/1', '21.00'],
  ['25/1', '26.00'],
  ['33/1', '34.00'],
  ['40/1', '41.00'],
  ['50/1', '51.00'],
  ['66/1', '67.00'],
  ['100/1', '101.00'],
]

const priceOf = (fraction: string) => {
  const [n, d] = fraction.split('/').map(Number)
  return n! / d!
}

describe('the fractional ladder', () => {
  it.each(publishedChart)('shows %s for decimal %s, as the published chart does', (fraction, decimal) => {
    expect(formatOdds(decimal, 'fractional')).toBe(fraction)
    expect(fractionalLadder).toContain(fraction)
  })

  it('where no rung is the price paid, shows the exact winnings, never a nearby rung that pays less (issue 24)', () => {
    expect(formatOdds('1.77', 'fractional')).toBe('77/100') // not 4/5, which reads 1.80
    expect(formatOdds('50.00', 'fractional')).toBe('49/1') // not 50/1, which reads 51.00
    expect(formatOdds('1.32', 'fractional')).toBe('8/25') // not 1/3, which reads 1.33
    expect(formatOdds('16.00', 'fractional')).toBe('15/1')
    expect(formatOdds('2.15', 'fractional')).toBe('23/20')
  })

  it('every price from 1.01 to 1000.00 shows a fraction that reads back to that price, a rung where one does', () => {
    const wrong: string[] = []
    for (let cents = 101; cents <= 100_000; cents += cents < 2_000 ? 1 : 37) {
      const decimal = (cents / 100).toFixed(2)
      const shown = formatOdds(decimal, 'fractional')
      const rung = fractionalLadder.find((candidate) => parseOdds(candidate, 'fractional') === decimal)
      if (parseOdds(shown, 'fractional') !== decimal || (rung !== undefined && shown !== rung))
        wrong.push(`${decimal} ${shown}`)
    }
    expect(wrong).toEqual([])
  })

  it('beyond the longest rung shows the exact winnings', () => {
    expect(formatOdds('1501.00', 'fractional')).toBe('1500/1')
    expect(formatOdds('2000.50', 'fractional')).toBe('3999/2')
  })

  it('lists rungs shortest first, each once, and each reads back to its own decimal price', () => {
    const values = fractionalLadder.map(priceOf)
    expect(values).toEqual([...values].sort((a, b) => a - b))
    expect(new Set(values).size).toBe(values.length)
    for (const rung of fractionalLadder)
      expect(formatOdds(parseOdds(rung, 'fractional'), 'fractional')).toBe(rung)
  })
})
