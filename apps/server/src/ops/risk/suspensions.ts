/** A selection the brand's players see suspended, or open again, after a change of the brand's suspensions. */
export interface SuspensionChange {
  matchId: number
  marketId: number
  selectionId: number
  suspended: boolean
}

/** A selection at the maximum, as the book names it. */
export interface AtMaximum {
  matchId: number
  marketId: number
  selectionId: number
}

interface Entry extends AtMaximum {
  /** The currencies whose maximum it reached. */
  currencies: Set<string>
}

/**
 * The selections a brand's players see suspended because their liability reached the brand's maximum (PROTOCOL.md
 * section 14), in this node's memory: the match views and the match socket's pushes read it. The order's own check
 * reads the database, so an order is never let past a cap by a stale memory; the memory follows each capped order
 * and each change of a cap on any node (risk-nodes.ts), and a node reads it whole when it starts.
 */
export class RiskSuspensions {
  /** brand → selection → its match, market and currencies at the maximum. */
  readonly #byBrand = new Map<number, Map<number, Entry>>()

  /** The brand's suspended selections (`has(selectionId)`), undefined when it has none. */
  of(productNo: number): ReadonlyMap<number, unknown> | undefined {
    const suspended = this.#byBrand.get(productNo)
    return suspended && suspended.size > 0 ? suspended : undefined
  }

  has(productNo: number, selectionId: number): boolean {
    return this.#byBrand.get(productNo)?.has(selectionId) ?? false
  }

  /** The brands that suspend at least one selection, each with its suspended selections. */
  *brands(): Iterable<[number, ReadonlyMap<number, unknown>]> {
    for (const [productNo, suspended] of this.#byBrand) if (suspended.size > 0) yield [productNo, suspended]
  }

  /**
   * The brand's selections of `marketIds` (every market when null) in `currencyCode` are now exactly those of
   * `atMaximum`: the others of those markets are open again in that currency. Answers the selections whose state
   * the brand's players see changed (suspended in no currency before and in one now, or the other way round).
   */
  replace(
    productNo: number,
    currencyCode: string,
    marketIds: ReadonlySet<number> | null,
    atMaximum: Iterable<AtMaximum>,
  ): SuspensionChange[] {
    let suspended = this.#byBrand.get(productNo)
    if (!suspended) {
      suspended = new Map()
      this.#byBrand.set(productNo, suspended)
    }
    const before = new Map<number, Entry>()
    for (const [selectionId, entry] of suspended) {
      if (marketIds && !marketIds.has(entry.marketId)) continue
      if (!entry.currencies.has(currencyCode)) continue
      before.set(selectionId, entry)
      entry.currencies.delete(currencyCode)
      if (entry.currencies.size === 0) suspended.delete(selectionId)
    }
    const changes: SuspensionChange[] = []
    for (const { matchId, marketId, selectionId } of atMaximum) {
      const entry = suspended.get(selectionId) ?? { matchId, marketId, selectionId, currencies: new Set() }
      if (entry.currencies.size === 0 && !before.has(selectionId)) {
        changes.push({ matchId, marketId, selectionId, suspended: true })
      }
      entry.currencies.add(currencyCode)
      suspended.set(selectionId, entry)
      before.delete(selectionId)
    }
    for (const [selectionId, entry] of before) {
      if (suspended.has(selectionId)) continue
      changes.push({ matchId: entry.matchId, marketId: entry.marketId, selectionId, suspended: false })
    }
    return changes
  }
}
