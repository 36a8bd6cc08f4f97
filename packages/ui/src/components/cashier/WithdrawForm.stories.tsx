import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withdrawAccount } from '../../stories/cashier'
import { WithdrawForm } from './WithdrawForm'

const meta = {
  title: 'Cashier/WithdrawForm',
  component: WithdrawForm,
  args: {
    accounts: [
      withdrawAccount(),
      withdrawAccount({ id: 6, bankName: 'National Trust Bank', accountNoMasked: '•••• 4321' }),
    ],
    withdrawable: () => ({ amount: '1250.00', scale: 2 }),
    onSubmit: fn(),
  },
} satisfies Meta<typeof WithdrawForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Busy: Story = { args: { busy: true } }
export const WrongPassword: Story = { args: { error: 'Wrong withdraw password' } }
