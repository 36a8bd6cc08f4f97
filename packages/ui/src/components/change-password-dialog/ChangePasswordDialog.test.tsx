import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { ChangePasswordDialog } from './ChangePasswordDialog'

function setup(submitting = false) {
  const onSubmit = vi.fn()
  const rendered = renderWithI18n(
    <ChangePasswordDialog defaultOpen onSubmit={onSubmit} submitting={submitting} />,
  )
  return { onSubmit, ...rendered }
}

describe('ChangePasswordDialog', () => {
  it('sends the old and the new password as typed', async () => {
    const { user, onSubmit } = setup()
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Current password'), 'oldpass1')
    await user.type(screen.getByLabelText('New password'), 'newpass1')
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1')
    await user.click(screen.getByRole('button', { name: 'Save password' }))
    expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'oldpass1', newPassword: 'newpass1' })
  })

  it("holds the new password to registration's rules", async () => {
    const { user, onSubmit } = setup()
    await user.type(screen.getByLabelText('New password'), '12 345')
    expect(screen.getByLabelText('New password')).toHaveValue('12345')
    await user.type(screen.getByLabelText('Confirm new password'), '54321')
    await user.click(screen.getByRole('button', { name: 'Save password' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    )
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      '6 to 16 characters Enter a password of 6 to 16 characters.',
    )
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match. Enter the same password again.',
    )
    expect(screen.getByLabelText('Current password')).toHaveFocus()
  })

  it('forgets the passwords once closed', async () => {
    const { user, rerender } = renderWithI18n(<ChangePasswordDialog open onSubmit={vi.fn()} />)
    await user.type(screen.getByLabelText('Current password'), 'oldpass1')
    rerender(<ChangePasswordDialog open={false} onSubmit={vi.fn()} />)
    rerender(<ChangePasswordDialog open onSubmit={vi.fn()} />)
    expect(screen.getByLabelText('Current password')).toHaveValue('')
  })

  it('disables Save while submitting and closes from Cancel', async () => {
    const { user } = setup(true)
    expect(screen.getByRole('button', { name: 'Save password' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
