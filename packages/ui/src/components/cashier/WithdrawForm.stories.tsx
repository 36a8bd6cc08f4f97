import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, fill, press } from '../../stories/actions'
import { withdrawAccount } from '../../stories/cashier'
import { digitsOf, invalidInputs, part, submitButton } from '../../stories/queries'
import { busyFormStory } from '../../stories/states'
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

export const Default: Story = {
  // What arrives is shown floored to the scale, and that is what is sent, to the chosen account.
  play: async ({ args, canvas, canvasElement }) => {
    await choose(canvas.getByRole('combobox'), '6')
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '40.129')
    await expect(digitsOf(canvasElement.querySelector('.sb-withdraw-summary div:last-child dd'))).toBe('4012')
    await fill(part<HTMLInputElement>(canvasElement, 'input[type="password"]'), 'draw123')
    await press(submitButton(canvasElement))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      accountId: 6,
      amount: '40.12',
      currencyCode: 'USDT',
      password: 'draw123',
    })
  },
}
export const Busy: Story = busyFormStory
export const WrongPassword: Story = {
  args: { error: 'Wrong withdraw password' },
  // The server's refusal shows; an empty form is refused before it is sent, both fields marked.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error as string)
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(2)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
