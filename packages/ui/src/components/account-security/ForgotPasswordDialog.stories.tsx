import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { press } from '../../stories/actions'
import { inputsFor, invalidInputs, submitButton } from '../../stories/queries'
import { ForgotPasswordDialog } from './ForgotPasswordDialog'

const meta = {
  title: 'Screens/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { defaultOpen: true, onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ForgotPasswordDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => screen.getByRole('dialog')

export const Asking: Story = {
  // The account the login window held is filled in and sent.
  args: { defaultAccount: 'ann2024' },
  play: async ({ args }) => {
    await expect(inputsFor(dialog(), 'username')[0]).toHaveValue('ann2024')
    await press(submitButton(dialog()))
    await expect(args.onSubmit).toHaveBeenCalledWith('ann2024')
  },
}
export const Empty: Story = {
  play: async ({ args }) => {
    await press(submitButton(dialog()))
    await expect(invalidInputs(dialog())).toHaveLength(1)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const Sent: Story = {
  // The same words whatever the account: nothing tells whether it exists.
  args: { sent: true },
  play: async () => {
    await expect(dialog()).toHaveAttribute('data-step', 'sent')
    await expect(screen.getByRole('status')).toBeVisible()
  },
}
