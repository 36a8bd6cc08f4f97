/**
 * The selections a brand's players see suspended because their liability reached the brand's maximum (PROTOCOL.md
 * section 14), in this node's memory: the match views read it on every list. The order's own check reads the
 * database, so an order is never let past a cap by a stale memory; the memory follows each capped order this node
 * writes and each change of a cap, and a node reads it whole when it starts.
 */
export class RiskSuspensions {
  /** brand → selection → its market and the currencies whose maximum it reached. */
  readonly #byBrand = new Map<number, Map<number, { marketId: number; currencies: Set<string> }>>()

  /** The brand's suspended selections (`has(selectionId)`), undefined when it has none. */
  of(productNo: number): ReadonlyMap<number, unknown> | undefined {
    const suspended = this.#byBrand.get(productNo)
    return suspended && suspended.size > 0 ? suspended : undefined
  }

  has(productNo: number, selectionId: number): boolean {
    return this.#byBrand.get(productNo)?.has(selectionId) ?? false
  }

  /**
   * The brand's selections of `marketIds` (every market when null) in `currencyCode` are now exactly those of
   * `atMaximum`: the others of those markets are open again in that currency.
   */
  replace(
    productNo: number,
    currencyCode: string,
    marketIds: ReadonlySet<number> | null,
    atMaximum: Iterable<{ marketId: number; selectionId: number }>,
  ): void {
    let suspended = this.#byBrand.get(productNo)
    if (!suspended) {
      suspended = new Map()
      this.#byBrand.set(productNo, suspended)
    }
    for (const [selectionId, entry] of suspended) {
      if (marketIds && !marketIds.has(entry.marketId)) continue
      entry.currencies.delete(currencyCode)
      if (entry.currencies.size === 0) suspended.delete(selectionId)
    }
    for (const { marketId, selectionId } of atMaximum) {
      const entry = suspended.get(selectionId) ?? { marketId, currencies: new Set<string>() }
      entry.currencies.add(currencyCode)
      suspended.set(selectionId, entry)
    }
  }
}
