import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { fill, press } from '../../stories/actions'
import { operatorCollection, operatorWithdrawal, proofPicture, withdrawalPayout } from '../../stories/cashier'
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
  // Who asked for how much; a rejection carries the reason typed after a confirmation, an approval none.
  play: async ({ args, canvas, canvasElement }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveAttribute('data-state', 'inReview')
    const title = canvas.getByRole('heading')
    await expect(title).toHaveTextContent(args.item.value.member.account)
    await expect(digitsOf(title)).toContain('8000')
    await fill(canvas.getByRole('textbox') as HTMLInputElement, 'Holder differs')
    await press(rejectButton(canvasElement))
    await expect(args.onReview).not.toHaveBeenCalled()
    const confirm = part(canvasElement, '[data-state="confirm-reject"]')
    await expect(confirm).toHaveTextContent('Holder differs')
    await press(part(confirm, 'button.sb-button--danger'))
    await expect(args.onReview).toHaveBeenCalledWith({ decision: 'reject', reason: 'Holder differs' })
  },
}
export const RejectNeedsReason: Story = {
  // Reject without a reason asks for one and sends nothing; Back leaves a confirmation without rejecting.
  play: async ({ args, canvas, canvasElement }) => {
    await press(rejectButton(canvasElement))
    const reason = canvas.getByRole('textbox')
    await expect(reason).toHaveAttribute('aria-invalid', 'true')
    await expect(canvasElement.querySelector('[data-state="confirm-reject"]')).toBeNull()
    await fill(reason as HTMLInputElement, 'Wrong bank')
    await expect(reason).not.toHaveAttribute('aria-invalid')
    await press(rejectButton(canvasElement))
    const confirm = part(canvasElement, '[data-state="confirm-reject"]')
    await press(part(confirm, 'button.sb-button--secondary'))
    await expect(canvasElement.querySelector('[data-state="confirm-reject"]')).toBeNull()
    await expect(args.onReview).not.toHaveBeenCalled()
    await press(submitButton(canvasElement))
    await expect(args.onReview).toHaveBeenCalledWith({ decision: 'approve', reason: 'Wrong bank' })
  },
}
export const PayoutHidden: Story = {
  args: { onReveal: fn() },
  // The full account is asked for (the server logs it): until then only the masked number shows.
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-field="accountNo"]')).toBeNull()
    await press(part(canvasElement, 'article > button.sb-button--secondary'))
    await expect(args.onReveal).toHaveBeenCalledOnce()
  },
}
export const PayoutShown: Story = {
  args: { payout: withdrawalPayout(), onReveal: fn() },
  // The full number and the holder's name, the player's balances with the loan, and the recent movements.
  play: async ({ args, canvasElement }) => {
    const payout = args.payout!
    await expect(part(canvasElement, '[data-field="accountNo"] code')).toHaveTextContent(
      payout.account.accountNo,
    )
    await expect(part(canvasElement, '[data-field="holder"]')).toHaveTextContent('Ann Smith')
    const usd = part(canvasElement, '.sb-payout__balance[data-currency="USD"]')
    await expect(digitsOf(part(usd, '[data-field="loan"]'))).toBe('4000')
    await expect(digitsOf(part(usd, '[data-field="frozen"]'))).toBe('8000')
    await expect(canvasElement.querySelectorAll('[data-field="withdrawals"] li')).toHaveLength(1)
    await expect(canvasElement.querySelector('article > button.sb-button--secondary')).toBeNull()
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
