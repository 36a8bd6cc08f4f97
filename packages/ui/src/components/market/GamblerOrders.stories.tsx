import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleBankOrder } from '../../stories/market'
import { GamblerOrders } from './GamblerOrders'

const meta = {
  title: 'Market/GamblerOrders',
  component: GamblerOrders,
  args: {
    orders: [sampleBankOrder(), sampleBankOrder({ id: 302, status: 'won', payout: '42.00', settledAt: 1 })],
    hrefOf: (id: number) => `#/market/${id}`,
  },
} satisfies Meta<typeof GamblerOrders>

export default meta
type Story = StoryObj<typeof meta>

export const Mixed: Story = {}
export const Empty: Story = { args: { orders: [] } }
