/**
 * From fair probabilities to the odds on offer: a margin (the book's overround), floored to the odds ladder so the
 * rounding never gives the margin away, within [1.01, 50.00] (PROTOCOL.md section 1: odds are decimal strings).
 */
import type { MarketType } from './adapter'
import type { Margins } from './plan'

export const minOdds = 1.01
export const maxOdds = 50

/** Beyond this fair probability a market is too one-sided to offer: it is suspended until the game turns. */
export const oneSidedLimit = 0.97

/**
 * The odds ladder: the prices a book quotes, finer where odds are short (exchanges quote the same way). Longer odds
 * then move in steps a bettor notices, rather than every hundredth.
 */
const ladder: [upTo: number, step: number][] = [
  [2, 0.01],
  [3, 0.02],
  [4, 0.05],
  [6, 0.1],
  [10, 0.2],
  [20, 0.5],
  [30, 1],
  [maxOdds, 2],
]

export function oddsFor(probability: number, margin: number): string {
  const fair = probability > 0 ? 1 / (probability * (1 + margin)) : maxOdds
  const odds = Math.min(maxOdds, Math.max(minOdds, fair))
  const [, step] = ladder.find(([upTo]) => odds < upTo) ?? [maxOdds, 2]
  // Whole hundredths, floored to the step: the rounding never gives the margin away.
  const hundredths = Math.floor(odds * 100 + 1e-9)
  const stepHundredths = Math.round(step * 100)
  return (Math.max(101, hundredths - (hundredths % stepHundredths)) / 100).toFixed(2)
}

/** Poisson probabilities of 0..max events, the last cell holding the tail. */
export function poisson(lambda: number, max: number): number[] {
  const out: number[] = []
  let p = Math.exp(-lambda)
  let sum = 0
  for (let k = 0; k < max; k += 1) {
    out.push(p)
    sum += p
    p = (p * lambda) / (k + 1)
  }
  out.push(Math.max(0, 1 - sum))
  return out
}

/** The standard normal distribution function (Abramowitz and Stegun 26.2.17, error below 1e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x))
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2)
  const tail =
    d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  return x >= 0 ? 1 - tail : tail
}

/**
 * Probabilities of a line bet from the distribution of `x` (home margin plus handicap, or total minus line):
 * win when x > 0, lose when x < 0, push when x = 0 (whole lines). The odds exclude the push: the stake comes back.
 */
export function lineChances(win: number, lose: number): [number, number] {
  const total = win + lose
  return total > 0 ? [win / total, lose / total] : [0.5, 0.5]
}

/** The book's margin on a market type: the bet builder prices with the largest of its legs'. */
export function marginOf(type: MarketType, margins: Margins): number {
  switch (type) {
    case '1x2':
    case 'firstHalf1x2':
    case 'doubleChance':
      return margins.threeWay
    case 'correctScore':
    case 'winningMargin':
      return margins.manyWay
    default:
      return margins.twoWay
  }
}
