import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { LoginWindow, type LoginWindowProps } from './LoginWindow'

function setup(props: Partial<LoginWindowProps> = {}) {
  const onSubmit = vi.fn()
  const rendered = renderWithI18n(<LoginWindow defaultOpen onSubmit={onSubmit} {...props} />)
  return { onSubmit, dialog: screen.getByRole('dialog', { name: 'Log in' }), ...rendered }
}

const logIn = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('form', { name: 'Log in' })).getByRole('button', { name: 'Log in' })

describe('LoginWindow', () => {
  it('logs in with the account and the plain password', async () => {
    const { user, onSubmit, dialog } = setup()
    expect(within(dialog).getByLabelText('Account')).toHaveFocus()
    await user.type(within(dialog).getByLabelText('Account'), 'player01')
    await user.type(within(dialog).getByLabelText('Password'), 'secret1')
    await user.click(logIn(dialog))
    expect(onSubmit).toHaveBeenCalledWith({ account: 'player01', password: 'secret1', saveAccount: false })
  })

  it('asks for the account and the password before logging in', async () => {
    const { user, onSubmit, dialog } = setup()
    await user.click(logIn(dialog))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(within(dialog).getByLabelText('Account')).toHaveAccessibleDescription('Enter your account name.')
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.')
  })

  it('shows the captcha the server asked for and sends its answer with its id', async () => {
    const onRefreshCaptcha = vi.fn()
    const { user, onSubmit, dialog } = setup({
      captcha: { image: 'data:image/png;base64,AAAA', id: 'cap-1' },
      onRefreshCaptcha,
      defaultAccount: 'player01',
    })
    expect(within(dialog).getByRole('img', { name: 'Characters to type' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    )
    await user.type(within(dialog).getByLabelText('Password'), 'secret1')
    await user.click(logIn(dialog))
    expect(onSubmit).not.toHaveBeenCalled()
    await user.type(within(dialog).getByLabelText('Verification code'), ' x7k2 ')
    await user.click(logIn(dialog))
    expect(onSubmit).toHaveBeenCalledWith({
      account: 'player01',
      password: 'secret1',
      captchaCode: 'x7k2',
      captchaId: 'cap-1',
      saveAccount: false,
    })
    await user.click(within(dialog).getByRole('button', { name: 'New picture' }))
    expect(onRefreshCaptcha).toHaveBeenCalledOnce()
  })

  it('switches to and removes saved accounts', async () => {
    const onSwitchAccount = vi.fn()
    const onRemoveAccount = vi.fn()
    const { user, dialog } = setup({
      savedAccounts: [
        { account: 'alice', uid: '11' },
        { account: 'bob', uid: '12' },
      ],
      onSwitchAccount,
      onRemoveAccount,
    })
    const saved = within(dialog).getByRole('region', { name: 'Saved accounts' })
    await user.click(within(saved).getByRole('button', { name: 'Log in as bob' }))
    expect(onSwitchAccount).toHaveBeenCalledWith('12')
    await user.click(within(saved).getByRole('button', { name: 'Remove alice from this device' }))
    expect(onRemoveAccount).toHaveBeenCalledWith('11')
  })

  it('has no saved accounts section when none are saved', () => {
    const { dialog } = setup()
    expect(within(dialog).queryByRole('region', { name: 'Saved accounts' })).not.toBeInTheDocument()
  })

  it('reports the save-account checkbox and sends its state', async () => {
    const onSaveAccountChange = vi.fn()
    const { user, onSubmit, dialog } = setup({ onSaveAccountChange, defaultAccount: 'player01' })
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember this account on this device' }))
    expect(onSaveAccountChange).toHaveBeenCalledWith(true)
    await user.type(within(dialog).getByLabelText('Password'), 'secret1')
    await user.click(logIn(dialog))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ saveAccount: true }))
  })

  it('offers registration and the demo', async () => {
    const onRegisterClick = vi.fn()
    const onTryDemoClick = vi.fn()
    const { user, dialog } = setup({ onRegisterClick, onTryDemoClick })
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }))
    await user.click(within(dialog).getByRole('button', { name: 'Try the demo' }))
    expect(onRegisterClick).toHaveBeenCalledOnce()
    expect(onTryDemoClick).toHaveBeenCalledOnce()
  })

  it('forgets the password once closed: opened again, only the account is filled in', async () => {
    const { user, dialog, rerender } = setup({ open: true, defaultAccount: 'player01' })
    await user.type(within(dialog).getByLabelText('Password'), 'secret1')
    rerender(<LoginWindow open={false} onSubmit={vi.fn()} defaultAccount="player01" />)
    rerender(<LoginWindow open onSubmit={vi.fn()} defaultAccount="player01" />)
    const again = screen.getByRole('dialog', { name: 'Log in' })
    expect(within(again).getByLabelText('Password')).toHaveValue('')
    expect(within(again).getByLabelText('Account')).toHaveValue('player01')
  })

  it('fills in the account it is given while open, says why and focuses the password', () => {
    const { dialog, rerender } = setup({ open: true, defaultAccount: 'player01' })
    act(() => {
      rerender(
        <LoginWindow
          open
          onSubmit={vi.fn()}
          defaultAccount="bobwins"
          notice="The session of bobwins has ended."
        />,
      )
    })
    expect(within(dialog).getByRole('status')).toHaveTextContent('The session of bobwins has ended.')
    expect(within(dialog).getByLabelText('Account')).toHaveValue('bobwins')
    expect(within(dialog).getByLabelText('Password')).toHaveFocus()
  })

  it('disables Log in while submitting and closes on Escape', async () => {
    const onOpenChange = vi.fn()
    const { user, dialog } = setup({ submitting: true, onOpenChange })
    expect(logIn(dialog)).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
