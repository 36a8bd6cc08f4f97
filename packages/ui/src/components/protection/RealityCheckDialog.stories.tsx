import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { keys, press } from '../../stories/actions'
import { realityCheck } from '../../stories/protection'
import { digitsOf, part } from '../../stories/queries'
import { RealityCheckDialog } from './RealityCheckDialog'

const meta = {
  title: 'Protection/RealityCheckDialog',
  component: RealityCheckDialog,
  args: { check: realityCheck, onContinue: fn(), onLogout: fn(), historyHref: '#/account/protection' },
} satisfies Meta<typeof RealityCheckDialog>

export default meta
type Story = StoryObj<typeof meta>

// The dialog is portalled to the body, outside the story's canvas.
const dialog = () => within(document.body).getByRole('dialog')

export const Default: Story = {
  // Announced by its title and figures, focus on Continue, kept open by Escape, answered by a button.
  play: async ({ args }) => {
    const panel = dialog()
    await expect(panel).toHaveAccessibleName()
    await expect(panel).toHaveAccessibleDescription()
    await expect(digitsOf(part(panel, '[data-field="net"]'))).toBe('3550')
    await waitFor(() => expect(part(panel, '[data-action="continue"]')).toHaveFocus())
    await expect(panel.querySelector('[data-dialog-close]')).toBeNull()
    await keys('{Escape}')
    await expect(dialog()).toBeInTheDocument()
    await keys('{Shift>}{Tab}{/Shift}')
    await expect(panel.contains(document.activeElement)).toBe(true)
    await press(part(panel, '[data-action="logout"]'))
    await expect(args.onLogout).toHaveBeenCalledOnce()
    await press(part(panel, '[data-action="continue"]'))
    await expect(args.onContinue).toHaveBeenCalledOnce()
    await expect(part(panel, '[data-action="history"]')).toHaveAttribute('href', '#/account/protection')
  },
}
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(part(dialog(), '[data-action="continue"]')).toBeDisabled()
    await expect(part(dialog(), '[data-action="logout"]')).toBeDisabled()
  },
}
export const Answered: Story = {
  args: { check: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
  },
}
export const DueWithoutFigures: Story = {
  args: { check: 'due' },
  // A stake was refused for a check this page never heard: it is still answered here, without figures.
  play: async ({ args }) => {
    const panel = dialog()
    await expect(panel).toHaveAccessibleDescription()
    await expect(panel.querySelector('[data-field="net"]')).toBeNull()
    await press(part(panel, '[data-action="continue"]'))
    await expect(args.onContinue).toHaveBeenCalledOnce()
  },
}
