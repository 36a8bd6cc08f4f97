import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, fill, press } from '../../stories/actions'
import { part, submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { GameWithdrawForm } from './GameWithdrawForm'

const meta = {
  title: 'Games/GameWithdrawForm',
  component: GameWithdrawForm,
  args: {
    entries: [
      { provider: 'house', currencyCode: 'USDT', amount: '120.50', frozen: '5.00' },
      { provider: 'house', currencyCode: 'USD', amount: '40.00', frozen: '0.00' },
    ],
    onWithdraw: fn(),
  },
} satisfies Meta<typeof GameWithdrawForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // The chosen wallet's amount is sent at the wallet's scale.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, 'form')).toHaveAttribute('data-state', 'ready')
    await choose(canvas.getByRole('combobox'), 'house:USD')
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '5')
    await press(submitButton(canvasElement))
    await expect(args.onWithdraw).toHaveBeenCalledWith({
      provider: 'house',
      currencyCode: 'USD',
      amount: '5.00',
    })
  },
}
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled()
    await expect(canvas.getByRole('textbox')).toBeDisabled()
    await expect(submitButton(canvasElement)).toBeDisabled()
  },
}
export const Failed: Story = refusedStory('Insufficient balance')
/** Everything is in play or already back: nothing to choose. */
export const NothingAvailable: Story = {
  args: { entries: [{ provider: 'house', currencyCode: 'USD', amount: '5.00', frozen: '5.00' }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, 'form')).toHaveAttribute('data-state', 'empty')
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
