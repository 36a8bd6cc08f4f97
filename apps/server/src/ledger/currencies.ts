import type { Queryable } from '../db'

export interface Currency {
  code: string
  id: number
  scale: number
  /** Demo money (try-play): never withdrawn, never mixed with real money. */
  demo: boolean
  enabled: boolean
}

/** The currencies table, read once: it changes only with a migration. */
export function createCurrencyCatalog(db: Queryable) {
  let loaded: Promise<Map<string, Currency>> | null = null
  const load = () => {
    loaded ??= db
      .query<Currency & { id: number }>(
        'SELECT code, id, scale, demo, enabled FROM currencies ORDER BY sort, code',
      )
      .then(
        (rows) =>
          new Map(rows.map((row) => [row.code, { ...row, id: Number(row.id), scale: Number(row.scale) }])),
        (error: unknown) => {
          // A failed read is not remembered: the next ask reads again.
          loaded = null
          throw error
        },
      )
    return loaded
  }
  return {
    all: async () => [...(await load()).values()],
    get: async (code: string) => (await load()).get(code) ?? null,
    /** The demo currency members of kind `demo` hold. */
    demo: async () => [...(await load()).values()].find((currency) => currency.demo)!,
  }
}

export type CurrencyCatalog = ReturnType<typeof createCurrencyCatalog>
