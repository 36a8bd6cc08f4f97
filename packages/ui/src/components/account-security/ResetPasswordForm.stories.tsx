import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { inputsFor, invalidInputs, submitButton } from '../../stories/queries'
import { ResetPasswordForm } from './ResetPasswordForm'

const meta = {
  title: 'Screens/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const [password, repeat] = inputsFor(canvasElement, 'new-password')
    await fill(password as HTMLInputElement, 'brandnew1')
    await fill(repeat as HTMLInputElement, 'brandnew1')
    await press(submitButton(canvasElement))
    await expect(args.onSubmit).toHaveBeenCalledWith('brandnew1')
  },
}
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const [password, repeat] = inputsFor(canvasElement, 'new-password')
    await fill(password as HTMLInputElement, 'brandnew1')
    await fill(repeat as HTMLInputElement, 'brandnew2')
    await press(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toHaveLength(1)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const LinkExpired: Story = {
  args: { error: 'This code or link has expired or was already used: please ask for a new one' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible()
  },
}
