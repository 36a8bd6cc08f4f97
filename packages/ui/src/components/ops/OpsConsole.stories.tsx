import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { operatorCollection, operatorWithdrawal, proofPicture } from '../../stories/cashier'
import { OpsConsole } from './OpsConsole'
import { ReviewCard } from './ReviewCard'

const meta = {
  title: 'Operators/OpsConsole',
  component: OpsConsole,
  args: {
    queue: 'withdrawals',
    onQueueChange: fn(),
    counts: { withdrawals: 2, collections: 1 },
    status: 'ready',
    onRetry: fn(),
    children: [
      <ReviewCard
        key="a"
        item={{ kind: 'withdrawal', value: operatorWithdrawal() }}
        scale={2}
        onReview={fn()}
      />,
      <ReviewCard
        key="b"
        item={{ kind: 'withdrawal', value: operatorWithdrawal({ id: 10, amount: '1200.00' }) }}
        scale={2}
        onReview={fn()}
      />,
    ],
  },
} satisfies Meta<typeof OpsConsole>

export default meta
type Story = StoryObj<typeof meta>

export const Withdrawals: Story = {}
export const Collections: Story = {
  args: {
    queue: 'collections',
    children: (
      <ReviewCard
        item={{ kind: 'collection', value: operatorCollection(), proofs: [proofPicture] }}
        scale={2}
        onReview={fn()}
      />
    ),
  },
}
export const Loading: Story = {
  args: { status: 'loading', counts: { withdrawals: null, collections: null } },
}
export const Empty: Story = {
  args: { empty: true, children: null, counts: { withdrawals: 0, collections: 0 } },
}
export const Failed: Story = { args: { status: 'error', error: 'Network failure' } }
