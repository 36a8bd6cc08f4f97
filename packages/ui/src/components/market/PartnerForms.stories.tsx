import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { submitButton } from '../../stories/queries'
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
  play: async ({ args, canvasElement, userEvent }) => {
    await expect(submitButton(canvasElement)).toBeDisabled()
    await userEvent.type(canvasElement.querySelector('input') as HTMLElement, 'pw')
    await userEvent.click(submitButton(canvasElement))
    await expect(args.onJoin).toHaveBeenCalledWith('pw')
  },
}
export const OpenBank: Story = {
  args: { needsPassword: false },
  play: async ({ args, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('input')).toBeNull()
    await userEvent.click(submitButton(canvasElement))
    await expect(args.onJoin).toHaveBeenCalledWith('')
  },
}
export const WrongPassword: Story = {
  args: { error: 'Wrong password for this bank.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error as string)
  },
}
const onInvest = fn()
export const Invest: Story = {
  render: () => <InvestForm currencyCode="USDT" scale={2} available="250.00" onInvest={onInvest} />,
  // At most what the member can spend: 300 is refused, 3 is added at the currency's scale.
  play: async ({ canvas, canvasElement, userEvent }) => {
    onInvest.mockClear()
    const amount = canvas.getByRole('textbox')
    await userEvent.type(amount, '300')
    await userEvent.click(submitButton(canvasElement))
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(onInvest).not.toHaveBeenCalled()
    await userEvent.type(amount, '{Backspace}{Backspace}')
    await userEvent.click(submitButton(canvasElement))
    await expect(onInvest).toHaveBeenCalledWith('3.00')
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
