import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { CashOut } from './CashOut'

describe('CashOut', () => {
  it('asks to confirm and sends the offer shown when confirmed', async () => {
    const onCashOut = vi.fn()
    const { user, rerender } = renderWithI18n(
      <CashOut offer="9.45" currencyCode="USD" onCashOut={onCashOut} />,
    )
    await user.click(screen.getByRole('button', { name: 'Cash out 9.45 USD' }))
    expect(screen.getByText('Cash out for 9.45 USD?')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus()
    // The offer moves while the player reads it: the question and the amount sent follow it.
    rerender(<CashOut offer="9.30" currencyCode="USD" onCashOut={onCashOut} />)
    expect(screen.getByText('Cash out for 9.30 USD?')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onCashOut).toHaveBeenCalledWith('9.30')
  })

  it('goes back on Cancel without cashing out', async () => {
    const onCashOut = vi.fn()
    const { user } = renderWithI18n(<CashOut offer="9.45" currencyCode="USD" onCashOut={onCashOut} />)
    await user.click(screen.getByRole('button', { name: 'Cash out 9.45 USD' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCashOut).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Cash out 9.45 USD' })).toBeVisible()
  })

  it('says when no offer is made, and while a cash out runs', () => {
    const { rerender, container } = renderWithI18n(
      <CashOut offer={null} currencyCode="USD" onCashOut={() => {}} />,
    )
    expect(screen.getByRole('button', { name: 'Cash out unavailable' })).toBeDisabled()
    rerender(
      <CashOut offer="9.45" currencyCode="USD" pending onCashOut={() => {}} message="The offer changed" />,
    )
    expect(screen.getByRole('button', { name: 'Cashing out…' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('The offer changed')
    expect(container.firstChild).toHaveAttribute('data-state', 'pending')
  })
})
