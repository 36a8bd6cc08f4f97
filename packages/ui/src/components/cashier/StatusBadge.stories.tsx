import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusBadge } from './StatusBadge'

const meta = {
  title: 'Cashier/StatusBadge',
  component: StatusBadge,
  args: { label: { text: 'In review', tone: 'pending' } },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {}
export const Good: Story = { args: { label: { text: 'Paid', tone: 'good' } } }
export const Bad: Story = { args: { label: { text: 'Rejected', tone: 'bad' } } }
export const Neutral: Story = { args: { label: { text: 'Expired', tone: 'neutral' } } }
