import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { fill } from '../../stories/actions'
import { operatorCollection, operatorWithdrawal } from '../../stories/cashier'
import { digitsOf, part } from '../../stories/queries'
import { type ReviewFilters, ReviewHistory, type ReviewHistoryProps, reviewWindow } from './ReviewHistory'

const noFilters: ReviewFilters = { status: '', account: '', from: '', to: '' }

function Controlled(props: ReviewHistoryProps) {
  const [filters, setFilters] = useState(props.filters)
  return (
    <ReviewHistory
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next)
        props.onFiltersChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Operators/ReviewHistory',
  component: ReviewHistory,
  render: (args) => <Controlled {...args} />,
  args: {
    filters: noFilters,
    onFiltersChange: fn(),
    status: 'ready',
    rows: {
      queue: 'withdrawals',
      items: [
        operatorWithdrawal({
          id: 9,
          status: 'rejected',
          reason: 'Holder differs',
          reviewedAt: 1_760_000_000_000,
        }),
        operatorWithdrawal({ id: 8, status: 'approved', reviewedAt: 1_760_000_000_000 }),
      ],
    },
    audit: [
      {
        id: 1,
        action: 'revealAccount',
        operator: { memberId: 7, account: 'ops1' },
        member: { memberId: 1042, account: 'player42' },
        subjectId: 9,
        at: 1_760_000_000_000,
      },
    ],
  },
} satisfies Meta<typeof ReviewHistory>

export default meta
type Story = StoryObj<typeof meta>

export const Withdrawals: Story = {
  // Each past review with its decision and reason; the filters tell the page; the audit names the reveal.
  play: async ({ args, canvas, canvasElement }) => {
    const rows = canvasElement.querySelectorAll('.sb-cashier-list__row')
    await expect([...rows].map((row) => row.getAttribute('data-id'))).toEqual(['9', '8'])
    await expect(part(rows[0]!, '[data-field="reason"]')).toHaveTextContent('Holder differs')
    await expect(rows[1]!.querySelector('[data-field="reason"]')).toBeNull()
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'rejected')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noFilters, status: 'rejected' })
    await fill(canvas.getByRole('textbox') as HTMLInputElement, 'player42')
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...noFilters,
      status: 'rejected',
      account: 'player42',
    })
    await expect(part(canvasElement, '[data-field="audit"]')).toHaveTextContent('ops1')
  },
}
export const TransferCreditedOtherAmount: Story = {
  args: {
    rows: {
      queue: 'collections',
      items: [
        operatorCollection({
          status: 'approved',
          amount: '120.00',
          creditedAmount: '110.00',
          reason: 'Fee taken',
          reviewedAt: 1_760_000_000_000,
        }),
      ],
    },
    audit: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(digitsOf(part(canvasElement, '[data-field="credited"]'))).toBe('11000')
    await expect(canvasElement.querySelector('[data-field="audit"]')).toBeNull()
  },
}
export const Empty: Story = {
  args: { rows: { queue: 'withdrawals', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-cashier-list')).toBeNull()
    // A day filter reads as whole UTC days.
    await expect(reviewWindow({ ...noFilters, from: '2026-01-02', to: '2026-01-02' })).toEqual({
      startTime: Date.UTC(2026, 0, 2),
      endTime: Date.UTC(2026, 0, 3),
    })
    await expect(reviewWindow(noFilters)).toEqual({})
  },
}
