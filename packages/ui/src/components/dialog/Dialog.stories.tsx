import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { keys, press } from '../../stories/actions'
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

export const Open: Story = {
  // The dialog is portalled to the body, outside the story's canvas.
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog')
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await keys('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  },
}
export const WithoutFooter: Story = {
  args: { footer: undefined, description: undefined },
  // Named by its title alone; the close button closes it.
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: args.title as string })
    await expect(dialog).not.toHaveAttribute('aria-describedby')
    await expect(dialog.querySelector('.sb-dialog__footer')).toBeNull()
    await press(dialog.querySelector('[data-dialog-close]') as HTMLElement)
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}
