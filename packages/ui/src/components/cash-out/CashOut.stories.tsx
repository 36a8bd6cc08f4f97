import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { digitsOf, part } from '../../stories/queries'
import { CashOut } from './CashOut'

const meta = {
  title: 'Betting/CashOut',
  component: CashOut,
  args: { offer: '9.45', currencyCode: 'USD', onCashOut: fn() },
} satisfies Meta<typeof CashOut>

export default meta
type Story = StoryObj<typeof meta>

export const Offer: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button')).toBeEnabled()
    await expect(digitsOf(canvas.getByRole('button'))).toBe('945')
    await expect(canvasElement.querySelector('.sb-cash-out')).toHaveAttribute('data-state', 'idle')
  },
}
export const Confirming: Story = {
  // The first press asks for a confirmation; only the second cashes out.
  play: async ({ args, canvas, canvasElement }) => {
    await press(canvas.getByRole('button'))
    await expect(canvasElement.querySelector('.sb-cash-out')).toHaveAttribute('data-state', 'confirming')
    await expect(args.onCashOut).not.toHaveBeenCalled()
  },
}
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-cash-out')).toHaveAttribute('data-state', 'pending')
    const button = canvas.getByRole('button')
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}
export const Unavailable: Story = {
  args: { offer: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-cash-out')).toHaveAttribute('data-state', 'unavailable')
    await expect(canvas.getByRole('button')).toBeDisabled()
  },
}
export const OfferChanged: Story = {
  args: { message: 'The offer changed: it is now 9.30 USD. Confirm again to cash out.' },
  // The new offer is told in a status; confirming it cashes out at the offer shown.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.message as string)
    await press(canvas.getByRole('button'))
    const confirm = canvas.getAllByRole('button')[0] as HTMLElement
    await expect(confirm).toHaveFocus()
    await press(confirm)
    await expect(args.onCashOut).toHaveBeenCalledWith('9.45')
    await expect(part(canvasElement, '.sb-cash-out')).toHaveAttribute('data-state', 'idle')
  },
}
