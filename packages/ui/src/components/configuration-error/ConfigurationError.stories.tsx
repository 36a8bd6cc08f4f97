import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { ConfigurationError } from './ConfigurationError'

const meta = {
  title: 'Screens/ConfigurationError',
  component: ConfigurationError,
  args: { expectedProductNo: 800001, actualProductNo: 800002 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfigurationError>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // An alert that names both product numbers, in every language.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('main')).toHaveAttribute('data-state', 'configuration-error')
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(String(args.actualProductNo))
    await expect(alert).toHaveTextContent(String(args.expectedProductNo))
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvas }) => {
    await press(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
