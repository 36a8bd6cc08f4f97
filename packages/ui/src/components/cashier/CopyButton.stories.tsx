import type { Meta, StoryObj } from '@storybook/react-vite'
import { CopyButton } from './CopyButton'

const meta = {
  title: 'Cashier/CopyButton',
  component: CopyButton,
  args: { text: 'SB-7Q4K-2M9X', what: 'reference' },
} satisfies Meta<typeof CopyButton>

export default meta
type Story = StoryObj<typeof meta>

/** Press it to see Copied (or Copy failed where the page may not write the clipboard). */
export const Idle: Story = {}
export const AccountNumber: Story = { args: { text: '001234567890', what: 'account number' } }
