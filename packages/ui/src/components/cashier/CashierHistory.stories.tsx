import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { collection, deposit, loanRecord, withdrawal } from '../../stories/cashier'
import { CashierHistory } from './CashierHistory'

const meta = {
  title: 'Cashier/CashierHistory',
  component: CashierHistory,
  args: {
    tab: 'deposits',
    onTabChange: fn(),
    status: 'ready',
    list: {
      tab: 'deposits',
      items: [deposit({ status: 'succeeded' }), deposit({ id: 40, status: 'failed' })],
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof CashierHistory>

export default meta
type Story = StoryObj<typeof meta>

export const Deposits: Story = {}
export const Transfers: Story = {
  args: {
    tab: 'transfers',
    list: { tab: 'transfers', items: [collection({ status: 'inReview', proofCount: 1 })] },
  },
}
export const Withdrawals: Story = {
  args: {
    tab: 'withdrawals',
    list: { tab: 'withdrawals', items: [withdrawal(), withdrawal({ id: 8, status: 'approved' })] },
  },
}
export const Loans: Story = {
  args: {
    tab: 'loans',
    list: {
      tab: 'loans',
      items: [loanRecord({ id: 4, kind: 'repay', amount: '50.00', outstanding: '150.00' }), loanRecord()],
    },
  },
}
export const Loading: Story = { args: { status: 'loading', list: undefined } }
export const Empty: Story = { args: { list: { tab: 'deposits', items: [] } } }
export const Failed: Story = { args: { status: 'error', error: 'Network failure', list: undefined } }
