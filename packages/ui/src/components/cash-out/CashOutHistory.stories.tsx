import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { digitsOf } from '../../stories/queries'
import { inColumn } from '../../stories/states'
import { CashOutHistory } from './CashOutHistory'

const at = Date.UTC(2026, 10, 22, 20, 0)

const meta = {
  title: 'Betting/CashOutHistory',
  component: CashOutHistory,
  args: {
    currencyCode: 'USD',
    cashOuts: [
      { fraction: '0.50', amount: '4.72', at },
      { fraction: '0.25', amount: '3.10', at: at + 600_000 },
    ],
  },
  decorators: [inColumn({ width: 320 })],
} satisfies Meta<typeof CashOutHistory>

export default meta
type Story = StoryObj<typeof meta>

export const TwoCashOuts: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region')
    const items = canvas.getAllByRole('listitem')
    await expect(list).toBeInTheDocument()
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveAttribute('data-fraction', '0.50')
    await expect(digitsOf(items[0])).toContain('472')
  },
}
export const None: Story = {
  args: { cashOuts: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-cash-history')).toBeNull()
  },
}
