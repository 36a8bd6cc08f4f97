import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { part } from '../../stories/queries'
import { inColumn } from '../../stories/states'
import { StalePricesNotice } from './StalePricesNotice'
import { StreamDelayNote } from './StreamDelayNote'

const meta = {
  title: 'Betting/LiveNotices',
  component: StalePricesNotice,
  args: { stale: true },
  decorators: [inColumn({ width: 320 })],
} satisfies Meta<typeof StalePricesNotice>

export default meta
type Story = StoryObj<typeof meta>

export const StalePrices: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-stale-notice')).toHaveAttribute('data-state', 'stale')
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement()
  },
}
export const CurrentPrices: Story = {
  args: { stale: false },
  // The status stays in the page, empty, so the notice is announced when it appears.
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
  },
}
export const StreamNote: Story = {
  render: () => <StreamDelayNote />,
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-stream-note')).not.toBeEmptyDOMElement()
  },
}
