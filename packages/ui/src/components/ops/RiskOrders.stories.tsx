import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { riskOrder } from '../../stories/operations'
import { digitsOf } from '../../stories/queries'
import { RiskOrders } from './RiskOrders'

const meta = {
  title: 'Operators/RiskOrders',
  component: RiskOrders,
  args: {
    selectionName: 'Northbridge FC',
    orders: [riskOrder(), riskOrder({ orderId: 90002, kind: 'parlay', account: null, memberId: 502 })],
    status: 'ready',
    onRetry: fn(),
  },
} satisfies Meta<typeof RiskOrders>

export default meta
type Story = StoryObj<typeof meta>

export const Orders: Story = {
  // A row per order with its member (the id when the account is unknown) and its potential return.
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll('tr[data-order]')]
    await expect(rows.map((row) => row.getAttribute('data-order'))).toEqual(['90001', '90002'])
    await expect(rows[1]).toHaveTextContent('#502')
    await expect(digitsOf(rows[0]?.querySelector('[data-figure="return"]'))).toBe('35000')
  },
}
export const None: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).not.toBeNull()
  },
}
export const Failed: Story = {
  args: { orders: [], status: 'error', error: 'Network error' },
  play: async ({ args, canvas }) => {
    await press(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
