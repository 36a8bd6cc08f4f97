import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, fill, press } from '../../stories/actions'
import { riskCaps } from '../../stories/operations'
import { digitsOf, invalidInputs, submitButton } from '../../stories/queries'
import { RiskCapsForm } from './RiskCapsForm'

const meta = {
  title: 'Operators/RiskCapsForm',
  component: RiskCapsForm,
  args: { caps: riskCaps, onSubmit: fn() },
} satisfies Meta<typeof RiskCapsForm>

export default meta
type Story = StoryObj<typeof meta>

const field = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!

export const SetCaps: Story = {
  // The caps per currency, the form filled with the first currency's; a new liability cap is sent with the rest.
  play: async ({ args, canvasElement }) => {
    await expect(
      digitsOf(canvasElement.querySelector('tr[data-currency="USD"] [data-figure="liability-cap"]')),
    ).toBe('27000')
    await expect(field(canvasElement, 'maxPayoutPerOrder')).toHaveValue('5000.00')
    await fill(field(canvasElement, 'maxLiabilityPerSelection'), '150')
    await press(submitButton(canvasElement))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currencyCode: 'USD',
      maxPayoutPerOrder: '5000.00',
      maxLiabilityPerSelection: '150',
    })
  },
}
export const OtherCurrency: Story = {
  // Another currency shows its own caps (none): empty fields remove nothing, they send "no cap".
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement.querySelector('select')!, 'USDT')
    await expect(field(canvasElement, 'maxPayoutPerOrder')).toHaveValue('')
    await press(submitButton(canvasElement))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currencyCode: 'USDT',
      maxPayoutPerOrder: '',
      maxLiabilityPerSelection: '',
    })
  },
}
export const BadAmount: Story = {
  // Not an amount: the field says so and nothing is sent.
  play: async ({ args, canvasElement }) => {
    await fill(field(canvasElement, 'maxLiabilityPerSelection'), '12,5x')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toEqual([field(canvasElement, 'maxLiabilityPerSelection')])
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const Refused: Story = {
  args: { error: 'Invalid field: maxLiabilityPerSelection' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error as string)
  },
}
