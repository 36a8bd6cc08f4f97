import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { balanceEntry } from '../../stories/balances'
import { LoanPanel } from './LoanPanel'

const meta = {
  title: 'Cashier/LoanPanel',
  component: LoanPanel,
  args: {
    entry: balanceEntry({ amount: '300', creditAmount: '1000', loanAmount: '250' }),
    onBorrow: fn(),
    onRepay: fn(),
  },
} satisfies Meta<typeof LoanPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const NothingOwed: Story = { args: { entry: balanceEntry({ amount: '300', creditAmount: '1000' }) } }
export const LineUsedUp: Story = {
  args: { entry: balanceEntry({ amount: '50', creditAmount: '1000', loanAmount: '1000' }) },
}
export const NoCreditLine: Story = { args: { entry: balanceEntry({ amount: '300' }) } }
export const Refused: Story = { args: { error: 'The amount is outside its limits.' } }
