import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm'

const agreement = {
  name: 'User Agreement',
  html: '<h3>Terms</h3><p>Play fair.</p>',
}

function setup(props: Partial<RegistrationFormProps> = {}) {
  const onSubmit = vi.fn()
  const rendered = renderWithI18n(<RegistrationForm agreement={agreement} onSubmit={onSubmit} {...props} />)
  return { onSubmit, ...rendered }
}

async function fillValid(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText('Username'), 'player01')
  await user.type(screen.getByLabelText('Password'), 'secret1')
  await user.type(screen.getByLabelText('Confirm password'), 'secret1')
}

const register = () => screen.getByRole('button', { name: 'Register' })
const agreementBox = () =>
  screen.getByRole('checkbox', { name: 'I have read and agree to the User Agreement' })

describe('RegistrationForm', () => {
  it('registers with the plain password once every field is valid', async () => {
    const { user, onSubmit } = setup()
    await fillValid(user)
    await user.click(register())
    expect(onSubmit).toHaveBeenCalledWith({ username: 'player01', password: 'secret1' })
  })

  it('strips Chinese characters and whitespace as typed and stops at 16 characters', async () => {
    const { user } = setup()
    const username = screen.getByLabelText('Username')
    await user.type(username, ' 玩家 ab c12 ')
    expect(username).toHaveValue('abc12')
    await user.clear(username)
    await user.type(username, 'abcdefghijklmnopqrst')
    expect(username).toHaveValue('abcdefghijklmnop')
    const password = screen.getByLabelText('Password')
    await user.type(password, '密 码pass word')
    expect(password).toHaveValue('password')
  })

  it('shows error f, g and c under the fields and registers nothing', async () => {
    const { user, onSubmit } = setup()
    await user.type(screen.getByLabelText('Username'), 'a')
    await user.type(screen.getByLabelText('Password'), '12345')
    await user.type(screen.getByLabelText('Confirm password'), '1234')
    await user.click(register())
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      '2 to 16 letters or digits Enter a username of 2 to 16 letters or digits.',
    )
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Username')).toHaveFocus()
    expect(screen.getByText('Enter a password of 6 to 16 characters.')).toBeInTheDocument()
    expect(screen.getByText('The passwords do not match. Enter the same password again.')).toBeInTheDocument()
  })

  it('requires every field and updates the messages as the user corrects them', async () => {
    const { user } = setup()
    await user.click(register())
    expect(screen.getByText('Enter a username of 2 to 16 letters or digits.')).toBeInTheDocument()
    expect(screen.getByText('The passwords do not match. Enter the same password again.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Username'), 'ab')
    expect(screen.queryByText('Enter a username of 2 to 16 letters or digits.')).not.toBeInTheDocument()
  })

  it('hides the invitation code without a code', () => {
    setup()
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument()
  })

  it('shows a found invitation code read-only and sends it', async () => {
    const { user, onSubmit } = setup({ invitationCode: 'AGENT42' })
    const code = screen.getByLabelText('Invitation code')
    expect(code).toHaveValue('AGENT42')
    expect(code).toHaveAttribute('readonly')
    await fillValid(user)
    await user.click(register())
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'player01',
      password: 'secret1',
      invitationCode: 'AGENT42',
    })
  })

  it('requires an empty invitation code field once shown, up to 40 characters (error e)', async () => {
    const { user, onSubmit } = setup({ invitationCode: '' })
    const code = screen.getByLabelText('Invitation code')
    expect(code).not.toHaveAttribute('readonly')
    expect(code).toHaveAttribute('maxlength', '40')
    await fillValid(user)
    await user.click(register())
    expect(onSubmit).not.toHaveBeenCalled()
    expect(code).toHaveAccessibleDescription('Enter your invitation code (up to 40 characters).')
    await user.type(code, 'FRIEND')
    await user.click(register())
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'player01',
      password: 'secret1',
      invitationCode: 'FRIEND',
    })
  })

  it('lets the player edit or remove a code the server refused, then register without it', async () => {
    const onInvitationCodeClear = vi.fn()
    const { user, onSubmit, rerender } = setup({
      invitationCode: 'EXPIRED9',
      invitationCodeRefused: true,
      onInvitationCodeClear,
    })
    const code = screen.getByLabelText('Invitation code')
    expect(code).toHaveValue('EXPIRED9')
    expect(code).not.toHaveAttribute('readonly')
    expect(code).toHaveAccessibleDescription(
      'This invitation code was not accepted. Correct it or remove it.',
    )
    await user.click(screen.getByRole('button', { name: 'Remove the invitation code' }))
    expect(onInvitationCodeClear).toHaveBeenCalledOnce()
    rerender(<RegistrationForm agreement={agreement} onSubmit={onSubmit} />)
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument()
    await fillValid(user)
    await user.click(register())
    expect(onSubmit).toHaveBeenCalledWith({ username: 'player01', password: 'secret1' })
  })

  it('starts with the agreement ticked and does not register without it', async () => {
    const { user, onSubmit } = setup()
    expect(agreementBox()).toBeChecked()
    await fillValid(user)
    await user.click(agreementBox())
    await user.click(register())
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tick the box to accept the User Agreement before registering.',
    )
  })

  it('shakes the checkbox on every second unchecked submit', async () => {
    const { user, container } = setup()
    await fillValid(user)
    await user.click(agreementBox())
    const shakes: boolean[] = []
    for (let submit = 0; submit < 4; submit += 1) {
      await user.click(register())
      shakes.push(container.querySelector('.sb-checkbox')?.hasAttribute('data-shaking') ?? false)
    }
    expect(shakes).toEqual([false, true, false, true])
    expect(container.querySelector('.sb-checkbox')).toHaveAttribute('data-state', 'unchecked')
  })

  // The cleaning itself is tested in jsdom (sanitize-agreement.test.ts): DOMPurify does not support happy-dom.
  it('opens the agreement in a dialog titled with its name, and Confirm ticks the box', async () => {
    const { user, onSubmit } = setup({ defaultAgreed: false })
    await user.click(screen.getByRole('button', { name: 'User Agreement' }))
    // The dialog's code loads on the first open.
    const dialog = await screen.findByRole('dialog', { name: 'User Agreement' })
    const text = await within(dialog).findByRole('region', { name: 'User Agreement' })
    expect(text).toHaveTextContent('Play fair.')
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(agreementBox()).toBeChecked()
    await fillValid(user)
    await user.click(register())
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('closes the agreement on Escape and gives the focus back to its link', async () => {
    const { user } = setup()
    const link = screen.getByRole('button', { name: 'User Agreement' })
    await user.click(link)
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(link).toHaveFocus()
  })

  it('disables Register while submitting', async () => {
    const { user, onSubmit } = setup({ submitting: true })
    await fillValid(user)
    expect(register()).toBeDisabled()
    await user.click(register())
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('calls onLoginClick from the Login button and shows the language switcher slot', async () => {
    const onLoginClick = vi.fn()
    const { user } = setup({
      onLoginClick,
      languageSwitcher: <button type="button">Language: English</button>,
    })
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(onLoginClick).toHaveBeenCalledOnce()
  })

  it('shows the currency caption and every coin of the brand in the footer', () => {
    setup({
      footerCoins: [
        { src: '/usdt.svg', alt: 'USDT' },
        { src: '/trx.svg', alt: 'TRX' },
        { src: '/eth.svg', alt: 'ETH' },
      ],
    })
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent('Deposit and play in these currencies')
    expect(
      within(footer)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['USDT', 'TRX', 'ETH'])
  })
})
