import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { InvestForm, JoinBankForm } from './PartnerForms'

const meta = {
  title: 'Market/JoinBankForm',
  component: JoinBankForm,
  args: { needsPassword: true, onJoin: fn() },
} satisfies Meta<typeof JoinBankForm>

export default meta
type Story = StoryObj<typeof meta>

export const PrivateBank: Story = {}
export const OpenBank: Story = { args: { needsPassword: false } }
export const WrongPassword: Story = { args: { error: 'Wrong password for this bank.' } }
export const Invest: Story = {
  render: () => <InvestForm currencyCode="USDT" scale={2} available="250.00" onInvest={fn()} />,
}
export const InvestRefused: Story = {
  render: () => (
    <InvestForm
      currencyCode="USDT"
      scale={2}
      available="250.00"
      onInvest={fn()}
      error="Insufficient balance."
    />
  ),
}
