import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cashOutOfferOf, cashOutSplitOf } from './payout'

/** An open order: its stake (units), then each leg's accepted and current odds (hundredths). */
const orders = fc.record({
  stake: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  legs: fc.array(
    fc.record({
      odds: fc.bigInt({ min: 101n, max: 5_000n }),
      current: fc.bigInt({ min: 101n, max: 5_000n }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
})
const fractions = fc.bigInt({ min: 10n, max: 100n })

const offerOf = (stake: bigint, legs: { odds: bigint; current: bigint }[]) =>
  cashOutOfferOf(
    stake,
    legs.map((leg) => ({ ...leg, result: null })),
  ) ?? 0n

describe('cash-out money (PROTOCOL.md section 12)', () => {
  it('splits the stake into what leaves and what stays, summing to the stake, neither negative', () => {
    fc.assert(
      fc.property(orders, fractions, ({ stake, legs }, fraction) => {
        const split = cashOutSplitOf(stake, offerOf(stake, legs), fraction)
        expect(split.stakeOut + split.remaining).toBe(stake)
        expect(split.stakeOut).toBeGreaterThanOrEqual(0n)
        expect(split.remaining).toBeGreaterThanOrEqual(0n)
        if (fraction === 100n) expect(split.remaining).toBe(0n)
      }),
    )
  })

  it('never pays now plus the offer on what stays more than the offer on the whole order', () => {
    fc.assert(
      fc.property(orders, fractions, ({ stake, legs }, fraction) => {
        const offer = offerOf(stake, legs)
        const split = cashOutSplitOf(stake, offer, fraction)
        expect(split.paid).toBeLessThanOrEqual(offer)
        expect(split.paid + offerOf(split.remaining, legs)).toBeLessThanOrEqual(offer)
      }),
    )
  })

  it('never pays more than the first offer over any run of partial cash outs at unchanged odds', () => {
    fc.assert(
      fc.property(orders, fc.array(fractions, { minLength: 1, maxLength: 20 }), ({ stake, legs }, shares) => {
        const first = offerOf(stake, legs)
        let left = stake
        let paid = 0n
        for (const fraction of shares) {
          if (left === 0n) break
          const split = cashOutSplitOf(left, offerOf(left, legs), fraction)
          paid += split.paid
          left = split.remaining
        }
        expect(paid + offerOf(left, legs)).toBeLessThanOrEqual(first)
      }),
    )
  })

  it('prices the fair value as the offer before the margin: never below the offer', () => {
    fc.assert(
      fc.property(orders, ({ stake, legs }) => {
        const open = legs.map((leg) => ({ ...leg, result: null }))
        const offer = cashOutOfferOf(stake, open)
        const fair = cashOutOfferOf(stake, open, 0n)
        if (offer !== null) expect(fair).not.toBeNull()
        if (offer !== null && fair !== null) expect(fair).toBeGreaterThanOrEqual(offer)
      }),
    )
  })
})
