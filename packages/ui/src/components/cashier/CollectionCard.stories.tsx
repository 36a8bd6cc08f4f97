import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { press } from '../../stories/actions'
import { collection } from '../../stories/cashier'
import { digitsOf } from '../../stories/queries'
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
type Context = Parameters<NonNullable<Story['play']>>[0]

/** The card carries the transfer's status; an open one shows where to pay, with copy buttons, and a way to cancel. */
async function showsCard({ args, canvas, canvasElement }: Context) {
  const card = canvas.getByRole('region')
  const { status, receivingAccount, reference, proofCount } = args.collection
  await expect(card).toHaveAttribute('data-state', status)
  const open = status === 'awaitingProof' || status === 'inReview'
  const field = (name: string) => canvasElement.querySelector(`[data-field="${name}"]`)
  if (!open) {
    await expect(field('reference')).toBeNull()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    return
  }
  await expect(field('accountNo')).toHaveTextContent(receivingAccount.accountNo)
  await expect(field('reference')).toHaveTextContent(reference)
  await expect(canvasElement.querySelectorAll('.sb-copy')).toHaveLength(2)
  // A proof may be sent while fewer than the maximum were.
  await expect(canvasElement.querySelector('input[type="file"]') !== null).toBe(proofCount < args.maxProofs)
}

export const AwaitingProof: Story = {
  play: async (context) => {
    await showsCard(context)
    const { args, canvasElement } = context
    await press(canvasElement.querySelector('.sb-cashier-card__actions button') as HTMLElement)
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}
export const InReview: Story = {
  args: { collection: collection({ status: 'inReview', proofCount: 1 }) },
  play: showsCard,
}
export const ProofsFull: Story = {
  args: { collection: collection({ status: 'inReview', proofCount: 3 }) },
  play: showsCard,
}
export const Approved: Story = {
  args: {
    collection: collection({
      status: 'approved',
      proofCount: 1,
      creditedAmount: '245.00',
      reason: 'Fee deducted by the bank',
    }),
  },
  play: async (context) => {
    await showsCard(context)
    const status = context.canvas.getByRole('status')
    await expect(status).toHaveTextContent('Fee deducted by the bank')
    await expect(digitsOf(status)).toBe('24500')
  },
}
export const Rejected: Story = {
  args: {
    collection: collection({ status: 'rejected', proofCount: 1, reason: 'The reference does not match' }),
  },
  play: async (context) => {
    await showsCard(context)
    await expect(context.canvas.getByRole('status')).toHaveTextContent('The reference does not match')
  },
}
export const Cancelled: Story = { args: { collection: collection({ status: 'cancelled' }) }, play: showsCard }
