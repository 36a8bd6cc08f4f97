import { compare, minus, type Ratio, ratio } from './odds-ratio'

/**
 * The fractional prices British and Irish bookmakers display, shortest first: the standard ladder of their odds
 * conversion charts (the table of Wikipedia's "Fixed-odds betting" article and the bookmakers' own charts). A
 * price between two rungs shows as the nearer one; bookmakers never show the exact fraction (6/19, 47/20).
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

const distance = (a: Ratio, b: Ratio): Ratio => {
  const difference = minus(a, b)
  return difference.n < 0n ? ratio(-difference.n, difference.d) : difference
}

/**
 * The ladder rung nearest to `winnings` (decimal odds - 1); halfway between two rungs, the shorter price (a
 * bookmaker rounds in its own favour). Beyond the longest rung, the winnings rounded to a whole number over 1.
 */
export function nearestRung(winnings: Ratio): Ratio {
  const longest = rungs[rungs.length - 1]!
  if (compare(winnings, longest) > 0) return ratio((winnings.n * 2n + winnings.d) / (2n * winnings.d))
  let best = rungs[0]!
  for (const rung of rungs) {
    if (compare(distance(rung, winnings), distance(best, winnings)) < 0) best = rung
  }
  return best
}
