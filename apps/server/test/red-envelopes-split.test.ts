import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { randomBelow, splitEnvelopes } from '../src/red-envelopes/split'

describe('the bounded double-mean split (PROTOCOL.md section 10)', () => {
  it('every amount is at least min, each draw within min(2⌊M/N⌋, M − min·(N−1)), and they sum to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.bigInt({ min: 1n, max: 50n }),
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        (count, min, extra) => {
          const total = min * BigInt(count) + extra
          const amounts = splitEnvelopes(total, count, min)
          expect(amounts).toHaveLength(count)
          expect(amounts.reduce((sum, amount) => sum + amount, 0n)).toBe(total)
          let left = total
          amounts.forEach((amount, index) => {
            const n = BigInt(count - index)
            expect(amount >= min).toBe(true)
            if (n > 1n) {
              const bound = [2n * (left / n), left - min * (n - 1n)].reduce((a, b) => (a < b ? a : b))
              expect(amount <= bound).toBe(true)
            }
            left -= amount
          })
        },
      ),
      { numRuns: 300 },
    )
  })

  it('refuses a total that cannot give every envelope its minimum', () => {
    expect(() => splitEnvelopes(9n, 10, 1n)).toThrow(RangeError)
  })

  it('draws uniformly below the bound', () => {
    const counts = [0, 0, 0, 0]
    for (let i = 0; i < 4000; i++) counts[Number(randomBelow(4n))]! += 1
    for (const count of counts) expect(count).toBeGreaterThan(850)
  })
})
