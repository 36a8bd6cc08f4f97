import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { banks, withdrawAccount } from '../../stories/cashier'
import { renderWithI18n } from '../../test/render'
import { WithdrawAccounts } from './WithdrawAccounts'

describe('WithdrawAccounts', () => {
  it('adds an account with a valid number and removes one', async () => {
    const onAdd = vi.fn()
    const onRemove = vi.fn()
    const { user } = renderWithI18n(
      <WithdrawAccounts
        accounts={[withdrawAccount()]}
        banks={banks}
        maxAccounts={5}
        onAdd={onAdd}
        onRemove={onRemove}
      />,
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'NTB')
    await user.type(screen.getByRole('textbox', { name: 'Name on the account' }), 'Ana Lima')
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12 3')
    await user.click(screen.getByRole('button', { name: 'Add account' }))
    expect(screen.getByText('Enter 6 to 34 letters and digits.')).toBeTruthy()
    expect(onAdd).not.toHaveBeenCalled()
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '4567')
    await user.click(screen.getByRole('button', { name: 'Add account' }))
    expect(onAdd).toHaveBeenCalledWith({
      bankCode: 'NTB',
      accountName: 'Ana Lima',
      accountNo: '1234567',
      currencyCode: 'USDT',
    })
    await user.click(screen.getByRole('button', { name: 'Remove Sandbox Bank •••• 6789' }))
    expect(onRemove).toHaveBeenCalledWith(withdrawAccount())
  })

  it('offers no form at the most accounts a member may hold', () => {
    renderWithI18n(
      <WithdrawAccounts
        accounts={[1, 2].map((id) => withdrawAccount({ id }))}
        banks={banks}
        maxAccounts={2}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull()
  })
})
