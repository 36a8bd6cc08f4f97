import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { withdrawal } from '../../stories/cashier'
import { renderWithI18n } from '../../test/render'
import { CashierHistory } from './CashierHistory'

describe('CashierHistory', () => {
  it('lists the shown tab with each status, and says when a tab is empty or failed', async () => {
    const onTabChange = vi.fn()
    const onRetry = vi.fn()
    const { user, rerender } = renderWithI18n(
      <CashierHistory
        tab="withdrawals"
        onTabChange={onTabChange}
        status="ready"
        list={{ tab: 'withdrawals', items: [withdrawal(), withdrawal({ id: 8, status: 'approved' })] }}
      />,
    )
    expect(screen.getByText('In review')).toBeTruthy()
    expect(screen.getByText('Paid out')).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: 'Loans' }))
    expect(onTabChange).toHaveBeenCalledWith('loans')
    rerender(
      <CashierHistory
        tab="loans"
        onTabChange={onTabChange}
        status="ready"
        list={{ tab: 'loans', items: [] }}
      />,
    )
    expect(screen.getByText('Nothing here yet')).toBeTruthy()
    rerender(
      <CashierHistory
        tab="loans"
        onTabChange={onTabChange}
        status="error"
        error="offline"
        onRetry={onRetry}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalled()
  })
})
