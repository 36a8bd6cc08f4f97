import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flashMs } from './flash-sweep'

// The sweep keeps one timer for the page in its module: each test takes a new copy of the module, so that a timer
// another test file left running (files share a worker) never stands in for this test's fake one.
let flashPrice: typeof import('./flash-sweep').flashPrice

describe('flashPrice', () => {
  beforeEach(async () => {
    vi.useFakeTimers()
    vi.resetModules()
    ;({ flashPrice } = await import('./flash-sweep'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('ends hundreds of flashes with one timer, each after its own last change', () => {
    const elements = Array.from({ length: 500 }, () => document.createElement('button'))
    elements.forEach((element, index) => {
      flashPrice(element, index % 2 === 0 ? 'up' : 'down')
      vi.advanceTimersByTime(1)
    })
    expect(vi.getTimerCount()).toBe(1)
    expect(elements[0]!.dataset.flash).toBe('up')
    expect(elements[1]!.dataset.flash).toBe('down')
    // The first ones end while the last ones still show.
    vi.advanceTimersByTime(flashMs)
    expect(elements[0]!.dataset.flash).toBeUndefined()
    expect(elements[499]!.dataset.flash).toBe('down')
    vi.advanceTimersByTime(flashMs)
    expect(elements.every((element) => element.dataset.flash === undefined)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('keeps a flash that changed again until its own last change is over, and ends the others meanwhile', () => {
    const first = document.createElement('button')
    const second = document.createElement('button')
    const third = document.createElement('button')
    flashPrice(first, 'up')
    flashPrice(second, 'down')
    vi.advanceTimersByTime(flashMs / 2)
    flashPrice(first, 'down')
    flashPrice(third, 'up')
    vi.advanceTimersByTime(flashMs / 2 + 50)
    expect(second.dataset.flash).toBeUndefined()
    expect(first.dataset.flash).toBe('down')
    expect(third.dataset.flash).toBe('up')
    vi.advanceTimersByTime(flashMs / 2)
    expect(first.dataset.flash).toBeUndefined()
    expect(third.dataset.flash).toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ends flashes a frame at a time, not hundreds in one sweep', () => {
    const elements = Array.from({ length: 300 }, () => document.createElement('button'))
    for (const element of elements) {
      flashPrice(element, 'up')
      vi.advanceTimersByTime(1)
    }
    vi.advanceTimersByTime(flashMs - 300)
    const ended: number[] = []
    for (let step = 0; step < 20; step++) {
      const before = elements.filter((element) => element.dataset.flash === undefined).length
      vi.advanceTimersToNextTimer()
      ended.push(elements.filter((element) => element.dataset.flash === undefined).length - before)
    }
    expect(Math.max(...ended)).toBeLessThanOrEqual(17)
    expect(ended.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(200)
  })
})
