import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { collection, deposit, loanRecord, withdrawal } from '../../stories/cashier'
import { digitsOf } from '../../stories/queries'
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
type Context = Parameters<NonNullable<Story['play']>>[0]

/** The story's tab is selected and its rows show each amount (as digits) and a status badge of the right tone. */
function showsRows(amounts: string[], tones: string[]) {
  return async ({ args, canvas, canvasElement }: Context) => {
    const selected = canvas.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true')
    await expect(selected.map((tab) => tab.getAttribute('data-value'))).toEqual([args.tab])
    const rows = [...canvasElement.querySelectorAll('.sb-cashier-list__row')]
    await expect(rows.map((row) => digitsOf(row.querySelector('.sb-cashier-list__main > span')))).toEqual(
      amounts,
    )
    await expect(rows.map((row) => row.querySelector('.sb-status')?.getAttribute('data-tone'))).toEqual(tones)
  }
}

export const Deposits: Story = {
  play: async (context) => {
    await showsRows(['10000', '10000'], ['good', 'bad'])(context)
    const { args, canvas } = context
    await press(canvas.getAllByRole('tab')[2] as HTMLElement)
    await expect(args.onTabChange).toHaveBeenCalledWith('withdrawals')
  },
}
export const Transfers: Story = {
  args: {
    tab: 'transfers',
    list: { tab: 'transfers', items: [collection({ status: 'inReview', proofCount: 1 })] },
  },
  play: showsRows(['25000'], ['pending']),
}
export const Withdrawals: Story = {
  args: {
    tab: 'withdrawals',
    list: { tab: 'withdrawals', items: [withdrawal(), withdrawal({ id: 8, status: 'approved' })] },
  },
  play: showsRows(['8000', '8000'], ['pending', 'good']),
}
export const TransferCreditedOtherAmount: Story = {
  args: {
    tab: 'transfers',
    list: {
      tab: 'transfers',
      items: [
        collection({
          status: 'approved',
          amount: '120.00',
          creditedAmount: '110.00',
          reason: 'The bank took a fee',
          reviewedAt: 1_760_000_000_000,
        }),
        collection({ id: 12, status: 'approved', amount: '50.00', creditedAmount: '50.00', reason: '' }),
      ],
    },
  },
  // A transfer approved at what arrived shows what was credited and why; one credited in full shows neither.
  play: async ({ canvasElement }) => {
    const [other, full] = [...canvasElement.querySelectorAll('.sb-cashier-list__row')]
    await expect(digitsOf(other?.querySelector('.sb-cashier-list__main > span'))).toBe('12000')
    await expect(digitsOf(other?.querySelector('[data-field="credited"]'))).toBe('11000')
    await expect(other?.querySelector('[data-field="reason"]')?.textContent).toContain('The bank took a fee')
    await expect(full?.querySelector('[data-field="credited"]')).toBeNull()
    await expect(full?.querySelector('[data-field="reason"]')).toBeNull()
  },
}
export const WithdrawalRejectedWithReason: Story = {
  args: {
    tab: 'withdrawals',
    list: {
      tab: 'withdrawals',
      items: [withdrawal({ status: 'rejected', reason: 'The account holder does not match' })],
    },
  },
  // The player reads why a withdrawal was rejected.
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('.sb-cashier-list__row')
    await expect(row?.querySelector('.sb-status')).toHaveAttribute('data-tone', 'bad')
    await expect(row?.querySelector('[data-field="reason"]')?.textContent).toContain(
      'The account holder does not match',
    )
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
  play: async (context) => {
    const rows = context.canvasElement.querySelectorAll('.sb-cashier-list__row')
    await expect(rows).toHaveLength(2)
    await expect(digitsOf(rows[0]?.querySelector('.sb-cashier-list__main > span'))).toBe('5000')
    // The outstanding loan after the record is named, not a bare amount.
    await expect(digitsOf(rows[0]?.querySelector('.sb-cashier__muted'))).toMatch(/15000$/)
  },
}
export const Loading: Story = {
  args: { status: 'loading', list: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel').querySelector('[data-state="loading"]')).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toBeInTheDocument()
  },
}
export const Empty: Story = {
  args: { list: { tab: 'deposits', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel').querySelector('[data-state="empty"]')).toBeInTheDocument()
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument()
  },
}
export const Failed: Story = {
  args: { status: 'error', error: 'Network failure', list: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network failure')
    await press(canvas.getByRole('tabpanel').querySelector('button') as HTMLElement)
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
