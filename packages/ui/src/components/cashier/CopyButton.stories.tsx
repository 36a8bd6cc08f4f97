import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { press } from '../../stories/actions'
import { CopyButton } from './CopyButton'

const meta = {
  title: 'Cashier/CopyButton',
  component: CopyButton,
  args: { text: 'SB-7Q4K-2M9X', what: 'reference' },
} satisfies Meta<typeof CopyButton>

export default meta
type Story = StoryObj<typeof meta>

/** Press it to see Copied (or Copy failed where the page may not write the clipboard). */
export const Idle: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button')
    await expect(button).toHaveAttribute('data-state', 'idle')
    // The name says what is copied, in every language.
    await expect(button).toHaveAccessibleName(expect.stringContaining(args.what))
  },
}
export const AccountNumber: Story = {
  args: { text: '001234567890', what: 'account number' },
  // The clipboard answers asynchronously: copied where the page may write it, failed where it may not.
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button')
    await press(button)
    await waitFor(() => expect(button).not.toHaveAttribute('data-state', 'idle'))
    if (button.getAttribute('data-state') === 'copied')
      await expect(await navigator.clipboard.readText()).toBe(args.text)
    else await expect(button).toHaveAttribute('data-state', 'failed')
  },
}
