import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { operatorCollection, operatorWithdrawal, proofPicture } from '../../stories/cashier'
import { renderWithI18n } from '../../test/render'
import { ReviewCard } from './ReviewCard'

describe('ReviewCard', () => {
  it('approves a transfer with the amount that arrived and shows its proof', async () => {
    const onReview = vi.fn()
    const { user } = renderWithI18n(
      <ReviewCard
        item={{ kind: 'collection', value: operatorCollection(), proofs: [proofPicture] }}
        scale={2}
        onReview={onReview}
      />,
    )
    expect(screen.getByRole('img', { name: 'Proof 1 of player42' })).toBeTruthy()
    const received = screen.getByRole('textbox', { name: 'Amount received' })
    await user.clear(received)
    await user.type(received, '245')
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'bank fee')
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(onReview).toHaveBeenCalledWith({ decision: 'approve', reason: 'bank fee', amount: '245' })
  })

  it('rejects a withdrawal only with a reason and a confirmation, and offers no decision once reviewed', async () => {
    const onReview = vi.fn()
    const { user, rerender } = renderWithI18n(
      <ReviewCard item={{ kind: 'withdrawal', value: operatorWithdrawal() }} scale={2} onReview={onReview} />,
    )
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true')
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'holder differs')
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    expect(onReview).not.toHaveBeenCalled()
    expect(screen.getByRole('alert')).toHaveTextContent('holder differs')
    await user.click(screen.getByRole('button', { name: 'Confirm rejection' }))
    expect(onReview).toHaveBeenCalledWith({ decision: 'reject', reason: 'holder differs' })
    rerender(
      <ReviewCard
        item={{ kind: 'withdrawal', value: operatorWithdrawal({ status: 'approved' }) }}
        scale={2}
        onReview={onReview}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })
})
