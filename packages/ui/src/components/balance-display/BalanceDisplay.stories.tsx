import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { balanceEntry } from '../../stories/balances'
import { BalanceDisplay } from './BalanceDisplay'

const meta = {
  title: 'Header/BalanceDisplay',
  component: BalanceDisplay,
  args: {
    entries: [
      balanceEntry({ currencyCode: 'USDT', amount: '1500.999', frozen: '200.5' }),
      balanceEntry({ currencyId: 2, currencyCode: 'TRX', scale: 4, amount: '25.123456' }),
    ],
    onRefresh: fn(),
  },
} satisfies Meta<typeof BalanceDisplay>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Compact: Story = {
  args: { compact: true, entries: [balanceEntry({ currencyCode: 'USDT', amount: '12345678.9' })] },
}
export const Loading: Story = { args: { loading: true } }
export const Empty: Story = { args: { entries: [] } }
export const InactiveSkipped: Story = {
  args: {
    entries: [
      balanceEntry({ currencyCode: 'USDT', amount: '10' }),
      balanceEntry({ currencyId: 5, currencyCode: 'ETH', status: 0, amount: '3' }),
    ],
  },
  parameters: { docs: { description: { story: 'The inactive ETH entry (currencyId 5) is not shown.' } } },
}
