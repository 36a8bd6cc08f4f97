import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ProofUpload, type UploadReport } from './ProofUpload'

/** Reports progress in steps over a second, as a slow upload would. */
const slowUpload = async (_file: File, report: UploadReport) => {
  for (const fraction of [0.2, 0.45, 0.7, 0.9]) {
    report(fraction)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const meta = {
  title: 'Cashier/ProofUpload',
  component: ProofUpload,
  args: { onUpload: fn(slowUpload), maxBytes: 5 * 1024 * 1024 },
} satisfies Meta<typeof ProofUpload>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}
export const Refused: Story = {
  args: {
    onUpload: fn(async (_file: File, _report: UploadReport): Promise<void> => {
      throw new Error('The file is not a PNG, JPEG or WebP image.')
    }),
  },
}
export const Disabled: Story = { args: { disabled: true } }
