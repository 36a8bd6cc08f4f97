import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { choose, press } from '../../stories/actions'
import { part, submitButton } from '../../stories/queries'
import { RealityCheckSetting } from './RealityCheckSetting'

const meta = {
  title: 'Protection/RealityCheckSetting',
  component: RealityCheckSetting,
  args: { minutes: 30, choices: [0, 15, 30, 60, 120], onSave: fn() },
} satisfies Meta<typeof RealityCheckSetting>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // Saving waits for a change; 0 turns the checks off.
  play: async ({ args, canvasElement }) => {
    await expect(submitButton(canvasElement)).toBeDisabled()
    await choose(part(canvasElement, 'select'), '0')
    await press(submitButton(canvasElement))
    await expect(args.onSave).toHaveBeenCalledWith(0)
  },
}
export const Refused: Story = {
  args: { error: 'Choose one of the offered intervals.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.error as string)
  },
}
