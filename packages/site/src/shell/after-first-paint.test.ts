import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint'

type PaintCallback = (list: { getEntriesByName(name: string): { name: string }[] }) => void

/** A Paint Timing API whose first contentful paint the test presents. */
function paintTimingApi() {
  const observers: PaintCallback[] = []
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint']
    readonly disconnect = vi.fn()
    constructor(callback: PaintCallback) {
      observers.push(callback)
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
  return {
    present(name: string) {
      for (const callback of observers)
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
    },
  }
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('starts once the first contentful paint is presented, and only once', () => {
    vi.useFakeTimers()
    const paints = paintTimingApi()
    const start = vi.fn()
    afterFirstPaint(start)
    paints.present('first-paint')
    expect(start).not.toHaveBeenCalled()
    paints.present('first-contentful-paint')
    paints.present('first-contentful-paint')
    vi.advanceTimersByTime(5000)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts after three seconds when no paint comes (a tab opened in the background)', () => {
    vi.useFakeTimers()
    paintTimingApi()
    const start = vi.fn()
    afterFirstPaint(start)
    vi.advanceTimersByTime(2999)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts after the next frame without the Paint Timing API', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    vi.stubGlobal('PerformanceObserver', undefined)
    const start = vi.fn()
    afterFirstPaint(start)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(50)
    expect(start).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
