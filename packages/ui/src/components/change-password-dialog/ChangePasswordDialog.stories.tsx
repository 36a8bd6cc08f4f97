import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, screen } from 'storybook/test'
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
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }))
  },
}
export const Submitting: Story = { args: { submitting: true } }
