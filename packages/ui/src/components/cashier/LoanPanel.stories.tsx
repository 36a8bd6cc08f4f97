import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { balanceEntry } from '../../stories/balances'
import { digitsOf, submitButton } from '../../stories/queries'
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
  // Borrows within the line (floored to the scale); a repayment above what is owed is refused before it is sent.
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(digitsOf(canvasElement.querySelector('[data-field="loan"]'))).toBe('25000')
    const amount = canvas.getByRole('textbox')
    await userEvent.type(amount, '1.257')
    await userEvent.click(submitButton(canvasElement))
    await expect(args.onBorrow).toHaveBeenCalledWith('1.25')
    // A sent amount is cleared, so the same one is not sent twice.
    await expect(amount).toHaveValue('')
    await userEvent.type(amount, '260')
    await userEvent.click(repayButton(canvasElement))
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onRepay).not.toHaveBeenCalled()
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
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(submitButton(canvasElement)).toBeDisabled()
    await userEvent.type(canvas.getByRole('textbox'), '50')
    await userEvent.click(repayButton(canvasElement))
    await expect(args.onRepay).toHaveBeenCalledWith('50.00')
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
export const Refused: Story = {
  args: { error: 'The amount is outside its limits.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error as string)
  },
}
