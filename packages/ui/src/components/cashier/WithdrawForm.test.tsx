import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { withdrawAccount } from '../../stories/cashier'
import { renderWithI18n } from '../../test/render'
import { WithdrawForm } from './WithdrawForm'

describe('WithdrawForm', () => {
  it('holds the amount to what may be withdrawn, shows what arrives without a fee and sends it', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithI18n(
      <WithdrawForm
        accounts={[withdrawAccount()]}
        withdrawable={() => ({ amount: '100.00', scale: 2 })}
        onSubmit={onSubmit}
      />,
    )
    const amount = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(amount, '100.5')
    await user.type(screen.getByLabelText('Withdraw password'), 'draw123')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(screen.getByText('The largest amount is 100.00 USDT.')).toBeTruthy()
    await user.clear(amount)
    await user.type(amount, '40.129')
    expect(screen.getByText('40.12 USDT')).toBeTruthy()
    expect(screen.getByText('None')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(onSubmit).toHaveBeenCalledWith({
      accountId: 5,
      amount: '40.12',
      currencyCode: 'USDT',
      password: 'draw123',
    })
    // A withdrawal sent clears the form, so the same one is not sent twice by a second press.
    await vi.waitFor(() => expect(amount).toHaveValue(''))
    expect(screen.getByLabelText('Withdraw password')).toHaveValue('')
  })
})
