import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
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
    await expect(canvasElement.querySelector('.sb-cash-out')).toHaveAttribute('data-state', 'idle')
  },
}
export const Confirming: Story = {
  // The first press asks for a confirmation; only the second cashes out.
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'))
    await expect(canvasElement.querySelector('.sb-cash-out')).toHaveAttribute('data-state', 'confirming')
    await expect(args.onCashOut).not.toHaveBeenCalled()
  },
}
export const Pending: Story = { args: { pending: true } }
export const Unavailable: Story = { args: { offer: null } }
export const OfferChanged: Story = {
  args: { message: 'The offer changed: it is now 9.30 USD. Confirm again to cash out.' },
}
