import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { inputsFor, invalidInputs, submitButton } from '../../stories/queries'
import { ChangePasswordDialog } from './ChangePasswordDialog'

const meta = {
  title: 'Header/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { defaultOpen: true, onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ChangePasswordDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  // The current password and the new one twice; the new one is sent with the current one.
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog')
    const [current] = inputsFor(dialog, 'current-password')
    const [password, repeat] = inputsFor(dialog, 'new-password')
    for (const [input, text] of [
      [current, 'old123'],
      [password, 'new1234'],
      [repeat, 'new1234'],
    ] as const)
      await fill(input as HTMLInputElement, text)
    await press(submitButton(dialog))
    await expect(invalidInputs(dialog)).toHaveLength(0)
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'old123', newPassword: 'new1234' })
  },
}
export const ValidationErrors: Story = {
  // The dialog is portalled to the body, outside the story's canvas.
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog')
    await press(submitButton(dialog))
    await expect(invalidInputs(dialog).length).toBeGreaterThan(0)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    const submit = submitButton(screen.getByRole('dialog'))
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
  },
}
