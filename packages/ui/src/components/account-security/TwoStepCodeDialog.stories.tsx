import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { inputsFor, invalidInputs, submitButton } from '../../stories/queries'
import { TwoStepCodeDialog } from './TwoStepCodeDialog'

const meta = {
  title: 'Screens/TwoStepCodeDialog',
  component: TwoStepCodeDialog,
  args: { defaultOpen: true, account: 'ann2024', onSubmit: fn(), onOpenChange: fn() },
} satisfies Meta<typeof TwoStepCodeDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = () => screen.getByRole('dialog')

export const Open: Story = {
  // A code pasted with a space keeps its six digits and is sent.
  play: async ({ args }) => {
    const [code] = inputsFor(dialog(), 'one-time-code')
    await fill(code as HTMLInputElement, '123 456')
    await expect(code).toHaveValue('123456')
    await press(submitButton(dialog()))
    await expect(args.onSubmit).toHaveBeenCalledWith('123456')
  },
}
export const TooShort: Story = {
  play: async ({ args }) => {
    const [code] = inputsFor(dialog(), 'one-time-code')
    await fill(code as HTMLInputElement, '123')
    await press(submitButton(dialog()))
    await expect(invalidInputs(dialog())).toHaveLength(1)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
export const WrongCode: Story = {
  args: { error: 'The code is wrong' },
  play: async () => {
    await expect(invalidInputs(dialog())).toHaveLength(1)
  },
}
