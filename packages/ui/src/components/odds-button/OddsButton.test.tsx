import { act, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { OddsButton, type OddsButtonPrice } from './OddsButton'

const names = { selectionName: 'Arsenal', marketName: 'Match result' }

describe('OddsButton', () => {
  it('names the selection, the market and the odds, and toggles aria-pressed', async () => {
    const onPressedChange = vi.fn()
    const { user } = renderWithI18n(
      <OddsButton {...names} label="1" odds="2.50" onPressedChange={onPressedChange} />,
    )
    const button = screen.getByRole('button', { name: 'Arsenal, Match result, odds 2.50' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveAttribute('data-state', 'open')
    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toHaveAttribute('data-state', 'selected')
    expect(onPressedChange).toHaveBeenCalledWith(true)
  })

  it('follows a controlled pressed state', async () => {
    const onPressedChange = vi.fn()
    const { user, rerender } = renderWithI18n(
      <OddsButton {...names} odds="2.50" pressed={false} onPressedChange={onPressedChange} />,
    )
    await user.click(screen.getByRole('button'))
    expect(onPressedChange).toHaveBeenCalledWith(true)
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false')
    rerender(<OddsButton {...names} odds="2.50" pressed onPressedChange={onPressedChange} />)
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows the price in the odds format', () => {
    renderWithI18n(<OddsButton {...names} odds="2.50" format="american" />)
    expect(screen.getByRole('button', { name: 'Arsenal, Match result, odds +150' })).toHaveTextContent('+150')
  })

  it('cannot be picked while suspended or closed, and says so', () => {
    const { rerender } = renderWithI18n(<OddsButton {...names} odds="2.50" status="suspended" />)
    const suspended = screen.getByRole('button', { name: 'Arsenal, Match result, suspended' })
    expect(suspended).toBeDisabled()
    expect(suspended).toHaveAttribute('data-state', 'suspended')
    rerender(<OddsButton {...names} odds="2.50" locked />)
    const locked = screen.getByRole('button', { name: 'Arsenal, Match result, closed' })
    expect(locked).toBeDisabled()
    expect(locked).toHaveAttribute('data-state', 'locked')
  })

  it('flashes up or down on a change of odds, and the flash ends 1.2 s after the last change', async () => {
    vi.useFakeTimers()
    // A new copy of the flashes' module: its one timer for the page may be a real one another file left running.
    vi.resetModules()
    const { OddsButton } = await import('./OddsButton')
    try {
      const { rerender } = renderWithI18n(<OddsButton {...names} odds="2.50" />)
      const flash = screen.getByRole('button')
      expect(flash.dataset.flash).toBeUndefined()
      rerender(<OddsButton {...names} odds="2.60" previousOdds="2.50" />)
      expect(flash.dataset.flash).toBe('up')
      expect(
        screen.getByRole('button', { name: 'Arsenal, Match result, odds 2.60, up from 2.50' }),
      ).toBeVisible()
      vi.advanceTimersByTime(1000)
      rerender(<OddsButton {...names} odds="2.40" previousOdds="2.60" />)
      expect(flash.dataset.flash).toBe('down')
      // The second change holds the flash for 1.2 s from then, not from the first.
      vi.advanceTimersByTime(1000)
      expect(flash.dataset.flash).toBe('down')
      vi.advanceTimersByTime(400)
      expect(flash.dataset.flash).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not flash when something else than the odds changes', () => {
    const { rerender } = renderWithI18n(<OddsButton {...names} odds="2.50" />)
    rerender(<OddsButton {...names} odds="2.50" pressed />)
    expect(screen.getByRole('button').dataset.flash).toBeUndefined()
  })

  it('shows a price through priceRef in place: text, name and flash, and a later render agrees', () => {
    const price = createRef<OddsButtonPrice>()
    const { rerender } = renderWithI18n(<OddsButton {...names} label="1" odds="2.50" priceRef={price} />)
    const button = screen.getByRole('button', { name: 'Arsenal, Match result, odds 2.50' })
    act(() => price.current?.show('2.40', '2.50'))
    expect(button).toHaveAccessibleName('Arsenal, Match result, odds 2.40, down from 2.50')
    expect(button).toHaveTextContent('12.40')
    expect(button.dataset.flash).toBe('down')
    rerender(<OddsButton {...names} label="1" odds="2.40" previousOdds="2.50" priceRef={price} pressed />)
    expect(button).toHaveAccessibleName('Arsenal, Match result, odds 2.40, down from 2.50')
    expect(button).toHaveAttribute('aria-pressed', 'true')
    rerender(<OddsButton {...names} label="1" odds="2.40" status="suspended" priceRef={price} />)
    act(() => price.current?.show('2.70', '2.40'))
    expect(button).toHaveAccessibleName('Arsenal, Match result, suspended')
    expect(button.dataset.flash).toBe('up')
  })

  it('suspends and opens a price through priceRef, and a later render with that status agrees', () => {
    const price = createRef<OddsButtonPrice>()
    const { container, rerender } = renderWithI18n(
      <OddsButton {...names} label="1" odds="2.50" priceRef={price} />,
    )
    const button = screen.getByRole('button', { name: 'Arsenal, Match result, odds 2.50' })
    const padlock = container.querySelector('.sb-odds-button__lock')
    act(() => price.current?.show('2.50', null, 'suspended'))
    expect(button).toHaveAccessibleName('Arsenal, Match result, suspended')
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('data-state', 'suspended')
    expect(button.dataset.flash).toBeUndefined()
    act(() => price.current?.show('2.60', '2.50', 'open'))
    expect(button).toHaveAccessibleName('Arsenal, Match result, odds 2.60, up from 2.50')
    expect(button).toBeEnabled()
    expect(button).toHaveAttribute('data-state', 'open')
    expect(button).toHaveTextContent('12.60')
    expect(button.dataset.flash).toBe('up')
    // The padlock stays in the button (hidden by its state) and is the same element throughout.
    expect(container.querySelector('.sb-odds-button__lock')).toBe(padlock)
    act(() => price.current?.show('2.60', '2.50', 'closed'))
    rerender(
      <OddsButton
        {...names}
        label="1"
        odds="2.60"
        previousOdds="2.50"
        status="closed"
        priceRef={price}
        pressed
      />,
    )
    expect(button).toHaveAccessibleName('Arsenal, Match result, closed')
    expect(button).toHaveAttribute('data-state', 'locked')
    expect(button).toBeDisabled()
    rerender(
      <OddsButton
        {...names}
        label="1"
        odds="2.60"
        previousOdds="2.50"
        status="open"
        priceRef={price}
        pressed
      />,
    )
    expect(button).toHaveAttribute('data-state', 'selected')
    expect(button).toBeEnabled()
  })

  it('takes a click once a price rendered suspended opens in place (no render in between)', async () => {
    const price = createRef<OddsButtonPrice>()
    const onPressedChange = vi.fn()
    const { user } = renderWithI18n(
      <OddsButton
        {...names}
        label="1"
        odds="2.50"
        status="suspended"
        priceRef={price}
        onPressedChange={onPressedChange}
      />,
    )
    act(() => price.current?.show('2.55', '2.50', 'open'))
    const button = screen.getByRole('button', { name: 'Arsenal, Match result, odds 2.55, up from 2.50' })
    await user.click(button)
    expect(onPressedChange).toHaveBeenCalledWith(true)
    act(() => price.current?.show('2.55', '2.50', 'suspended'))
    await user.click(button)
    expect(onPressedChange).toHaveBeenCalledTimes(1)
  })

  it("runs the caller's onClick first, which may keep the button unpressed with preventDefault", async () => {
    const onPressedChange = vi.fn()
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    const { user } = renderWithI18n(
      <OddsButton {...names} odds="2.50" onClick={onClick} onPressedChange={onPressedChange} />,
    )
    await user.click(screen.getByRole('button'))
    expect(onClick).toHaveBeenCalledOnce()
    expect(onPressedChange).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false')
  })
})
