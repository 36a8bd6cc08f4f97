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

  it('says the known limits and why a loan lowers what can be withdrawn, and refuses below the smallest', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithI18n(
      <WithdrawForm
        accounts={[withdrawAccount()]}
        withdrawable={() => ({ amount: '60.00', scale: 2, loan: '40.00', min: '20.00', max: '5000.00' })}
        onSubmit={onSubmit}
      />,
    )
    expect(screen.getByText('From 20.00 USDT to 60.00 USDT')).toBeTruthy()
    expect(
      screen.getByText(/outstanding loan of 40\.00 USDT stays owed.*up to 60\.00 USDT can be/),
    ).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10')
    await user.type(screen.getByLabelText('Withdraw password'), 'draw123')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(screen.getByText('The smallest amount is 20.00 USDT.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
