import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { inputsFor, invalidInputs, part, submitButton } from '../../stories/queries'
import { LoginWindow } from './LoginWindow'

const captchaImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eef"/><text x="14" y="28" font-family="monospace" font-size="22" fill="#223" transform="rotate(-4 60 20)">x7K2p</text></svg>',
)}`

const meta = {
  title: 'Screens/LoginWindow',
  component: LoginWindow,
  args: {
    defaultOpen: true,
    onSubmit: fn(),
    onOpenChange: fn(),
    onRegisterClick: fn(),
    onTryDemoClick: fn(),
    onSwitchAccount: fn(),
    onRemoveAccount: fn(),
    onSaveAccountChange: fn(),
  },
} satisfies Meta<typeof LoginWindow>

export default meta
type Story = StoryObj<typeof meta>

// The window is a dialog portalled to the body, outside the story's canvas.
const dialog = () => screen.getByRole('dialog')

export const Default: Story = {
  // The account and password are sent with the choice to remember the account; the other ways out are offered.
  play: async ({ args, userEvent }) => {
    const [account] = inputsFor(dialog(), 'username')
    const [password] = inputsFor(dialog(), 'current-password')
    await userEvent.click(account as HTMLInputElement)
    await userEvent.paste('alice88')
    await userEvent.click(password as HTMLInputElement)
    await userEvent.paste('secret1')
    await userEvent.click(submitButton(dialog()))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      account: 'alice88',
      password: 'secret1',
      saveAccount: false,
    })
    const [register, demo] = dialog().querySelectorAll<HTMLElement>('.sb-login__alternatives button')
    await userEvent.click(register as HTMLElement)
    await expect(args.onRegisterClick).toHaveBeenCalledOnce()
    await userEvent.click(demo as HTMLElement)
    await expect(args.onTryDemoClick).toHaveBeenCalledOnce()
  },
}

export const WithSavedAccounts: Story = {
  args: {
    savedAccounts: [
      { account: 'alice88', uid: '1001' },
      { account: 'bobwins', uid: '1002' },
    ],
    defaultSaveAccount: true,
  },
  // A saved account logs in with a press, or leaves the device; remembering can be turned off.
  play: async ({ args, userEvent }) => {
    const saved = [...dialog().querySelectorAll('.sb-saved-account')]
    await expect(saved.map((item) => item.querySelector('.sb-saved-account__switch')?.textContent)).toEqual([
      'alice88',
      'bobwins',
    ])
    await userEvent.click(part(saved[1] as HTMLElement, '.sb-saved-account__switch'))
    await expect(args.onSwitchAccount).toHaveBeenCalledWith('1002')
    await userEvent.click(part(saved[0] as HTMLElement, '.sb-saved-account__remove'))
    await expect(args.onRemoveAccount).toHaveBeenCalledWith('1001')
    const remember = within(dialog()).getByRole('checkbox')
    await expect(remember).toBeChecked()
    await userEvent.click(remember)
    await expect(args.onSaveAccountChange).toHaveBeenCalledWith(false)
  },
}

export const WithCaptcha: Story = {
  args: { captcha: { image: captchaImage, id: 'cap-1' }, onRefreshCaptcha: fn(), defaultAccount: 'alice88' },
  parameters: { docs: { description: { story: 'The server answered 1004: a captcha is required.' } } },
  // The picture is shown with a way to get another; the code typed is required.
  play: async ({ args, userEvent }) => {
    await expect(part(dialog(), '.sb-login__captcha img')).toHaveAttribute('src', captchaImage)
    await userEvent.click(part(dialog(), '.sb-login__captcha button'))
    await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce()
    await userEvent.click(submitButton(dialog()))
    await expect(invalidInputs(dialog())).toHaveLength(2)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ValidationErrors: Story = {
  // The dialog is portalled to the body, outside the story's canvas.
  play: async ({ args, userEvent }) => {
    const dialog = screen.getByRole('dialog')
    await userEvent.click(submitButton(dialog))
    await expect(invalidInputs(dialog)).toHaveLength(2)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Submitting: Story = {
  args: { submitting: true, defaultAccount: 'alice88' },
  play: async () => {
    await expect(inputsFor(dialog(), 'username')[0]).toHaveValue('alice88')
    await expect(submitButton(dialog())).toBeDisabled()
    await expect(submitButton(dialog())).toHaveAttribute('aria-busy', 'true')
  },
}

export const SavedAccountEnded: Story = {
  args: {
    defaultAccount: 'bobwins',
    notice: 'The session of bobwins has ended. Enter its password to log in again.',
    savedAccounts: [
      { account: 'alice88', uid: '1001' },
      { account: 'bobwins', uid: '1002' },
    ],
  },
  parameters: {
    docs: { description: { story: 'A saved account whose session ended: filled in, with the reason.' } },
  },
  // The reason is told, the account is filled in and the password is what is left to type.
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('status')).toHaveTextContent(args.notice as string)
    await expect(inputsFor(dialog(), 'username')[0]).toHaveValue('bobwins')
    await expect(inputsFor(dialog(), 'current-password')[0]).toHaveFocus()
  },
}
