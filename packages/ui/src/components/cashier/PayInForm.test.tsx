import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { onlinePayTypes } from '../../stories/cashier'
import { renderWithI18n } from '../../test/render'
import { PayInForm } from './PayInForm'

describe('PayInForm', () => {
  it('refuses an amount under the pay type minimum and sends one within its limits', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithI18n(
      <PayInForm payTypes={onlinePayTypes} scale={2} submitLabel="Deposit" onSubmit={onSubmit} />,
    )
    await user.click(screen.getByRole('radio', { name: 'E-wallet' }))
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '15')
    await user.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(screen.getByText('The smallest amount is 20.00 USDT.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0')
    await user.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(onSubmit).toHaveBeenCalledWith({ payTypeId: 2, amount: '150', currencyCode: 'USDT' })
  })
})
