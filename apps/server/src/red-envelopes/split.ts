import { randomBytes } from 'node:crypto'

/** A uniform random integer in [0, bound) (bound > 0), without modulo bias. */
export function randomBelow(bound: bigint): bigint {
  const bytes = Math.max(1, Math.ceil(bound.toString(16).length / 2) + 1)
  const range = 1n << BigInt(bytes * 8)
  const limit = range - (range % bound)
  for (;;) {
    const value = BigInt(`0x${randomBytes(bytes).toString('hex')}`)
    if (value < limit) return value % bound
  }
}

/**
 * Splits `total` into `count` envelopes of at least `min` each, all in units of the currency's scale, by the
 * bounded double-mean rule of PROTOCOL.md section 10: with M left for N envelopes, each draw is uniform in
 * [min, min(2⌊M/N⌋, M − min·(N−1))], and the last envelope takes what is left. Every amount is at least `min` and
 * the amounts sum to `total`. Needs total ≥ min × count.
 */
export function splitEnvelopes(
  total: bigint,
  count: number,
  min: bigint,
  random: (bound: bigint) => bigint = randomBelow,
): bigint[] {
  if (count < 1 || min < 1n || total < min * BigInt(count)) throw new RangeError('total < min x count')
  const amounts: bigint[] = []
  let left = total
  for (let n = count; n > 1; n--) {
    const envelopes = BigInt(n)
    const doubleMean = 2n * (left / envelopes)
    const keepsMinimums = left - min * (envelopes - 1n)
    const max = doubleMean < keepsMinimums ? doubleMean : keepsMinimums
    const amount = min + random(max - min + 1n)
    amounts.push(amount)
    left -= amount
  }
  amounts.push(left)
  return amounts
}
