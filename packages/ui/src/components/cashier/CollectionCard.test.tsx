import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { collection } from '../../stories/cashier'
import { renderWithI18n } from '../../test/render'
import { CollectionCard } from './CollectionCard'

describe('CollectionCard', () => {
  it('copies the reference and the account number to pay into', async () => {
    const { user } = renderWithI18n(
      <CollectionCard collection={collection()} maxProofs={3} maxProofBytes={1024} onUpload={vi.fn()} />,
    )
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await user.click(screen.getByRole('button', { name: 'Copy reference' }))
    expect(writeText).toHaveBeenLastCalledWith('SB-7Q4K-2M9X')
    expect(await screen.findByText('Copied')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Copy account number' }))
    expect(writeText).toHaveBeenLastCalledWith('001234567890')
  })

  it('offers no upload once three proofs are in, and no details once reviewed', () => {
    const { rerender } = renderWithI18n(
      <CollectionCard
        collection={collection({ status: 'inReview', proofCount: 3 })}
        maxProofs={3}
        maxProofBytes={1024}
        onUpload={vi.fn()}
      />,
    )
    expect(screen.queryByLabelText('Proof of transfer (PNG, JPEG or WebP)')).toBeNull()
    expect(screen.getByText('Proofs sent: 3 of 3')).toBeTruthy()
    rerender(
      <CollectionCard
        collection={collection({ status: 'approved', creditedAmount: '245.00' })}
        maxProofs={3}
        maxProofBytes={1024}
      />,
    )
    expect(screen.getByText('245.00 USDT credited')).toBeTruthy()
    expect(screen.queryByText('SB-7Q4K-2M9X')).toBeNull()
  })
})
