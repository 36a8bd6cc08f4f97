import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Dialog } from './Dialog'

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    defaultOpen: true,
    title: 'Dialog title',
    description: 'A line that describes the dialog.',
    onOpenChange: fn(),
    children: <p>Focus stays inside; Escape closes.</p>,
    footer: (
      <button type="button" className="sb-button">
        OK
      </button>
    ),
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const WithoutFooter: Story = { args: { footer: undefined, description: undefined } }
