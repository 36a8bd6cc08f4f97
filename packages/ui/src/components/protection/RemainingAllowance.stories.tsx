import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { limit } from '../../stories/protection'
import { digitsOf, part } from '../../stories/queries'
import { RemainingAllowance } from './RemainingAllowance'

const meta = {
  title: 'Protection/RemainingAllowance',
  component: RemainingAllowance,
  args: {
    allowance: {
      remaining: '40.00',
      limit: limit({ kind: 'wager', period: 'week', amount: '100.00', used: '60.00', remaining: '40.00' }),
    },
  },
} satisfies Meta<typeof RemainingAllowance>

export default meta
type Story = StoryObj<typeof meta>

export const LeftToWager: Story = {
  play: async ({ canvasElement }) => {
    const line = part(canvasElement, '.sb-allowance')
    await expect(line).toHaveAttribute('data-kind', 'wager')
    await expect(line).toHaveAttribute('data-state', 'open')
    await expect(digitsOf(line)).toContain('4000')
  },
}
export const UsedUp: Story = {
  args: { allowance: { remaining: '0.00', limit: limit({ used: '100.00', remaining: '0.00' }) } },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-allowance')).toHaveAttribute('data-state', 'used')
  },
}
export const NoLimit: Story = {
  args: { allowance: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-allowance')).toBeNull()
  },
}
