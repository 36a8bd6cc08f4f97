import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { InvestForm, JoinBankForm } from './PartnerForms'

const meta = {
  title: 'Market/JoinBankForm',
  component: JoinBankForm,
  args: { needsPassword: true, onJoin: fn() },
} satisfies Meta<typeof JoinBankForm>

export default meta
type Story = StoryObj<typeof meta>

export const PrivateBank: Story = {
  // A private bank is joined with its password: Join waits for one.
  play: async ({ args, canvasElement }) => {
    await expect(submitButton(canvasElement)).toBeDisabled()
    await fill(canvasElement.querySelector('input') as HTMLInputElement, 'pw')
    await press(submitButton(canvasElement))
    await expect(args.onJoin).toHaveBeenCalledWith('pw')
  },
}
export const OpenBank: Story = {
  args: { needsPassword: false },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toBeNull()
    await press(submitButton(canvasElement))
    await expect(args.onJoin).toHaveBeenCalledWith('')
  },
}
export const WrongPassword: Story = refusedStory('Wrong password for this bank.')
const onInvest = fn()
export const Invest: Story = {
  render: () => <InvestForm currencyCode="USDT" scale={2} available="250.00" onInvest={onInvest} />,
  // The capital added is floored to the currency's scale.
  play: async ({ canvas, canvasElement }) => {
    onInvest.mockClear()
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '3.999')
    await press(submitButton(canvasElement))
    await expect(onInvest).toHaveBeenCalledWith('3.99')
  },
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance.')
  },
}
