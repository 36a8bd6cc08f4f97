import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, fill, press } from '../../stories/actions'
import { invalidInputs, submitButton } from '../../stories/queries'
import { busyFormStory, refusedStory } from '../../stories/states'
import { LimitForm } from './LimitForm'

const meta = {
  title: 'Protection/LimitForm',
  component: LimitForm,
  args: {
    currencies: [
      { currencyCode: 'USDT', scale: 2 },
      { currencyCode: 'BRL', scale: 2 },
    ],
    periods: ['day', 'week', 'month'],
    increaseDelayHours: 24,
    onSetLimit: fn(),
  },
} satisfies Meta<typeof LimitForm>

export default meta
type Story = StoryObj<typeof meta>

const selects = (root: HTMLElement) => [...root.querySelectorAll('select')]

export const Default: Story = {
  // A weekly loss limit in BRL, floored to the currency's scale.
  play: async ({ args, canvas, canvasElement }) => {
    const [kind, period, currency] = selects(canvasElement)
    await choose(kind as HTMLSelectElement, 'loss')
    await choose(period as HTMLSelectElement, 'week')
    await choose(currency as HTMLSelectElement, 'BRL')
    await fill(canvas.getByRole('textbox') as HTMLInputElement, '250.557')
    await press(submitButton(canvasElement))
    await expect(args.onSetLimit).toHaveBeenCalledWith({
      kind: 'loss',
      period: 'week',
      currencyCode: 'BRL',
      amount: '250.55',
    })
  },
}
export const TimeLimit: Story = {
  // A time limit takes whole minutes within its period (at most 1440 a day) and names no currency.
  play: async ({ args, canvas, canvasElement }) => {
    await choose(selects(canvasElement)[0] as HTMLSelectElement, 'session')
    await expect(selects(canvasElement)).toHaveLength(2)
    const minutes = canvas.getByRole('textbox') as HTMLInputElement
    await fill(minutes, '2000')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(1)
    await fill(minutes, '90')
    await press(submitButton(canvasElement))
    await expect(args.onSetLimit).toHaveBeenCalledWith({
      kind: 'session',
      period: 'day',
      currencyCode: null,
      amount: '90',
    })
  },
}
export const OperatorLimit: Story = {
  args: { withReason: true, kinds: ['deposit', 'loss'] },
  // The operator's limit needs a reason.
  play: async ({ args, canvasElement }) => {
    const [amount, reason] = [...canvasElement.querySelectorAll('input')] as HTMLInputElement[]
    await fill(amount as HTMLInputElement, '80')
    await press(submitButton(canvasElement))
    await expect(args.onSetLimit).not.toHaveBeenCalled()
    await fill(reason as HTMLInputElement, 'Affordability check')
    await press(submitButton(canvasElement))
    await expect(args.onSetLimit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'deposit', amount: '80.00', reason: 'Affordability check' }),
    )
  },
}
export const Refused: Story = refusedStory('A limit must be a positive amount.')
export const Busy: Story = busyFormStory
