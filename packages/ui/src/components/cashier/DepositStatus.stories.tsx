import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { deposit } from '../../stories/cashier'
import { DepositStatus } from './DepositStatus'

const meta = {
  title: 'Cashier/DepositStatus',
  component: DepositStatus,
  args: { deposit: deposit(), onPay: fn(), onDismiss: fn() },
} satisfies Meta<typeof DepositStatus>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {}
export const Succeeded: Story = {
  args: { deposit: deposit({ status: 'succeeded', completedAt: Date.now() }) },
}
export const Failed: Story = { args: { deposit: deposit({ status: 'failed' }) } }
export const Expired: Story = { args: { deposit: deposit({ status: 'expired' }) } }
