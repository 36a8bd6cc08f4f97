import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sharedOrder } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { SharedOrderCard } from './SharedOrderCard'

describe('SharedOrderCard', () => {
  it("shows who shared the order with their note, and copies another player's open order to the slip", async () => {
    const onCopy = vi.fn()
    const { user } = renderWithI18n(<SharedOrderCard share={sharedOrder(false)} onCopy={onCopy} />)
    expect(screen.getByText(/ace\*\*\*99 shared this on/)).toBeVisible()
    expect(screen.getByText('Home side has won five in a row.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Copy the bet ace***99 shared to my slip' }))
    expect(onCopy).toHaveBeenCalledOnce()
  })

  it('offers no copy of my own share, nor of a settled order', () => {
    const { rerender } = renderWithI18n(<SharedOrderCard share={sharedOrder(true)} onCopy={() => {}} />)
    expect(screen.getByText(/You shared this on/)).toBeVisible()
    expect(screen.queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument()
    const settled = sharedOrder(false)
    rerender(
      <SharedOrderCard
        share={{ ...settled, order: { ...settled.order, status: 'won' } }}
        onCopy={() => {}}
      />,
    )
    expect(screen.queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument()
  })
})
