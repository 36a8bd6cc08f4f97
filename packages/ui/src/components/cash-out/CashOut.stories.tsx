import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CashOut } from './CashOut'

const meta = {
  title: 'Betting/CashOut',
  component: CashOut,
  args: { offer: '9.45', currencyCode: 'USD', onCashOut: fn() },
} satisfies Meta<typeof CashOut>

export default meta
type Story = StoryObj<typeof meta>

export const Offer: Story = {}
export const Confirming: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Cash out/ }))
  },
}
export const Pending: Story = { args: { pending: true } }
export const Unavailable: Story = { args: { offer: null } }
export const OfferChanged: Story = {
  args: { message: 'The offer changed: it is now 9.30 USD. Confirm again to cash out.' },
}
