import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { WithdrawPasswordForm } from './WithdrawPasswordForm'

const meta = {
  title: 'Cashier/WithdrawPasswordForm',
  component: WithdrawPasswordForm,
  args: { hasPassword: false, onSubmit: fn() },
} satisfies Meta<typeof WithdrawPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const SetFirst: Story = {}
export const Change: Story = { args: { hasPassword: true } }
export const WrongCurrent: Story = { args: { hasPassword: true, error: 'Wrong withdraw password' } }
export const Saved: Story = { args: { hasPassword: true, saved: true } }
