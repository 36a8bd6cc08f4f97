import { displayBalance } from '@sportsbook/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { balanceEntry } from '../../stories/balances'
import { digitsOf } from '../../stories/queries'
import { CashierBalances } from './CashierBalances'

const meta = {
  title: 'Cashier/CashierBalances',
  component: CashierBalances,
  args: {
    entries: [
      balanceEntry({ amount: '1500.999', frozen: '200.5', creditAmount: '1000', loanAmount: '250' }),
      balanceEntry({ currencyId: 2, currencyCode: 'TRX', scale: 4, amount: '25.123456' }),
    ],
  },
} satisfies Meta<typeof CashierBalances>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // One named region per currency: the SDK's display balance, and the frozen, credit and loan amounts floored to
  // the currency's scale.
  play: async ({ args, canvas }) => {
    const regions = canvas.getAllByRole('region')
    await expect(regions.map((region) => region.getAttribute('data-currency'))).toEqual(['USDT', 'TRX'])
    const [usdt] = regions
    const [first] = args.entries
    if (!usdt || !first) throw new Error('the story has no USDT balance')
    const field = (name: string) => digitsOf(usdt.querySelector(`[data-field="${name}"]`))
    await expect(field('display')).toBe(displayBalance(first).replace(/\D/g, ''))
    await expect([field('frozen'), field('credit'), field('loan')]).toEqual(['20050', '100000', '25000'])
  },
}
export const Loading: Story = {
  args: { entries: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="loading"]')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toBeInTheDocument()
  },
}
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('.sb-cashier__muted')).toBeVisible()
  },
}
