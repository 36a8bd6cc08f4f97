import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { invalidInputs, submitButton } from '../../stories/queries'
import { StakeFactorForm } from './StakeFactorForm'

const meta = {
  title: 'Operators/StakeFactorForm',
  component: StakeFactorForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof StakeFactorForm>

export default meta
type Story = StoryObj<typeof meta>

const field = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!

export const SetFactor: Story = {
  play: async ({ args, canvasElement }) => {
    await fill(field(canvasElement, 'memberId'), '501')
    await fill(field(canvasElement, 'factor'), '0.25')
    await press(submitButton(canvasElement))
    await expect(args.onSubmit).toHaveBeenCalledWith({ memberId: 501, factor: '0.25' })
  },
}
export const OutOfRange: Story = {
  // A factor past 1.00 (or a member that is no number) is refused before anything is sent.
  play: async ({ args, canvasElement }) => {
    await fill(field(canvasElement, 'memberId'), 'abc')
    await fill(field(canvasElement, 'factor'), '1.5')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(2)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const Done: Story = {
  args: { done: { memberId: 501, factor: '0.25' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-member', '501')
  },
}
