import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { settlementRecord } from '../../stories/betting'
import { digitsOf, part } from '../../stories/queries'
import { listColumn } from '../../stories/states'
import { SettlementRecordCard } from './SettlementRecordCard'

const meta = {
  title: 'Betting/SettlementRecordCard',
  component: SettlementRecordCard,
  args: { record: settlementRecord('won') },
  decorators: [listColumn],
} satisfies Meta<typeof SettlementRecordCard>

export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]

/**
 * The record of one order: its ledger entries signed (the stake leaves the balance for open bets, the payout comes
 * back) and the balance's net change.
 */
function showsRecord(payout: string, net: string) {
  return async ({ args, canvasElement }: Context) => {
    const card = part(canvasElement, '.sb-record')
    await expect(card).toHaveAttribute('data-state', args.record.order.status)
    await expect(part(card, '.sb-record__title')).toHaveTextContent(String(args.record.orderId))
    const amounts = [...card.querySelectorAll('.sb-record__entries .sb-record__amount')]
    await expect(amounts.map((amount) => amount.textContent?.charAt(0))).toEqual(['-', '+', '+'])
    await expect(amounts.map(digitsOf)).toEqual(['1000', '1000', payout])
    const change = part(card, '.sb-record__net .sb-record__amount')
    await expect(digitsOf(change)).toBe(net)
  }
}

export const Won: Story = { play: showsRecord('2100', '1100') }
export const Lost: Story = {
  args: { record: settlementRecord('lost') },
  play: async (context) => {
    await showsRecord('000', '1000')(context)
    await expect(part(context.canvasElement, '.sb-record__net .sb-record__amount').textContent).toMatch(/^-/)
  },
}
export const CashedOut: Story = {
  args: { record: settlementRecord('cashedOut') },
  play: showsRecord('840', '160'),
}
