import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { balanceEntry } from '../../stories/balances'
import { digitsOf, submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { LoanPanel } from './LoanPanel'

const meta = {
  title: 'Cashier/LoanPanel',
  component: LoanPanel,
  args: {
    entry: balanceEntry({ amount: '300', creditAmount: '1000', loanAmount: '250' }),
    onBorrow: fn(),
    onRepay: fn(),
  },
} satisfies Meta<typeof LoanPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The Repay button: the form's one button that does not submit it. */
const repayButton = (root: HTMLElement) => root.querySelector('button[type="button"]') as HTMLButtonElement

export const Default: Story = {
  // Borrows within the line, floored to the currency's scale; a sent amount is cleared, not sent twice.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(digitsOf(canvasElement.querySelector('[data-field="loan"]'))).toBe('25000')
    const amount = canvas.getByRole('textbox') as HTMLInputElement
    await fill(amount, '1.257')
    await press(submitButton(canvasElement))
    await expect(args.onBorrow).toHaveBeenCalledWith('1.25')
    // The field clears once onBorrow's answer (a promise, or nothing) has settled.
    await waitFor(() => expect(amount).toHaveValue(''))
  },
}
export const NothingOwed: Story = {
  args: { entry: balanceEntry({ amount: '300', creditAmount: '1000' }) },
  play: async ({ canvasElement }) => {
    await expect(repayButton(canvasElement)).toBeDisabled()
    await expect(submitButton(canvasElement)).toBeEnabled()
  },
}
export const LineUsedUp: Story = {
  args: { entry: balanceEntry({ amount: '50', creditAmount: '1000', loanAmount: '1000' }) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(submitButton(canvasElement)).toBeDisabled()
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '60')
    await press(repayButton(canvasElement))
    // At most what the balance holds (50 of the 1000 owed): 60 is refused before it is sent.
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onRepay).not.toHaveBeenCalled()
  },
}
export const NoCreditLine: Story = {
  args: { entry: balanceEntry({ amount: '300' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('form')).toBeNull()
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument()
    await expect(canvasElement).toHaveTextContent('USDT')
  },
}
export const Refused: Story = refusedStory('The amount is outside its limits.')
