import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { onlinePayTypes, transferPayTypes } from '../../stories/cashier'
import { PayInForm } from './PayInForm'

const meta = {
  title: 'Cashier/PayInForm',
  component: PayInForm,
  args: { payTypes: onlinePayTypes, scale: 2, submitLabel: 'Deposit', onSubmit: fn() },
} satisfies Meta<typeof PayInForm>

export default meta
type Story = StoryObj<typeof meta>

export const Deposit: Story = {}
export const BankTransfer: Story = {
  args: { payTypes: transferPayTypes, submitLabel: 'Get transfer details' },
}
export const Busy: Story = { args: { busy: true } }
export const Refused: Story = { args: { error: 'The amount is outside its limits (10.00 to 5000.00).' } }
export const NoPayType: Story = { args: { payTypes: [] } }
