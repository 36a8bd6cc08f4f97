import type { Meta, StoryObj } from '@storybook/react-vite'
import { balanceEntry } from '../../stories/balances'
import { CashierBalances } from './CashierBalances'

const meta = {
  title: 'Cashier/CashierBalances',
  component: CashierBalances,
  args: {
    entries: [
      balanceEntry({ amount: '1500.999', frozen: '200.5', creditAmount: '1000', loanAmount: '250' }),
      balanceEntry({ currencyId: 2, currencyCode: 'TRX', scale: 4, amount: '25.123456' }),
    ],
  },
} satisfies Meta<typeof CashierBalances>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Loading: Story = { args: { entries: [], loading: true } }
export const Empty: Story = { args: { entries: [] } }
