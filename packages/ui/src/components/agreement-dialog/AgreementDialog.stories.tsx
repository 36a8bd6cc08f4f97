import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { press } from '../../stories/actions'
import { sampleAgreement } from '../../stories/fixtures'
import { part } from '../../stories/queries'
import { AgreementDialog } from './AgreementDialog'

const meta = {
  title: 'Components/AgreementDialog',
  component: AgreementDialog,
  args: {
    defaultOpen: true,
    title: sampleAgreement.name,
    html: sampleAgreement.html,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The agreement's HTML comes from the server: it is cleaned by DOMPurify (loaded when first opened).",
      },
    },
  },
} satisfies Meta<typeof AgreementDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  // The dialog is portalled to the body; its text shows once DOMPurify (loaded on first open) has cleaned it. The
  // cleaning itself is checked in jsdom (sanitize-agreement.test.ts): DOMPurify does not support happy-dom.
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: args.title })
    const text = await within(dialog).findByRole('region', { name: args.title })
    await expect(text).toHaveTextContent('Deposits and withdrawals follow the wallet rules')
    await expect(within(dialog).queryByRole('status')).not.toBeInTheDocument()
    await press(within(part(dialog, '.sb-dialog__footer')).getByRole('button'))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const LongText: Story = {
  args: {
    html: Array.from(
      { length: 30 },
      (_, index) => `<p>Clause ${index + 1}. The rules of the site apply.</p>`,
    ).join(''),
  },
  // A long text scrolls in its own region, which the keyboard reaches.
  play: async ({ args }) => {
    const text = await within(screen.getByRole('dialog')).findByRole('region', { name: args.title })
    await expect(text).toHaveTextContent('Clause 30. The rules of the site apply.')
    await expect(text).toHaveAttribute('tabindex', '0')
  },
}
