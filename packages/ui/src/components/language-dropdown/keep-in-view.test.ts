import { describe, expect, it } from 'vitest'
import { inViewShift, viewportMargin } from './keep-in-view'

describe('inViewShift', () => {
  it('leaves a popup that fits where it is', () => {
    expect(inViewShift({ left: 100, right: 300 }, 390)).toBe(0)
  })

  it('moves a popup that runs off the right edge back in, keeping the margin (the 390px header list)', () => {
    expect(inViewShift({ left: 186, right: 461 }, 390)).toBe(390 - viewportMargin - 461)
  })

  it('keeps the start of a popup wider than the viewport on screen', () => {
    expect(inViewShift({ left: 20, right: 520 }, 390)).toBe(viewportMargin - 20)
    expect(inViewShift({ left: -30, right: 100 }, 390)).toBe(viewportMargin + 30)
  })
})
