import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { inputsFor, invalidInputs, submitButton } from '../../stories/queries'
import { WithdrawPasswordForm } from './WithdrawPasswordForm'

const meta = {
  title: 'Cashier/WithdrawPasswordForm',
  component: WithdrawPasswordForm,
  args: { hasPassword: false, onSubmit: fn() },
} satisfies Meta<typeof WithdrawPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const SetFirst: Story = {
  // A first password needs no current one: a short one is refused, a repeated one of 6 is sent.
  play: async ({ args, canvasElement, userEvent }) => {
    await expect(inputsFor(canvasElement, 'current-password')).toHaveLength(0)
    const [password, repeat] = inputsFor(canvasElement, 'new-password')
    if (!password || !repeat) throw new Error('the form has no two new-password inputs')
    await userEvent.click(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toEqual([password])
    await userEvent.click(password)
    await userEvent.paste('secret1')
    await userEvent.click(repeat)
    await userEvent.paste('secret1')
    await userEvent.click(submitButton(canvasElement))
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'secret1', oldPassword: '' })
  },
}
export const Change: Story = {
  args: { hasPassword: true },
  play: async ({ args, canvasElement, userEvent }) => {
    const [current] = inputsFor(canvasElement, 'current-password')
    await userEvent.click(submitButton(canvasElement))
    await expect(invalidInputs(canvasElement)).toContain(current)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const WrongCurrent: Story = {
  args: { hasPassword: true, error: 'Wrong withdraw password' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error as string)
  },
}
export const Saved: Story = {
  args: { hasPassword: true, saved: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeInTheDocument()
    await expect(inputsFor(canvasElement, 'current-password')).toHaveLength(1)
  },
}
