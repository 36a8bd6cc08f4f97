import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { onlinePayTypes, transferPayTypes } from '../../stories/cashier'
import { submitButton } from '../../stories/queries'
import { busyFormStory, refusedStory } from '../../stories/states'
import { PayInForm } from './PayInForm'

const meta = {
  title: 'Cashier/PayInForm',
  component: PayInForm,
  args: { payTypes: onlinePayTypes, scale: 2, submitLabel: 'Deposit', onSubmit: fn() },
} satisfies Meta<typeof PayInForm>

export default meta
type Story = StoryObj<typeof meta>

export const Deposit: Story = {
  // The chosen pay type is sent with the amount.
  play: async ({ args, canvas, canvasElement }) => {
    const [card, wallet] = canvas.getAllByRole('radio')
    await expect(card).toBeChecked()
    await press(wallet as HTMLElement)
    await expect(wallet?.closest('label')).toHaveAttribute('data-state', 'on')
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '50')
    await press(submitButton(canvasElement))
    await expect(args.onSubmit).toHaveBeenCalledWith({ payTypeId: 2, amount: '50', currencyCode: 'USDT' })
  },
}
export const BankTransfer: Story = {
  args: { payTypes: transferPayTypes, submitLabel: 'Get transfer details' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument()
    await expect(submitButton(canvasElement)).toHaveTextContent(args.submitLabel as string)
    // Below the pay type's smallest amount (50): refused before it is sent.
    const amount = canvas.getByRole('textbox') as HTMLInputElement
    await fill(amount, '5')
    await press(submitButton(canvasElement))
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const Busy: Story = busyFormStory
export const Refused: Story = refusedStory('The amount is outside its limits (10.00 to 5000.00).')
export const NoPayType: Story = {
  args: { payTypes: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('form')).toBeNull()
    await expect(canvasElement.querySelector('[data-state="empty"]')).toBeInTheDocument()
  },
}
