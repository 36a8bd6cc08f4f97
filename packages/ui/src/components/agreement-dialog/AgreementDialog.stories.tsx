import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { sampleAgreement } from '../../stories/fixtures'
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

export const Open: Story = {}

export const LongText: Story = {
  args: {
    html: Array.from(
      { length: 30 },
      (_, index) => `<p>Clause ${index + 1}. The rules of the site apply.</p>`,
    ).join(''),
  },
}
