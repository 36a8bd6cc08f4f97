import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { invalidInputs, submitButton } from '../../stories/queries'
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

export const Default: Story = {}

export const WithSavedAccounts: Story = {
  args: {
    savedAccounts: [
      { account: 'alice88', uid: '1001' },
      { account: 'bobwins', uid: '1002' },
    ],
    defaultSaveAccount: true,
  },
}

export const WithCaptcha: Story = {
  args: { captcha: { image: captchaImage, id: 'cap-1' }, onRefreshCaptcha: fn(), defaultAccount: 'alice88' },
  parameters: { docs: { description: { story: 'The server answered 1004: a captcha is required.' } } },
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

export const Submitting: Story = { args: { submitting: true, defaultAccount: 'alice88' } }

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
}
