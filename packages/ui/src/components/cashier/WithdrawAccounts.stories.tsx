import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { banks, withdrawAccount } from '../../stories/cashier'
import { WithdrawAccounts } from './WithdrawAccounts'

const meta = {
  title: 'Cashier/WithdrawAccounts',
  component: WithdrawAccounts,
  args: { accounts: [withdrawAccount()], banks, maxAccounts: 5, onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof WithdrawAccounts>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const None: Story = { args: { accounts: [] } }
export const Full: Story = {
  args: { accounts: [1, 2, 3, 4, 5].map((id) => withdrawAccount({ id, accountNoMasked: `•••• 000${id}` })) },
}
export const Refused: Story = { args: { error: 'This account has a withdrawal in review.' } }
