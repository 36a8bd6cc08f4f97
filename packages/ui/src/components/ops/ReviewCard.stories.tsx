import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { operatorCollection, operatorWithdrawal, proofPicture } from '../../stories/cashier'
import { digitsOf, part, submitButton } from '../../stories/queries'
import { refusedStory } from '../../stories/states'
import { ReviewCard } from './ReviewCard'

const meta = {
  title: 'Operators/ReviewCard',
  component: ReviewCard,
  args: { item: { kind: 'withdrawal', value: operatorWithdrawal() }, scale: 2, onReview: fn() },
} satisfies Meta<typeof ReviewCard>

export default meta
type Story = StoryObj<typeof meta>

/** The Reject button: the form's one button that does not submit it. */
const rejectButton = (root: HTMLElement) => part<HTMLButtonElement>(root, 'form button[type="button"]')

export const Withdrawal: Story = {
  // Who asked for how much; a rejection carries the reason typed, an approval none.
  play: async ({ args, canvas, canvasElement }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveAttribute('data-state', 'inReview')
    const title = canvas.getByRole('heading')
    await expect(title).toHaveTextContent(args.item.value.member.account)
    await expect(digitsOf(title)).toContain('8000')
    await fill(canvas.getByRole('textbox') as HTMLInputElement, 'ok')
    await press(rejectButton(canvasElement))
    await expect(args.onReview).toHaveBeenCalledWith({ decision: 'reject', reason: 'ok' })
  },
}
export const Collection: Story = {
  args: {
    item: { kind: 'collection', value: operatorCollection({ proofCount: 2 }), proofs: [proofPicture, null] },
  },
  // A proof still loading holds its place; approving a transfer names the amount that arrived.
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img.sb-review__proof')).toHaveLength(1)
    await expect(canvasElement.querySelectorAll('.sb-review__proof--loading')).toHaveLength(1)
    const [received] = canvasElement.querySelectorAll<HTMLInputElement>('input[inputmode="decimal"]')
    await expect(received).toHaveValue('250.00')
    await fill(received as HTMLInputElement, '245')
    await press(submitButton(canvasElement))
    await expect(args.onReview).toHaveBeenCalledWith({ decision: 'approve', reason: '', amount: '245' })
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
  // Nothing to review until a proof arrives.
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-review')).toHaveAttribute('data-state', 'awaitingProof')
    await expect(canvasElement.querySelector('form')).toBeNull()
    await expect(canvasElement.querySelector('.sb-review__proof')).toBeNull()
  },
}
export const Reviewed: Story = {
  args: {
    item: {
      kind: 'withdrawal',
      value: operatorWithdrawal({ status: 'rejected', reason: 'Account holder differs' }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, '.sb-review')).toHaveAttribute('data-state', 'rejected')
    await expect(canvasElement.querySelector('form')).toBeNull()
    await expect(canvasElement).toHaveTextContent('Account holder differs')
  },
}
export const Refused: Story = refusedStory('This withdrawal was reviewed already.')
