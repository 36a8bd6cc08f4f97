import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { collection } from '../../stories/cashier'
import { CollectionCard } from './CollectionCard'

const meta = {
  title: 'Cashier/CollectionCard',
  component: CollectionCard,
  args: {
    collection: collection(),
    maxProofs: 3,
    maxProofBytes: 5 * 1024 * 1024,
    onUpload: fn(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof CollectionCard>

export default meta
type Story = StoryObj<typeof meta>

export const AwaitingProof: Story = {}
export const InReview: Story = { args: { collection: collection({ status: 'inReview', proofCount: 1 }) } }
export const ProofsFull: Story = { args: { collection: collection({ status: 'inReview', proofCount: 3 }) } }
export const Approved: Story = {
  args: {
    collection: collection({
      status: 'approved',
      proofCount: 1,
      creditedAmount: '245.00',
      reason: 'Fee deducted by the bank',
    }),
  },
}
export const Rejected: Story = {
  args: {
    collection: collection({ status: 'rejected', proofCount: 1, reason: 'The reference does not match' }),
  },
}
export const Cancelled: Story = { args: { collection: collection({ status: 'cancelled' }) } }
