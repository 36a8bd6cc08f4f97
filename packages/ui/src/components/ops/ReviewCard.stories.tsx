import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { operatorCollection, operatorWithdrawal, proofPicture } from '../../stories/cashier'
import { ReviewCard } from './ReviewCard'

const meta = {
  title: 'Operators/ReviewCard',
  component: ReviewCard,
  args: { item: { kind: 'withdrawal', value: operatorWithdrawal() }, scale: 2, onReview: fn() },
} satisfies Meta<typeof ReviewCard>

export default meta
type Story = StoryObj<typeof meta>

export const Withdrawal: Story = {}
export const Collection: Story = {
  args: {
    item: { kind: 'collection', value: operatorCollection({ proofCount: 2 }), proofs: [proofPicture, null] },
  },
}
export const NoProofYet: Story = {
  args: {
    item: {
      kind: 'collection',
      value: operatorCollection({ status: 'awaitingProof', proofCount: 0 }),
      proofs: [],
    },
  },
}
export const Reviewed: Story = {
  args: {
    item: {
      kind: 'withdrawal',
      value: operatorWithdrawal({ status: 'rejected', reason: 'Account holder differs' }),
    },
  },
}
export const Refused: Story = { args: { error: 'This withdrawal was reviewed already.' } }
