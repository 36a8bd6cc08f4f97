import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { sharedOrder } from '../../stories/betting'
import { part } from '../../stories/queries'
import { listColumn } from '../../stories/states'
import { SharedOrderCard } from './SharedOrderCard'

const meta = {
  title: 'Betting/SharedOrderCard',
  component: SharedOrderCard,
  args: { share: sharedOrder(false), onCopy: fn() },
  decorators: [listColumn],
} satisfies Meta<typeof SharedOrderCard>

export default meta
type Story = StoryObj<typeof meta>

export const OthersOpenOrder: Story = {
  // Someone else's open bet, with their note and who shared it, can be copied to the slip.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-shared')).not.toHaveAttribute('data-mine')
    await expect(part(canvasElement, '.sb-shared__by')).toHaveTextContent(args.share.sharer.name)
    await expect(part(canvasElement, '.sb-shared__note')).toHaveTextContent(args.share.note)
    await expect(part(canvasElement, '.sb-order')).toHaveAttribute('data-state', 'open')
    const copy = canvas.getByRole('button')
    await expect(copy).toHaveAccessibleName(expect.stringContaining(args.share.sharer.name))
    await press(copy)
    await expect(args.onCopy).toHaveBeenCalledOnce()
  },
}
export const Mine: Story = {
  args: { share: sharedOrder(true) },
  // One's own share cannot be copied, and has no note here.
  play: async ({ canvas, canvasElement }) => {
    await expect(part(canvasElement, '.sb-shared')).toHaveAttribute('data-mine', 'true')
    await expect(canvasElement.querySelector('.sb-shared__note')).toBeNull()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
