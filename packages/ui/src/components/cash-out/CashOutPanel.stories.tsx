import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { digitsOf, part } from '../../stories/queries'
import { inColumn } from '../../stories/states'
import { CashOutPanel } from './CashOutPanel'

const meta = {
  title: 'Betting/CashOutPanel',
  component: CashOutPanel,
  args: {
    quote: { amount: '9.45', fairValue: '9.95', margin: '0.05' },
    currencyCode: 'USD',
    onCashOut: fn(),
  },
  decorators: [inColumn({ width: 320 })],
} satisfies Meta<typeof CashOutPanel>

export default meta
type Story = StoryObj<typeof meta>

const field = (root: HTMLElement, name: string) => part(root, `[data-field="${name}"]`)

export const Offer: Story = {
  // The offer, the fair value beside it and the margin between them; the whole stake by default.
  play: async ({ canvas, canvasElement }) => {
    await expect(digitsOf(field(canvasElement, 'offer'))).toBe('945')
    await expect(digitsOf(field(canvasElement, 'fairValue'))).toBe('995')
    await expect(digitsOf(field(canvasElement, 'margin'))).toBe('0505')
    await expect(canvas.getByRole('slider')).toHaveValue('100')
    await expect(digitsOf(canvas.getByRole('button'))).toBe('945')
  },
}
export const HalfCashOut: Story = {
  args: { defaultPercent: 50 },
  // Half of 9.45 is 4.725, floored to 4.72; confirming sends the fraction, not an amount.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuetext', '50%')
    await expect(digitsOf(canvas.getByRole('button'))).toBe('472')
    await press(canvas.getByRole('button'))
    await expect(part(canvasElement, '.sb-cash-panel')).toHaveAttribute('data-state', 'confirming')
    await expect(canvas.getByRole('slider')).toBeDisabled()
    const confirm = canvas.getAllByRole('button')[0] as HTMLElement
    await expect(confirm).toHaveFocus()
    await press(confirm)
    await expect(args.onCashOut).toHaveBeenCalledWith('0.50')
  },
}
export const SliderByKeyboard: Story = {
  // The slider moves in steps of 5 % and never below 10 %.
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider')
    await expect(slider).toHaveAttribute('min', '10')
    await expect(slider).toHaveAttribute('max', '100')
    await expect(slider).toHaveAttribute('step', '5')
  },
}
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-cash-panel')).toHaveAttribute('data-state', 'pending')
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-busy', 'true')
  },
}
export const Unavailable: Story = {
  args: { quote: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-cash-panel')).toHaveAttribute('data-state', 'unavailable')
    await expect(canvas.getByRole('button')).toBeDisabled()
    await expect(canvas.getByRole('slider')).toBeDisabled()
  },
}
export const QuoteMoved: Story = {
  args: { message: 'The offer changed: it is now 9.30 USD. Confirm again to cash out.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.message as string)
  },
}
