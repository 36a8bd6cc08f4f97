import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleBank, sampleBankOrder } from '../../stories/market'
import { BankOrders } from './BankOrders'

const meta = {
  title: 'Market/BankOrders',
  component: BankOrders,
  args: {
    bank: sampleBank(),
    orders: [sampleBankOrder(), sampleBankOrder({ id: 302, selectionId: 112, odds: '3.90', stake: '10.00' })],
  },
} satisfies Meta<typeof BankOrders>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Settled: Story = {
  args: {
    orders: [
      sampleBankOrder({ status: 'won', payout: '42.00' }),
      sampleBankOrder({ id: 303, status: 'lost' }),
    ],
  },
}
export const Empty: Story = { args: { orders: [] } }
