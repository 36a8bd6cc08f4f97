import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { GameWallet } from './GameWallet'

const meta = {
  title: 'Games/GameWallet',
  component: GameWallet,
  args: {
    entries: [{ provider: 'house', currencyCode: 'USDT', amount: '120.50', frozen: '5.00' }],
    onWithdrawAll: fn(),
  },
} satisfies Meta<typeof GameWallet>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Empty: Story = { args: { entries: [] } }
export const Busy: Story = { args: { busy: true } }
export const Failed: Story = { args: { error: 'Insufficient balance' } }
export const Loading: Story = { args: { entries: [], loading: true } }
