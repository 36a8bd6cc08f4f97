import type { Order } from '@sportsbook/sdk/protocol'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { order } from '../../stories/betting'
import { OrderRow } from '../order-row/OrderRow'
import { OrderList } from './OrderList'

const meta = {
  title: 'Betting/OrderList',
  component: OrderList<Order>,
  args: {
    label: 'Settled bets',
    items: [order('won'), order('lost', { id: 1000002 }), order('cashedOut', { id: 1000003 })],
    status: 'ready',
    getKey: (item: Order) => item.id,
    renderItem: (item: Order) => <OrderRow order={item} />,
    emptyTitle: 'No settled bets yet',
    onRetry: fn(),
    onLoadMore: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof OrderList<Order>>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const WithMore: Story = { args: { hasMore: true } }
export const Loading: Story = { args: { items: undefined, status: 'loading' } }
export const Failed: Story = { args: { items: undefined, status: 'error', error: 'Network failure' } }
export const Empty: Story = { args: { items: [] } }
