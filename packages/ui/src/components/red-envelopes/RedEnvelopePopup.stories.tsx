import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { envelope } from '../../stories/games'
import { RedEnvelopePopup } from './RedEnvelopePopup'

const meta = {
  title: 'RedEnvelopes/RedEnvelopePopup',
  component: RedEnvelopePopup,
  args: { activity: envelope(), onClaim: fn(), onDismiss: fn() },
} satisfies Meta<typeof RedEnvelopePopup>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
export const Claiming: Story = { args: { claimingId: 1 } }
export const Claimed: Story = { args: { activity: envelope({ claimed: '3.27', remaining: 4 }) } }
export const Refused: Story = {
  args: { activity: envelope({ remaining: 0 }), error: 'Every red envelope of this activity is taken' },
}
export const DemoMember: Story = { args: { canClaim: false } }
