import type { OddsUpdate } from '../../matches/book'
import type { RiskSuspensions } from './suspensions'

/**
 * A push batch's odds as each brand shows them (PROTOCOL.md section 14): an open selection that a brand suspended
 * at its liability maximum shows suspended to that brand's players, whatever price the feed moves it to. Made once
 * per batch, before the fan-out: one look per odds item and brand with suspensions (none, usually), so the sockets
 * of a brand that suspends nothing in the batch get the feed's batch as it is.
 */
export class BrandOdds {
  /** brand → the batch's selections it shows suspended, and their matches. */
  readonly #byBrand = new Map<number, { selections: Set<number>; matches: Set<number> }>()

  constructor(suspensions: RiskSuspensions, odds: readonly OddsUpdate[]) {
    for (const [productNo, suspended] of suspensions.brands()) {
      for (const update of odds) {
        if (update.status !== 'open' || !suspended.has(update.selectionId)) continue
        let entry = this.#byBrand.get(productNo)
        if (!entry) {
          entry = { selections: new Set(), matches: new Set() }
          this.#byBrand.set(productNo, entry)
        }
        entry.selections.add(update.selectionId)
        entry.matches.add(update.matchId)
      }
    }
  }

  /** The brands that show some odds of the batch (of one match's part when `matchId` is given) otherwise. */
  differing(matchId: number | null): number[] {
    const brands: number[] = []
    for (const [productNo, entry] of this.#byBrand) {
      if (matchId === null || entry.matches.has(matchId)) brands.push(productNo)
    }
    return brands
  }

  /** `odds` (the batch or a part of it) as the brand's players see them. */
  viewOf(productNo: number, odds: readonly OddsUpdate[]): OddsUpdate[] {
    const selections = this.#byBrand.get(productNo)?.selections
    if (!selections) return [...odds]
    return odds.map((update) =>
      selections.has(update.selectionId) ? { ...update, status: 'suspended' as const } : update,
    )
  }
}
