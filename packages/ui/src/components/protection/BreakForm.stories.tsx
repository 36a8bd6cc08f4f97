import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, fill, press } from '../../stories/actions'
import { protectionAt } from '../../stories/protection'
import { inputsFor, invalidInputs, part, submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { BreakForm } from './BreakForm'

const meta = {
  title: 'Protection/BreakForm',
  component: BreakForm,
  args: {
    kind: 'timeOut',
    durations: ['24h', '7d', '30d', '42d'],
    now: () => protectionAt,
    onTakeBreak: fn(),
  },
} satisfies Meta<typeof BreakForm>

export default meta
type Story = StoryObj<typeof meta>

export const TimeOut: Story = {
  // Two steps: the length, then what it means, when it ends and the login password; Cancel goes back.
  play: async ({ args, canvasElement }) => {
    const form = part(canvasElement, 'form')
    await choose(part(canvasElement, 'select'), '7d')
    await press(submitButton(canvasElement))
    await expect(form).toHaveAttribute('data-state', 'confirming')
    await expect(part(canvasElement, '[data-field="end"]')).toHaveTextContent(/\d/)
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(1)
    await expect(args.onTakeBreak).not.toHaveBeenCalled()
    await fill(inputsFor(canvasElement, 'current-password')[0] as HTMLInputElement, 'secret1')
    await press(submitButton(canvasElement))
    await expect(args.onTakeBreak).toHaveBeenCalledWith({ duration: '7d', password: 'secret1' })
  },
}
export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await press(submitButton(canvasElement))
    await press(part(canvasElement, '[data-action="cancel"]'))
    await expect(part(canvasElement, 'form')).toHaveAttribute('data-state', 'choosing')
    await expect(args.onTakeBreak).not.toHaveBeenCalled()
  },
}
export const SelfExclusion: Story = {
  args: { kind: 'selfExclusion', durations: ['6m', '1y', '5y', 'indefinite'] },
  // An indefinite exclusion has no end date to show.
  play: async ({ canvasElement }) => {
    await choose(part(canvasElement, 'select'), 'indefinite')
    await press(submitButton(canvasElement))
    await expect(part(canvasElement, 'form')).toHaveAttribute('data-kind', 'selfExclusion')
    await expect(part(canvasElement, '[data-field="end"]')).not.toHaveTextContent(/\d/)
  },
}
export const WrongPassword: Story = refusedStory('Wrong password.')
