import { describe, expect, it } from 'vitest'
import { BrandOdds } from './brand-odds'
import { RiskSuspensions } from './suspensions'

const at = (selectionId: number, marketId = 10, matchId = 1) => ({ matchId, marketId, selectionId })

describe('RiskSuspensions.replace', () => {
  it("answers only the selections whose state the brand's players see change, per currency and market", () => {
    const suspensions = new RiskSuspensions()
    expect(suspensions.replace(800000, 'USD', new Set([10]), [at(101)])).toEqual([
      { ...at(101), suspended: true },
    ])
    // At the maximum in a second currency too: still suspended, no change to tell.
    expect(suspensions.replace(800000, 'BRL', new Set([10]), [at(101)])).toEqual([])
    // Below it in USD again: BRL keeps it suspended.
    expect(suspensions.replace(800000, 'USD', new Set([10]), [])).toEqual([])
    expect(suspensions.has(800000, 101)).toBe(true)
    // Another market's recount leaves market 10 alone; the whole book's recount (null) does not.
    expect(suspensions.replace(800000, 'BRL', new Set([20]), [])).toEqual([])
    expect(suspensions.replace(800000, 'BRL', null, [at(202, 20)])).toEqual([
      { ...at(202, 20), suspended: true },
      { ...at(101), suspended: false },
    ])
    expect(suspensions.has(800001, 202)).toBe(false)
    expect(
      [...suspensions.brands()].map(([productNo, selections]) => [productNo, [...selections.keys()]]),
    ).toEqual([[800000, [202]]])
  })
})

describe('BrandOdds', () => {
  const odds = (selectionId: number, matchId: number, status: 'open' | 'suspended' = 'open') => ({
    seq: 5,
    matchId,
    marketId: 10,
    selectionId,
    odds: '2.10',
    status,
  })

  it("marks the brand's suspended selections of a batch, and only for that brand and its matches", () => {
    const suspensions = new RiskSuspensions()
    suspensions.replace(800000, 'USD', null, [at(101), at(301, 30, 3)])
    const batch = [odds(101, 1), odds(102, 1), odds(201, 2), odds(301, 3, 'suspended')]
    const brandOdds = new BrandOdds(suspensions, batch)
    expect(brandOdds.differing(null)).toEqual([800000])
    expect(brandOdds.differing(1)).toEqual([800000])
    // Match 3's selection is suspended by the feed already: nothing differs there.
    expect(brandOdds.differing(3)).toEqual([])
    expect(brandOdds.differing(2)).toEqual([])
    expect(brandOdds.viewOf(800000, batch).map((item) => item.status)).toEqual([
      'suspended',
      'open',
      'open',
      'suspended',
    ])
    expect(batch[0]!.status).toBe('open')
  })

  it('finds nothing to do when no brand suspends anything', () => {
    expect(new BrandOdds(new RiskSuspensions(), [odds(101, 1)]).differing(null)).toEqual([])
  })
})
