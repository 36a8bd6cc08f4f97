import { minus, plus, type Ratio, ratio, roundRatio } from './odds-ratio'

/**
 * The fractional prices British and Irish bookmakers display, shortest first: the standard ladder of their odds
 * conversion charts (the table of Wikipedia's "Fixed-odds betting" article and the bookmakers' own charts).
 * Odds-on rungs are written as bookmakers write them (4/6, not 2/3; 6/4 and 8/5 above evens).
 */
// biome-ignore format: the ladder reads as a table
export const fractionalLadder = [
  '1/100', '1/50', '1/33', '1/25', '1/20', '1/16', '1/14',
  '1/12', '1/11', '1/10', '1/9', '1/8', '1/7', '1/6', '1/5', '2/9', '1/4', '2/7',
  '3/10', '1/3', '4/11', '2/5', '4/9', '1/2', '8/15', '4/7', '8/13', '4/6', '8/11', '4/5', '5/6', '10/11',
  '20/21', '1/1', '21/20', '11/10', '6/5', '5/4', '11/8', '7/5', '6/4', '8/5', '13/8', '7/4', '9/5', '15/8',
  '2/1', '85/40', '11/5', '9/4', '12/5', '5/2', '13/5', '11/4', '3/1', '10/3', '7/2', '4/1', '9/2', '5/1',
  '11/2', '6/1', '13/2', '7/1', '15/2', '8/1', '17/2', '9/1', '10/1', '11/1', '12/1', '14/1', '16/1', '18/1',
  '20/1', '22/1', '25/1', '28/1', '33/1', '40/1', '50/1', '66/1', '80/1', '100/1', '125/1', '150/1', '200/1',
  '250/1', '300/1', '500/1', '1000/1',
] as const

const rungs: readonly Ratio[] = fractionalLadder.map((text) => {
  const [n, d] = text.split('/')
  return ratio(BigInt(n!), BigInt(d!))
})

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))

/**
 * The fractional price of `odds` (decimal odds with at most two decimals, as the wire carries them): the rung of
 * the ladder whose decimal price, at the wire's two decimals, is the price paid (1.91 is 10/11, 4.33 is 10/3, as
 * the bookmakers' charts have it); where no rung is, the exact winnings in lowest terms (1.77 is 77/100, 50.00 is
 * 49/1), never a nearby rung that shows more than is paid.
 */
export function fractionalPrice(odds: Ratio): Ratio {
  const winnings = minus(odds, ratio(1n))
  const atTwoDecimals = roundRatio(odds, 2)
  const rung = rungs.find((candidate) => roundRatio(plus(candidate, ratio(1n)), 2) === atTwoDecimals)
  if (rung) return rung
  const divisor = gcd(winnings.n, winnings.d)
  return ratio(winnings.n / divisor, winnings.d / divisor)
}
