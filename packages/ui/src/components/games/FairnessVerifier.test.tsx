import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { FairnessVerifier } from './FairnessVerifier'

// The first vector of the shared provably-fair vectors (packages/sdk/test/fixtures/provably-fair-vectors.json).
const seeds = {
  serverSeed: '7f3a1c9e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a',
  clientSeed: 'player-seed',
  nonce: '0',
}

describe('FairnessVerifier', () => {
  it('recomputes the dice roll and the server seed hash of a round in the browser', () => {
    renderWithI18n(<FairnessVerifier defaultValue={{ game: 'dice', ...seeds }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.getByTestId('verified-outcome').textContent).toBe('29.24')
    expect(screen.getByTestId('verified-hash').textContent).toBe(
      '55fd8bcb2ac5b2ac3bc8e2b9673477a2c3b7bb3da084b3553c27ab763858a632',
    )
  })

  it('recomputes the crash point when the game is crash', () => {
    renderWithI18n(<FairnessVerifier defaultValue={{ game: 'crash', ...seeds }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.getByTestId('verified-outcome').textContent).toBe('3.38')
  })

  it('says what is missing instead of computing from an empty seed or a bad nonce', () => {
    renderWithI18n(<FairnessVerifier defaultValue={{ ...seeds, nonce: '1.5' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.getByRole('alert').textContent).toBe('The nonce is a whole number.')
    expect(screen.queryByTestId('verified-outcome')).toBeNull()
  })

  it("refuses a nonce the protocol's rule refuses: beyond the largest 32-bit integer", () => {
    renderWithI18n(<FairnessVerifier defaultValue={{ ...seeds, nonce: '2147483648' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.getByRole('alert').textContent).toBe('The nonce is a whole number.')
  })

  it('takes the largest nonce and one typed with spaces around it', () => {
    renderWithI18n(<FairnessVerifier defaultValue={{ ...seeds, nonce: ' 2147483647 ' }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('verified-outcome').textContent).toMatch(/^\d+\.\d{2}$/)
  })
})
