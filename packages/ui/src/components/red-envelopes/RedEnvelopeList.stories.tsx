import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { envelope } from '../../stories/games'
import { digitsOf } from '../../stories/queries'
import { loadingStory } from '../../stories/states'
import { RedEnvelopeList } from './RedEnvelopeList'

const meta = {
  title: 'RedEnvelopes/RedEnvelopeList',
  component: RedEnvelopeList,
  args: {
    activities: [
      envelope(),
      envelope({ id: 2, title: 'Lucky Friday', claimed: '3.27', remaining: 4 }),
      envelope({ id: 3, title: 'Next week', status: 'upcoming' }),
      envelope({ id: 4, title: 'Last week', status: 'finished', remaining: 0 }),
    ],
    onClaim: fn(),
  },
} satisfies Meta<typeof RedEnvelopeList>

export default meta
type Story = StoryObj<typeof meta>

/** Each activity's state and whether it offers a Claim button (and whether that button is enabled). */
const activitiesOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.sb-envelope')].map((item) => {
    const claim = item.querySelector('button')
    return {
      id: item.getAttribute('data-activity'),
      state: item.getAttribute('data-state'),
      claim: claim ? (claim.disabled ? 'disabled' : 'enabled') : 'none',
    }
  })

export const Default: Story = {
  // Only an open activity with envelopes left, not yet claimed, can be claimed; a claim says what was got.
  play: async ({ args, canvas, canvasElement }) => {
    await expect(activitiesOf(canvasElement)).toEqual([
      { id: '1', state: 'open', claim: 'enabled' },
      { id: '2', state: 'open', claim: 'none' },
      { id: '3', state: 'upcoming', claim: 'none' },
      { id: '4', state: 'finished', claim: 'none' },
    ])
    await expect(digitsOf(canvas.getByTestId('envelope-claimed'))).toBe('327')
    await press(canvas.getByRole('button'))
    await expect(args.onClaim).toHaveBeenCalledWith(args.activities[0])
  },
}
export const Claiming: Story = {
  args: { claimingId: 1 },
  play: async ({ canvasElement }) => {
    await expect(activitiesOf(canvasElement)[0]?.claim).toBe('disabled')
  },
}
export const CannotClaim: Story = {
  args: { canClaim: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
export const Loading: Story = loadingStory({ activities: [] })
export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).toBeInTheDocument()
    await expect(canvasElement.querySelector('.sb-envelope')).toBeNull()
  },
}
