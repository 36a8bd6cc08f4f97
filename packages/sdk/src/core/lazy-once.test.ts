import { describe, expect, it } from 'vitest'
import { lazyOnce, subscribeWhenLoaded } from './lazy-once'

describe('lazyOnce', () => {
  it('runs the step once for concurrent and later callers and exposes the value', async () => {
    let runs = 0
    const value = lazyOnce(async () => {
      runs += 1
      return { n: runs }
    })
    expect(value.current).toBeUndefined()
    const [a, b] = await Promise.all([value(), value()])
    expect(a).toBe(b)
    expect(await value()).toBe(a)
    expect(value.current).toBe(a)
    expect(runs).toBe(1)
  })

  it('forgets a failure so that the next call tries again', async () => {
    let runs = 0
    const value = lazyOnce(async () => {
      runs += 1
      if (runs === 1) throw new Error('offline')
      return 'ready'
    })
    await expect(value()).rejects.toThrow('offline')
    await expect(value()).resolves.toBe('ready')
    expect(runs).toBe(2)
  })
})

describe('subscribeWhenLoaded', () => {
  it('subscribes after the load, and not at all when stopped before it', async () => {
    const calls: string[] = []
    const value = lazyOnce(async () => 'store')
    const stopEarly = subscribeWhenLoaded(value, () => {
      calls.push('early')
      return () => calls.push('early off')
    })
    stopEarly()
    const stop = subscribeWhenLoaded(value, () => {
      calls.push('kept')
      return () => calls.push('kept off')
    })
    await value()
    expect(calls).toEqual(['kept'])
    stop()
    expect(calls).toEqual(['kept', 'kept off'])
    subscribeWhenLoaded(value, () => {
      calls.push('after load')
      return () => undefined
    })
    expect(calls).toEqual(['kept', 'kept off', 'after load'])
  })
})
