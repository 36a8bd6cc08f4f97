import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { invalidInputs, submitButton } from '../../stories/queries'
import { ChangePasswordDialog } from './ChangePasswordDialog'

const meta = {
  title: 'Header/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { defaultOpen: true, onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ChangePasswordDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const ValidationErrors: Story = {
  // The dialog is portalled to the body, outside the story's canvas.
  play: async ({ args, userEvent }) => {
    const dialog = screen.getByRole('dialog')
    await userEvent.click(submitButton(dialog))
    await expect(invalidInputs(dialog).length).toBeGreaterThan(0)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const Submitting: Story = { args: { submitting: true } }
