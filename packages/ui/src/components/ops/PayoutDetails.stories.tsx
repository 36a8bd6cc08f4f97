import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withdrawalPayout } from '../../stories/cashier'
import { digitsOf, part } from '../../stories/queries'
import { PayoutDetails } from './PayoutDetails'

const meta = {
  title: 'Operators/PayoutDetails',
  component: PayoutDetails,
  args: { payout: withdrawalPayout() },
} satisfies Meta<typeof PayoutDetails>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // The whole account number and holder with copy buttons; each currency's money with the loan; recent moves.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, '[data-field="accountNo"] code')).toHaveTextContent(
      args.payout.account.accountNo,
    )
    await expect(canvas.getAllByRole('button')).toHaveLength(2)
    await expect(
      [...canvasElement.querySelectorAll('.sb-payout__balance')].map((item) =>
        item.getAttribute('data-currency'),
      ),
    ).toEqual(['USD', 'USDT'])
    await expect(digitsOf(part(canvasElement, '[data-currency="USD"] [data-field="display"]'))).toBe('96000')
    await expect(canvasElement.querySelectorAll('[data-field="deposits"] li')).toHaveLength(1)
  },
}
