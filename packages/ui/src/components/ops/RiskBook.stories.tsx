import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { riskMarket, riskOrder, riskTotalMarket } from '../../stories/operations'
import { digitsOf } from '../../stories/queries'
import { RiskBook } from './RiskBook'
import { RiskOrders } from './RiskOrders'

const meta = {
  title: 'Operators/RiskBook',
  component: RiskBook,
  args: {
    markets: [riskMarket(), riskTotalMarket],
    status: 'ready',
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RiskBook>

export default meta
type Story = StoryObj<typeof meta>

/** Each selection row's id and state, per market. */
const rowsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('tr[data-selection]')].map((row) => [
    Number(row.getAttribute('data-selection')),
    row.getAttribute('data-state'),
  ])

export const Book: Story = {
  // Markets by liability, each selection with its liability and state; a selection's button asks for its orders.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(rowsOf(canvasElement)).toEqual([
      [700111, 'suspended'],
      [700113, 'open'],
      [700151, 'open'],
    ])
    const liabilities = [...canvasElement.querySelectorAll('section [data-figure="liability"]')]
    await expect(liabilities.map(digitsOf)).toEqual(['27000', '27000', '5400', '3600', '3600'])
    const buttons = canvas.getAllByRole('button', { pressed: false })
    await expect(buttons).toHaveLength(3)
    await press(buttons[1] as HTMLElement)
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ selectionId: 700113, market: args.markets[0] }),
    )
  },
}
export const WithOrders: Story = {
  args: {
    selected: 700111,
    orders: (
      <RiskOrders
        selectionName="Northbridge FC"
        status="ready"
        orders={[
          riskOrder(),
          riskOrder({ orderId: 90002, stake: '20.00', potentialReturn: '70.00', freeBet: true }),
        ]}
      />
    ),
  },
  // The chosen selection's button is pressed and its orders show under its own market only.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1)
    const markets = canvasElement.querySelectorAll('section[data-market]')
    await expect(markets[0]?.querySelectorAll('tr[data-order]')).toHaveLength(2)
    await expect(markets[1]?.querySelectorAll('tr[data-order]')).toHaveLength(0)
    await expect(digitsOf(markets[0]?.querySelector('[data-figure="return"]'))).toBe('35000')
  },
}
export const Empty: Story = {
  args: { markets: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).not.toBeNull()
  },
}
export const Failed: Story = {
  args: { markets: [], status: 'error', error: 'Network error' },
  play: async ({ args, canvas }) => {
    await press(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
