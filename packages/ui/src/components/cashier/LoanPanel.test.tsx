import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { balanceEntry } from '../../stories/balances'
import { renderWithI18n } from '../../test/render'
import { LoanPanel } from './LoanPanel'

describe('LoanPanel', () => {
  it('borrows at most the line less what is owed and repays at most what is owed and can be spent', async () => {
    const onBorrow = vi.fn()
    const onRepay = vi.fn()
    const { user } = renderWithI18n(
      <LoanPanel
        entry={balanceEntry({ amount: '100', creditAmount: '1000', loanAmount: '250' })}
        onBorrow={onBorrow}
        onRepay={onRepay}
      />,
    )
    const amount = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(amount, '750.01')
    await user.click(screen.getByRole('button', { name: 'Borrow' }))
    expect(screen.getByText('The largest amount is 750.00 USDT.')).toBeTruthy()
    await user.clear(amount)
    await user.type(amount, '150')
    await user.click(screen.getByRole('button', { name: 'Repay' }))
    expect(screen.getByText('The largest amount is 100.00 USDT.')).toBeTruthy()
    expect(onRepay).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Borrow' }))
    expect(onBorrow).toHaveBeenCalledWith('150.00')
  })
})
