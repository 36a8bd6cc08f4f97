import { describe, expect, it, vi } from 'vitest'
import { keyCache } from './aes-backend'

describe('keyCache', () => {
  it('derives a key once per secret', async () => {
    const derive = vi.fn(async (secret: string) => `key(${secret})`)
    const keyFor = keyCache(derive)
    expect(await Promise.all([keyFor('a'), keyFor('a'), keyFor('b'), keyFor('a')])).toEqual([
      'key(a)',
      'key(a)',
      'key(b)',
      'key(a)',
    ])
    expect(derive).toHaveBeenCalledTimes(2)
  })

  it('stays small: the least recently used secret is derived again after the cache is full', async () => {
    const derive = vi.fn(async (secret: string) => secret)
    const keyFor = keyCache(derive, 2)
    await keyFor('a')
    await keyFor('b')
    await keyFor('a')
    await keyFor('c') // evicts b, used least recently
    await keyFor('a')
    expect(derive).toHaveBeenCalledTimes(3)
    await keyFor('b')
    expect(derive).toHaveBeenCalledTimes(4)
  })

  it('forgets a failed derivation so the next call tries again', async () => {
    const derive = vi.fn().mockRejectedValueOnce(new Error('busy')).mockResolvedValue('key')
    const keyFor = keyCache(derive)
    await expect(keyFor('a')).rejects.toThrow('busy')
    expect(await keyFor('a')).toBe('key')
  })
})
