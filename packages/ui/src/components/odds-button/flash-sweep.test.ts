import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flashMs, flashPrice } from './flash-sweep'

describe('flashPrice', () => {
  beforeEach(() => {
    vi.useFakeTimers()
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
})
