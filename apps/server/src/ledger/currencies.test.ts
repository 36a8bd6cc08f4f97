import { describe, expect, it } from 'vitest'
import type { Queryable } from '../db'
import { createCurrencyCatalog } from './currencies'

describe('the currency catalog', () => {
  it('reads the table once, and again after a read that failed', async () => {
    const answers: (() => Promise<unknown[]>)[] = [
      () => Promise.reject(new Error('the database is restarting')),
      async () => [{ code: 'USD', id: '1', scale: '2', demo: false, enabled: true }],
    ]
    let reads = 0
    const db: Queryable = {
      query: <T>() => {
        const answer = answers[reads] ?? answers[answers.length - 1]!
        reads += 1
        return answer() as Promise<T[]>
      },
    }
    const catalog = createCurrencyCatalog(db)
    await expect(catalog.get('USD')).rejects.toThrow('restarting')
    expect(await catalog.get('USD')).toEqual({ code: 'USD', id: 1, scale: 2, demo: false, enabled: true })
    expect(await catalog.all()).toHaveLength(1)
    expect(reads).toBe(2)
  })
})
