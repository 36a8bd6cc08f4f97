import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { keys, press } from '../../stories/actions'
import { envelope } from '../../stories/games'
import { digitsOf } from '../../stories/queries'
import { RedEnvelopePopup } from './RedEnvelopePopup'

const meta = {
  title: 'RedEnvelopes/RedEnvelopePopup',
  component: RedEnvelopePopup,
  args: { activity: envelope(), onClaim: fn(), onDismiss: fn() },
} satisfies Meta<typeof RedEnvelopePopup>

export default meta
type Story = StoryObj<typeof meta>

// The popup is a dialog portalled to the body, outside the story's canvas.
const dialog = () => screen.getByRole('dialog')
const claimButton = () => dialog().querySelector<HTMLButtonElement>('.sb-envelope button')

export const Open: Story = {
  // The activity can be claimed from the popup; Escape dismisses it.
  play: async ({ args }) => {
    await expect(dialog()).toHaveAttribute('aria-modal', 'true')
    await press(claimButton() as HTMLButtonElement)
    await expect(args.onClaim).toHaveBeenCalledWith(args.activity)
    await keys('{Escape}')
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}
export const Claiming: Story = {
  args: { claimingId: 1 },
  play: async () => {
    await expect(claimButton()).toBeDisabled()
  },
}
export const Claimed: Story = {
  args: { activity: envelope({ claimed: '3.27', remaining: 4 }) },
  play: async () => {
    await expect(claimButton()).toBeNull()
    await expect(digitsOf(within(dialog()).getByTestId('envelope-claimed'))).toBe('327')
  },
}
export const Refused: Story = {
  args: { activity: envelope({ remaining: 0 }), error: 'Every red envelope of this activity is taken' },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(args.error as string)
    await expect(claimButton()).toBeNull()
  },
}
export const DemoMember: Story = {
  args: { canClaim: false },
  // A demo account cannot claim; the popup can still be closed.
  play: async ({ args }) => {
    await expect(claimButton()).toBeNull()
    await press(dialog().querySelector('[data-dialog-close]') as HTMLElement)
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}
