import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { confirmableIncrease, limit, pendingIncrease, sessionLimit } from '../../stories/protection'
import { digitsOf, part } from '../../stories/queries'
import { listColumn } from '../../stories/states'
import { LimitCard } from './LimitCard'

const meta = {
  title: 'Protection/LimitCard',
  component: LimitCard,
  decorators: [listColumn],
  args: { limit: limit(), onConfirm: fn(), onRemove: fn() },
} satisfies Meta<typeof LimitCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // The limit, what it used and what remains; a limit in force may be removed (it then waits like an increase).
  play: async ({ args, canvasElement }) => {
    await expect(digitsOf(part(canvasElement, '[data-field="amount"]'))).toBe('10000')
    await expect(digitsOf(part(canvasElement, '[data-field="used"]'))).toBe('4000')
    await expect(digitsOf(part(canvasElement, '[data-field="remaining"]'))).toBe('6000')
    await expect(canvasElement.querySelector('[data-action="confirm"]')).toBeNull()
    await press(part(canvasElement, '[data-action="remove"]'))
    await expect(args.onRemove).toHaveBeenCalledOnce()
  },
}
export const PendingIncrease: Story = {
  args: { limit: pendingIncrease },
  // Before its time the increase is only announced: no Confirm yet, and no second change.
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'article')).toHaveAttribute('data-state', 'pending')
    await expect(part(canvasElement, '[data-field="pending"]')).toHaveAttribute('data-confirmable', 'false')
    await expect(canvasElement.querySelector('[data-action="confirm"]')).toBeNull()
    await expect(canvasElement.querySelector('[data-action="remove"]')).toBeNull()
  },
}
export const ConfirmableIncrease: Story = {
  args: { limit: confirmableIncrease },
  play: async ({ args, canvasElement }) => {
    await press(part(canvasElement, '[data-action="confirm"]'))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}
export const TimeLimit: Story = {
  args: { limit: sessionLimit },
  // A time limit counts minutes, not money.
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'article')).toHaveAttribute('data-kind', 'session')
    await expect(part(canvasElement, '[data-field="amount"]')).not.toHaveTextContent('USDT')
    await expect(digitsOf(part(canvasElement, '[data-field="remaining"]'))).toBe('75')
  },
}
export const SetByOperator: Story = {
  args: { limit: limit({ imposed: { amount: '100.00', reason: 'Affordability check' } }) },
  // An operator's limit shows its reason and cannot be removed by the member.
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '[data-field="imposed"]')).toHaveTextContent('Affordability check')
    await expect(canvasElement.querySelector('[data-action="remove"]')).toBeNull()
  },
}
