import { describe, expect, it } from 'vitest'
import type { Api } from './create-api'
import { createLazyApi } from './lazy-api'

describe('lazy API', () => {
  const real = { wallet: { balance: async (payload: unknown) => ({ echoed: payload }) } } as unknown as Api
  let loads = 0
  const api = createLazyApi(async (group) => {
    loads += 1
    return (real as unknown as Record<string, Api['wallet'] | undefined>)[group]
  })

  it('exists before the core loads and calls through it once it has', async () => {
    expect(loads).toBe(0)
    expect(api.wallet.balance).toBe(api.wallet.balance)
    await expect(api.wallet.balance({ a: 1 } as never)).resolves.toEqual({ echoed: { a: 1 } })
    expect(loads).toBe(1)
  })

  it('rejects a name that is not a path of the catalogue', async () => {
    const loose = api as unknown as Record<string, Record<string, () => Promise<unknown>>>
    await expect(loose.wallet!.nope!()).rejects.toThrow('sb.api.wallet.nope is not a path of the catalogue')
    await expect(loose.nowhere!.nope!()).rejects.toThrow('sb.api.nowhere.nope is not a path of the catalogue')
  })

  it('is not a thenable', async () => {
    expect((api as unknown as { then?: unknown }).then).toBeUndefined()
    expect(await Promise.resolve(api.wallet)).toBe(api.wallet)
  })

  it('answers its own functions without loading their section', async () => {
    let sectionLoads = 0
    const shared = { languages: [] }
    const withOwn = createLazyApi(
      async () => {
        sectionLoads += 1
        return undefined
      },
      { matches: { sysinit: async () => shared as never } },
    )
    expect(await withOwn.matches.sysinit()).toBe(shared)
    expect(withOwn.matches.sysinit).toBe(withOwn.matches.sysinit)
    expect(sectionLoads).toBe(0)
  })
})
