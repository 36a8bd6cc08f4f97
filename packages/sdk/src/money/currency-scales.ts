/** A currency and its scale (decimal places), as `api/sysinit` and balance entries carry them. */
export interface CurrencyScale {
  currencyCode: string
  scale: number
}

/**
 * The money configuration of the client: each currency's scale, learned from `api/sysinit` (read with the session's
 * start, never through the language call) and from every balance entry. A currency not learned yet is 2.
 */
export interface CurrencyScales {
  /** The currency's scale; 2 while nothing has named it. */
  scaleOf(currencyCode: string): number
  /** Whether a source has named this currency's scale. */
  knows(currencyCode: string): boolean
  /** Takes the scales a source names (a later source overrides an earlier one). */
  learn(currencies: readonly CurrencyScale[] | undefined): void
}

export function createCurrencyScales(): CurrencyScales {
  const scales = new Map<string, number>()
  return {
    scaleOf: (code) => scales.get(code) ?? 2,
    knows: (code) => scales.has(code),
    learn(currencies) {
      for (const { currencyCode, scale } of currencies ?? []) scales.set(currencyCode, scale)
    },
  }
}
