import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StatusBadge } from './StatusBadge'

const meta = {
  title: 'Cashier/StatusBadge',
  component: StatusBadge,
  args: { label: { text: 'In review', tone: 'pending' } },
  // The badge shows the label it is given (translated by its caller) with the tone as data-tone.
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(args.label.text)).toHaveAttribute('data-tone', args.label.tone)
  },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {}
export const Good: Story = { args: { label: { text: 'Paid', tone: 'good' } } }
export const Bad: Story = { args: { label: { text: 'Rejected', tone: 'bad' } } }
export const Neutral: Story = { args: { label: { text: 'Expired', tone: 'neutral' } } }
