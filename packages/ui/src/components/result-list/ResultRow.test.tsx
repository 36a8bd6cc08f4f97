import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { footballMatch } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { ResultRow } from './ResultRow'

describe('ResultRow', () => {
  it('shows the final score and links to the match', () => {
    renderWithI18n(
      <ResultRow
        match={footballMatch({ status: 'finished', score: { home: 3, away: 1 } })}
        href="#/match/101"
      />,
    )
    const row = screen.getByRole('article', { name: 'Kingsmere United v Northwick Rovers' })
    expect(row).toHaveAttribute('data-state', 'finished')
    expect(row).toHaveTextContent('Kingsmere United3Northwick Rovers1')
    expect(screen.getByRole('link')).toHaveAttribute('href', '#/match/101')
  })

  it('says a match was cancelled', () => {
    renderWithI18n(<ResultRow match={footballMatch({ status: 'cancelled' })} />)
    expect(screen.getByText('Cancelled')).toBeInTheDocument()
  })
})
