import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press, upload } from '../../stories/actions'
import { part } from '../../stories/queries'
import { ProofUpload, type UploadReport } from './ProofUpload'

/** Reports progress in steps over a second, as a slow upload would. */
const slowUpload = async (_file: File, report: UploadReport) => {
  for (const fraction of [0.2, 0.45, 0.7, 0.9]) {
    report(fraction)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const receipt = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' })

const meta = {
  title: 'Cashier/ProofUpload',
  component: ProofUpload,
  args: { onUpload: fn(slowUpload), maxBytes: 5 * 1024 * 1024 },
} satisfies Meta<typeof ProofUpload>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  // A chosen image is previewed; sending it shows the upload's progress and locks the form.
  play: async ({ args, canvas, canvasElement }) => {
    const root = part(canvasElement, '.sb-proof')
    await expect(root).toHaveAttribute('data-state', 'idle')
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    const file = receipt()
    await upload(part<HTMLInputElement>(canvasElement, 'input[type="file"]'), file)
    await expect(canvas.getByRole('img')).toBeInTheDocument()
    await press(canvas.getByRole('button'))
    await expect(args.onUpload).toHaveBeenCalledWith(file, expect.any(Function))
    await expect(root).toHaveAttribute('data-state', 'uploading')
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument()
    await expect(canvas.getByRole('button')).toBeDisabled()
  },
}
export const Refused: Story = {
  args: {
    onUpload: fn(async (_file: File, _report: UploadReport): Promise<void> => {
      throw new Error('The file is not a PNG, JPEG or WebP image.')
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await upload(part<HTMLInputElement>(canvasElement, 'input[type="file"]'), receipt())
    await press(canvas.getByRole('button'))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file is not a PNG, JPEG or WebP image.',
    )
    await expect(part(canvasElement, '.sb-proof')).toHaveAttribute('data-state', 'error')
  },
}
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'input[type="file"]')).toBeDisabled()
  },
}
