import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { order } from '../../stories/betting'
import { digitsOf, part } from '../../stories/queries'
import { listColumn } from '../../stories/states'
import { CashOut } from '../cash-out/CashOut'
import { OrderRow } from './OrderRow'

const meta = {
  title: 'Betting/OrderRow',
  component: OrderRow,
  args: { order: order('open'), onShare: fn() },
  decorators: [listColumn],
} satisfies Meta<typeof OrderRow>

export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]

/**
 * The order carries its status and its number; the figures are the stake, the odds and the potential return (open)
 * or the payout (settled), as digits.
 */
function showsOrder(returned: string) {
  return async ({ args, canvasElement }: Context) => {
    const article = part(canvasElement, '.sb-order')
    await expect(article).toHaveAttribute('data-state', args.order.status)
    await expect(part(article, '.sb-order__meta')).toHaveTextContent(String(args.order.id))
    const figures = [...article.querySelectorAll('.sb-order__figures dd')].map(digitsOf)
    await expect(figures).toEqual(['1000', '210', returned])
  }
}
/** The Share button: the footer's own button (a cash-out brings its own). */
const shareButton = (root: HTMLElement) =>
  root.querySelector<HTMLButtonElement>('.sb-order__actions > .sb-button--secondary')

export const Open: Story = {
  // Share asks to confirm first (a share cannot be taken back): Cancel shares nothing, Confirm shares.
  play: async (context) => {
    await showsOrder('2100')(context)
    const { args, canvasElement } = context
    await press(shareButton(canvasElement) as HTMLButtonElement)
    const confirm = part(canvasElement, '.sb-order__confirm')
    await press(part(confirm, '.sb-button--secondary'))
    await expect(args.onShare).not.toHaveBeenCalled()
    await press(shareButton(canvasElement) as HTMLButtonElement)
    await press(part(part(canvasElement, '.sb-order__confirm'), '.sb-button:not(.sb-button--secondary)'))
    await expect(args.onShare).toHaveBeenCalledOnce()
  },
}
export const OpenWithCashOutOffer: Story = {
  args: { cashOut: <CashOut offer="9.45" currencyCode="USD" onCashOut={fn()} /> },
  // An open order shows the cash-out it is given; its first press asks for a confirmation.
  play: async (context) => {
    await showsOrder('2100')(context)
    const { canvasElement } = context
    const cashOut = part(canvasElement, '.sb-cash-out')
    await expect(digitsOf(cashOut)).toContain('945')
    await press(part(cashOut, 'button'))
    await expect(cashOut).toHaveAttribute('data-state', 'confirming')
  },
}
export const Won: Story = { args: { order: order('won') }, play: showsOrder('2100') }
export const Lost: Story = { args: { order: order('lost') }, play: showsOrder('000') }
export const Void: Story = { args: { order: order('void') }, play: showsOrder('1000') }
export const Pushed: Story = { args: { order: order('pushed') }, play: showsOrder('1000') }
export const CashedOut: Story = { args: { order: order('cashedOut') }, play: showsOrder('840') }
export const Shared: Story = {
  args: { order: order('open', { shared: true }) },
  // A shared order cannot be shared again: a tag says so instead.
  play: async (context) => {
    await showsOrder('2100')(context)
    await expect(shareButton(context.canvasElement)).toBeNull()
    await expect(part(context.canvasElement, '.sb-order__actions .sb-order__tag')).toBeVisible()
  },
}
export const PendingLiveBet: Story = {
  args: {
    order: order('pending', {
      acceptAt: Date.now() + 60_000,
      createdAt: Date.now() + 55_000,
      cashOutOffer: null,
    }),
  },
  // A live bet waiting out the in-play delay: its countdown, no cash out yet.
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-order')).toHaveAttribute('data-state', 'pending')
    await expect(canvas.getByRole('timer')).toBeInTheDocument()
  },
}
export const Rejected: Story = {
  args: {
    order: order('rejected', {
      acceptAt: Date.UTC(2026, 10, 22, 20, 0),
      createdAt: Date.UTC(2026, 10, 22, 20, 0) - 5_000,
      rejectReason: 'oddsChanged',
      payout: null,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-pending-bet')).toHaveAttribute('data-state', 'rejected')
  },
}
export const BuilderWithCashOuts: Story = {
  args: {
    order: order('open', {
      kind: 'builder',
      cashOuts: [{ fraction: '0.50', amount: '4.72', at: Date.UTC(2026, 10, 22, 20, 0) }],
    }),
  },
  // A bet builder that was cashed out in part lists the cash out under its figures.
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-cash-history')).toBeInTheDocument()
    await expect(canvas.getAllByRole('listitem').at(-1)).toHaveAttribute('data-fraction', '0.50')
  },
}
