import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleBank, sampleBankOrder } from '../../stories/market'
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

/** Each bet named by its bank's match, league, kick-off and market, with the pick. */
export const Mixed: Story = { args: { banks: new Map([[12, sampleBank()]]) } }
/** Before the banks are read, a bet is named by its bank's number. */
export const BanksUnread: Story = {}
export const Empty: Story = { args: { orders: [] } }
