import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { inputsFor, invalidInputs, submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { WithdrawPasswordForm } from './WithdrawPasswordForm'

const meta = {
  title: 'Cashier/WithdrawPasswordForm',
  component: WithdrawPasswordForm,
  args: { hasPassword: false, onSubmit: fn() },
} satisfies Meta<typeof WithdrawPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const SetFirst: Story = {
  // A first password needs no current one: the new one, repeated, is sent.
  play: async ({ args, canvasElement }) => {
    await expect(inputsFor(canvasElement, 'current-password')).toHaveLength(0)
    const [password, repeat] = inputsFor(canvasElement, 'new-password')
    if (!password || !repeat) throw new Error('the form has no two new-password inputs')
    await fill(password, 'secret1')
    await fill(repeat, 'secret1')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(0)
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'secret1', oldPassword: '' })
  },
}
export const Change: Story = {
  args: { hasPassword: true },
  play: async ({ args, canvasElement }) => {
    const [current] = inputsFor(canvasElement, 'current-password')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toContain(current)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const WrongCurrent: Story = refusedStory('Wrong withdraw password', { hasPassword: true })
export const Saved: Story = {
  args: { hasPassword: true, saved: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument()
    await expect(inputsFor(canvasElement, 'current-password')).toHaveLength(1)
  },
}
