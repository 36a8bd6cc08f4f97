import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, fill, press } from '../../stories/actions'
import { part, submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { DepositLimitPrompt } from './DepositLimitPrompt'

const meta = {
  title: 'Protection/DepositLimitPrompt',
  component: DepositLimitPrompt,
  args: {
    currencyCode: 'USDT',
    scale: 2,
    periods: ['day', 'week', 'month'],
    onSetLimit: fn(),
    onSkip: fn(),
  },
} satisfies Meta<typeof DepositLimitPrompt>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await choose(part(canvasElement, 'select'), 'month')
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '300')
    await press(submitButton(canvasElement))
    await expect(args.onSetLimit).toHaveBeenCalledWith({
      kind: 'deposit',
      period: 'month',
      currencyCode: 'USDT',
      amount: '300.00',
    })
  },
}
export const Skipped: Story = {
  // Never required: Not now goes on with nothing typed.
  play: async ({ args, canvasElement }) => {
    await press(part(canvasElement, '[data-action="skip"]'))
    await expect(args.onSkip).toHaveBeenCalledOnce()
    await expect(args.onSetLimit).not.toHaveBeenCalled()
  },
}
export const Refused: Story = refusedStory('The amount is not valid.')
