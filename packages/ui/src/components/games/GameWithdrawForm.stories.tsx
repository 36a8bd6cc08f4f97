import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { GameWithdrawForm } from './GameWithdrawForm'

const meta = {
  title: 'Games/GameWithdrawForm',
  component: GameWithdrawForm,
  args: {
    entries: [
      { provider: 'house', currencyCode: 'USDT', amount: '120.50', frozen: '5.00' },
      { provider: 'house', currencyCode: 'USD', amount: '40.00', frozen: '0.00' },
    ],
    onWithdraw: fn(),
  },
} satisfies Meta<typeof GameWithdrawForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Busy: Story = { args: { busy: true } }
export const Failed: Story = { args: { error: 'Insufficient balance' } }
/** Everything is in play or already back: nothing to choose. */
export const NothingAvailable: Story = {
  args: { entries: [{ provider: 'house', currencyCode: 'USD', amount: '5.00', frozen: '5.00' }] },
}
