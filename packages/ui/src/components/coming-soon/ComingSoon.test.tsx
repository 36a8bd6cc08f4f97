import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { ComingSoon } from './ComingSoon'

describe('ComingSoon', () => {
  it('names the page and says that it is not ready yet', () => {
    renderWithI18n(
      <ComingSoon
        title="Wallet"
        description="Deposits and withdrawals"
        action={<a href="#/index">Matches</a>}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument()
    expect(
      screen.getByText('This page is not ready yet. It is coming in a later update.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Deposits and withdrawals')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '#/index')
  })
})
