import {
  formatDecimal,
  oddsFromHundredths,
  oddsHundredths,
  parlayOdds,
  parlayOddsHundredths,
  potentialReturn,
  returnUnits,
} from '@sportsbook/sdk/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

/**
 * The protocol's parlay odds and returns (PROTOCOL.md section 7, Order `odds` and `potentialReturn`), which the
 * server prices orders with and the slip shows: exact, rounded down once, never against the player's ordering.
 */
const odds = fc.bigInt({ min: 101n, max: 100_000n })
const legs = fc.array(odds, { minLength: 1, maxLength: 10 })
const stake = fc.bigInt({ min: 0n, max: 10n ** 20n })
const scale = fc.integer({ min: 0, max: 8 })

const product = (values: readonly bigint[]) => values.reduce((a, b) => a * b, 1n)

describe('parlay odds', () => {
  it('are the exact product of the legs rounded down to two decimals', () => {
    fc.assert(
      fc.property(legs, (list) => {
        const result = parlayOddsHundredths(list)
        const exact = product(list)
        const unit = 100n ** BigInt(list.length - 1)
        expect(result * unit <= exact && exact < (result + 1n) * unit).toBe(true)
      }),
    )
  })

  it("are a single's own odds, and do not depend on the order of the legs", () => {
    fc.assert(
      fc.property(odds, legs, (one, list) => {
        expect(parlayOddsHundredths([one])).toBe(one)
        expect(parlayOddsHundredths([...list].reverse())).toBe(parlayOddsHundredths(list))
      }),
    )
  })

  it('round once: never below the product rounded down at every leg', () => {
    fc.assert(
      fc.property(legs, (list) => {
        const stepwise = list.reduce((acc, leg) => (acc * leg) / 100n, 100n)
        expect(parlayOddsHundredths(list) >= stepwise).toBe(true)
      }),
    )
  })

  it('never fall when a leg pays more or another leg is added', () => {
    fc.assert(
      fc.property(
        legs,
        fc.nat({ max: 9 }),
        fc.bigInt({ min: 0n, max: 1000n }),
        odds,
        (list, at, raise, extra) => {
          const index = at % list.length
          const raised = list.map((leg, i) => (i === index ? leg + raise : leg))
          expect(parlayOddsHundredths(raised) >= parlayOddsHundredths(list)).toBe(true)
          expect(parlayOddsHundredths([...list, extra]) >= parlayOddsHundredths(list)).toBe(true)
        },
      ),
    )
  })

  it('are the same from the wire text as from hundredths, and odds text reads back', () => {
    fc.assert(
      fc.property(legs, (list) => {
        const texts = list.map(oddsFromHundredths)
        expect(texts.map(oddsHundredths)).toEqual(list)
        expect(parlayOdds(texts)).toBe(oddsFromHundredths(parlayOddsHundredths(list)))
      }),
    )
  })
})

describe('potential return', () => {
  it('is stake times odds rounded down to the unit: the player is never paid a fraction more', () => {
    fc.assert(
      fc.property(stake, odds, (units, price) => {
        const back = returnUnits(units, price)
        expect(back * 100n <= units * price && units * price < (back + 1n) * 100n).toBe(true)
        expect(back >= units).toBe(true)
      }),
    )
  })

  it('never falls with a larger stake or higher odds, and evens return the stake', () => {
    fc.assert(
      fc.property(stake, stake, odds, odds, (a, b, x, y) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const [short, long] = x <= y ? [x, y] : [y, x]
        expect(returnUnits(high, short) >= returnUnits(low, short)).toBe(true)
        expect(returnUnits(low, long) >= returnUnits(low, short)).toBe(true)
        expect(returnUnits(a, 100n)).toBe(a)
      }),
    )
  })

  it("is the same from the wire's decimal text at any currency scale", () => {
    fc.assert(
      fc.property(stake, odds, scale, (units, price, places) => {
        expect(potentialReturn(formatDecimal(units, places), oddsFromHundredths(price), places)).toBe(
          formatDecimal(returnUnits(units, price), places),
        )
      }),
    )
  })
})
