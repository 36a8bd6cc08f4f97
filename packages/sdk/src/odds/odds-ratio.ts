import { formatDecimal, parseDecimal } from '../protocol/rules/decimal'

// Odds conversions divide (Malay, Indonesian and American prices are reciprocals), so they work on exact
// fractions of BigInts and round once, at the end: no binary floating point anywhere.

/** An exact fraction `n / d` with `d > 0`. */
export interface Ratio {
  n: bigint
  d: bigint
}

export function ratioOf(decimal: string): Ratio {
  const { units, scale } = parseDecimal(decimal)
  return { n: units, d: 10n ** BigInt(scale) }
}

export const ratio = (n: bigint, d = 1n): Ratio => (d < 0n ? { n: -n, d: -d } : { n, d })
export const minus = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d - b.n * a.d, a.d * b.d)
export const plus = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d + b.n * a.d, a.d * b.d)
export const times = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.n, a.d * b.d)
export const inverse = (a: Ratio): Ratio => ratio(a.d, a.n)
export const negate = (a: Ratio): Ratio => ({ n: -a.n, d: a.d })
/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export const compare = (a: Ratio, b: Ratio): -1 | 0 | 1 => {
  const difference = a.n * b.d - b.n * a.d
  return difference < 0n ? -1 : difference > 0n ? 1 : 0
}

/** `a` as a decimal string with exactly `scale` decimals, rounded half away from zero. */
export function roundRatio(a: Ratio, scale: number): string {
  const scaled = a.n < 0n ? -a.n : a.n
  const units = (scaled * 10n ** BigInt(scale) * 2n + a.d) / (2n * a.d)
  return formatDecimal(a.n < 0n ? -units : units, scale)
}
