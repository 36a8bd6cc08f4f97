import { fractionalPrice } from './fractional-ladder'
import type { OddsFormat } from './odds-formats'
import {
  compare,
  inverse,
  minus,
  negate,
  plus,
  type Ratio,
  ratio,
  ratioOf,
  roundRatio,
  times,
} from './odds-ratio'

const one = ratio(1n)
const two = ratio(2n)
const hundred = ratio(100n)

function decimalOdds(odds: string): Ratio {
  const value = ratioOf(odds)
  if (compare(value, one) <= 0) throw new RangeError(`decimal odds must be above 1: ${JSON.stringify(odds)}`)
  return value
}

/**
 * Decimal odds (a decimal string such as `"2.50"`) in another format, as a string: `formatOdds('1.91', 'american')`
 * is `'-110'`. Reciprocal prices are rounded half away from zero to two decimals (American: to whole units); a
 * fractional price is the bookmakers' rung for the price, else the exact fraction (fractional-ladder.ts), never
 * more than is paid. Throws `RangeError` for odds that are not a decimal above 1.
 */
export function formatOdds(odds: string, format: OddsFormat): string {
  const value = decimalOdds(odds)
  const winnings = minus(value, one)
  const evensOrBetter = compare(value, two) >= 0
  switch (format) {
    case 'decimal':
      return roundRatio(value, 2)
    case 'hongKong':
      return roundRatio(winnings, 2)
    case 'malay':
      return roundRatio(compare(value, two) <= 0 ? winnings : negate(inverse(winnings)), 2)
    case 'indonesian':
      return roundRatio(evensOrBetter ? winnings : negate(inverse(winnings)), 2)
    case 'american':
      return evensOrBetter
        ? `+${roundRatio(times(winnings, hundred), 0)}`
        : roundRatio(negate(times(hundred, inverse(winnings))), 0)
    case 'fractional': {
      const price = fractionalPrice(value)
      return `${price.n}/${price.d}`
    }
  }
}

const numberPattern = /^[+-]?(\d+\.?\d*|\.\d+)$/
const fractionPattern = /^(\d+)\s*\/\s*(\d+)$/

function fail(text: string, format: OddsFormat): never {
  throw new RangeError(`not ${format} odds: ${JSON.stringify(text)}`)
}

/**
 * A price typed or shown in `format` back as decimal odds with two decimals, rounded half away from zero:
 * `parseOdds('-110', 'american')` is `'1.91'`. Reciprocal formats lose precision (Malay -0.67 is 2.49, not 2.50),
 * so store and send the decimal odds, never a converted price. Throws `RangeError` for text that is not a price
 * of that format.
 */
export function parseOdds(text: string, format: OddsFormat): string {
  const trimmed = text.trim()
  if (format === 'fractional') {
    const match = fractionPattern.exec(trimmed)
    if (!match || BigInt(match[2]!) === 0n || BigInt(match[1]!) === 0n) fail(text, format)
    return roundRatio(plus(one, ratio(BigInt(match[1]!), BigInt(match[2]!))), 2)
  }
  if (!numberPattern.test(trimmed)) fail(text, format)
  const value = ratioOf(trimmed.replace(/^\+/, ''))
  const size = value.n < 0n ? negate(value) : value
  let decimal: Ratio
  switch (format) {
    case 'decimal':
      decimal = value
      break
    case 'hongKong':
      decimal = plus(one, value)
      break
    case 'malay':
      // Positive: up to evens (at most 1); negative: -1 / Hong Kong (at least -1).
      if (value.n === 0n || compare(size, one) > 0) fail(text, format)
      decimal = value.n > 0n ? plus(one, value) : plus(one, inverse(size))
      break
    case 'indonesian':
      if (compare(size, one) < 0) fail(text, format)
      decimal = value.n > 0n ? plus(one, value) : plus(one, inverse(size))
      break
    case 'american':
      if (compare(size, hundred) < 0) fail(text, format)
      decimal =
        value.n > 0n ? plus(one, times(value, inverse(hundred))) : plus(one, times(hundred, inverse(size)))
      break
  }
  if (compare(decimal, one) <= 0) fail(text, format)
  return roundRatio(decimal, 2)
}
