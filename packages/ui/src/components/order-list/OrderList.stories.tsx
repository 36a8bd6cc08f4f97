import type { Order } from '@sportsbook/sdk/protocol'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { order } from '../../stories/betting'
import { part } from '../../stories/queries'
import { failedLoadStory, listColumn } from '../../stories/states'
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
  decorators: [listColumn],
} satisfies Meta<typeof OrderList<Order>>

export default meta
type Story = StoryObj<typeof meta>

const listOf = (root: HTMLElement) => part(root, '.sb-order-list')

export const Ready: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: args.label })).toHaveAttribute('data-state', 'ready')
    const orders = [...canvasElement.querySelectorAll('.sb-order')]
    await expect(orders.map((item) => item.getAttribute('data-state'))).toEqual(['won', 'lost', 'cashedOut'])
    await expect(listOf(canvasElement).querySelector(':scope > button')).toBeNull()
  },
}
export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ args, canvasElement }) => {
    await press(part(listOf(canvasElement), ':scope > button'))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}
export const Loading: Story = {
  args: { items: undefined, status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(listOf(canvasElement)).toHaveAttribute('data-state', 'loading')
    await expect(listOf(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toBeInTheDocument()
  },
}
export const Failed: Story = failedLoadStory({ items: undefined })
export const Empty: Story = {
  args: { items: [] },
  play: async ({ args, canvasElement }) => {
    await expect(listOf(canvasElement)).toHaveAttribute('data-state', 'empty')
    await expect(part(listOf(canvasElement), '.sb-state')).toHaveTextContent(args.emptyTitle as string)
  },
}
