import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { fill, press } from '../../stories/actions'
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
    onForgotPassword: fn(),
  },
} satisfies Meta<typeof LoginWindow>

export default meta
type Story = StoryObj<typeof meta>

// The window is a dialog portalled to the body, outside the story's canvas.
const dialog = () => screen.getByRole('dialog')

export const Default: Story = {
  // The account and password are sent with the choice to remember the account; the other ways out are offered.
  play: async ({ args }) => {
    const [account] = inputsFor(dialog(), 'username')
    const [password] = inputsFor(dialog(), 'current-password')
    await fill(account as HTMLInputElement, 'alice88')
    await fill(password as HTMLInputElement, 'secret1')
    await press(submitButton(dialog()))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      account: 'alice88',
      password: 'secret1',
      saveAccount: false,
    })
    await expect(dialog().querySelectorAll('.sb-login__alternatives button')).toHaveLength(2)
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
  // A saved account logs in with a press, or leaves the device; remembering it is ticked.
  play: async ({ args }) => {
    const saved = [...dialog().querySelectorAll('.sb-saved-account')]
    await expect(saved.map((item) => item.querySelector('.sb-saved-account__switch')?.textContent)).toEqual([
      'alice88',
      'bobwins',
    ])
    await press(part(saved[1] as HTMLElement, '.sb-saved-account__switch'))
    await expect(args.onSwitchAccount).toHaveBeenCalledWith('1002')
    await press(part(saved[0] as HTMLElement, '.sb-saved-account__remove'))
    await expect(args.onRemoveAccount).toHaveBeenCalledWith('1001')
    await expect(part(dialog(), 'input[type="checkbox"]')).toBeChecked()
  },
}

export const WithCaptcha: Story = {
  args: { captcha: { image: captchaImage, id: 'cap-1' }, onRefreshCaptcha: fn(), defaultAccount: 'alice88' },
  parameters: { docs: { description: { story: 'The server answered 1004: a captcha is required.' } } },
  // The picture is shown with a way to get another; the code typed is required.
  play: async ({ args }) => {
    await expect(part(dialog(), '.sb-login__captcha img')).toHaveAttribute('src', captchaImage)
    await press(part(dialog(), '.sb-login__captcha button'))
    await expect(args.onRefreshCaptcha).toHaveBeenCalledOnce()
    await press(submitButton(dialog()))
    await expect(invalidInputs(dialog())).toHaveLength(2)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ValidationErrors: Story = {
  // The dialog is portalled to the body, outside the story's canvas.
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog')
    await press(submitButton(dialog))
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

export const ForgotPassword: Story = {
  // The link hands the site the account typed so far.
  play: async ({ args }) => {
    const [account] = inputsFor(dialog(), 'username')
    await fill(account as HTMLInputElement, 'ann2024')
    await press(part(dialog(), '.sb-login__forgot'))
    await expect(args.onForgotPassword).toHaveBeenCalledWith('ann2024')
  },
}
