import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ConfigurationError } from './ConfigurationError'

const meta = {
  title: 'Screens/ConfigurationError',
  component: ConfigurationError,
  args: { expectedProductNo: 800001, actualProductNo: 800002 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfigurationError>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithRetry: Story = { args: { onRetry: fn() } }
