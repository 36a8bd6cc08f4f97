import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, fill, press } from '../../stories/actions'
import { digitsOf, part, submitButton } from '../../stories/queries'
import { inColumn } from '../../stories/states'
import { AutoCashOutRule } from './AutoCashOutRule'

const meta = {
  title: 'Betting/AutoCashOutRule',
  component: AutoCashOutRule,
  args: {
    rule: null,
    currencyCode: 'USD',
    suggestedThreshold: '9.45',
    onSet: fn(),
    onRemove: fn(),
  },
  decorators: [inColumn({ width: 320 })],
} satisfies Meta<typeof AutoCashOutRule>

export default meta
type Story = StoryObj<typeof meta>

export const SetARule: Story = {
  // The form starts at the offer now; the player asks for 15.00 and half the bet.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-auto-cash')).toHaveAttribute('data-state', 'unset')
    const threshold = canvas.getByRole('textbox') as HTMLInputElement
    await expect(threshold).toHaveValue('9.45')
    await fill(threshold, '15.00')
    await choose(canvas.getByRole('combobox'), '50')
    await press(submitButton(canvasElement))
    await expect(args.onSet).toHaveBeenCalledWith({ threshold: '15.00', fraction: '0.50' })
  },
}
export const InvalidThreshold: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '0')
    await press(submitButton(canvasElement))
    await expect(args.onSet).not.toHaveBeenCalled()
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('alert')).toBeInTheDocument()
  },
}
export const RuleShown: Story = {
  args: { rule: { threshold: '15.00', fraction: '0.50' } },
  // The rule in words (its part and its threshold), and a button that removes it.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-auto-cash')).toHaveAttribute('data-state', 'set')
    const rule = digitsOf(part(canvasElement, '.sb-auto-cash__rule'))
    await expect(rule).toContain('50')
    await expect(rule).toContain('1500')
    await press(canvas.getByRole('button'))
    await expect(args.onRemove).toHaveBeenCalled()
  },
}
export const Refused: Story = {
  args: { error: 'This order cannot be cashed out.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error as string)
  },
}
