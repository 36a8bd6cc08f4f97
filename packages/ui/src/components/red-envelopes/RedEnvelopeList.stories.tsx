import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { envelope } from '../../stories/games'
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

export const Default: Story = {}
export const Claiming: Story = { args: { claimingId: 1 } }
export const CannotClaim: Story = { args: { canClaim: false } }
export const Loading: Story = { args: { activities: [], loading: true } }
export const Empty: Story = { args: { activities: [] } }
