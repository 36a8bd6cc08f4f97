import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { balanceEntry } from '../../stories/balances'
import { renderWithI18n } from '../../test/render'
import { CashierBalances } from './CashierBalances'

describe('CashierBalances', () => {
  it('shows what can be spent, what is frozen, the credit line and the loan, floored to the scale', () => {
    renderWithI18n(
      <CashierBalances
        entries={[
          balanceEntry({ amount: '1500.999', frozen: '200.5', creditAmount: '1000', loanAmount: '250.555' }),
        ]}
      />,
    )
    const usdt = screen.getByRole('region', { name: 'Balance in USDT' })
    expect(within(usdt).getByText('1,300.49 USDT')).toBeTruthy()
    expect(usdt.querySelector('[data-field="frozen"]')?.textContent).toBe('200.50')
    expect(usdt.querySelector('[data-field="credit"]')?.textContent).toBe('1,000.00')
    expect(usdt.querySelector('[data-field="loan"]')?.textContent).toBe('250.55')
  })
})
