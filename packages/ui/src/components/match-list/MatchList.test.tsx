import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { footballMatch, liveFootballMatch } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { MatchList } from './MatchList'

describe('MatchList', () => {
  it('shows placeholders while the first read runs', () => {
    renderWithI18n(<MatchList label="Live" matches={undefined} status="loading" />)
    expect(screen.getByRole('region', { name: 'Live' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Loading matches')
  })

  it('shows the error with Retry when the read failed', async () => {
    const onRetry = vi.fn()
    const { user } = renderWithI18n(
      <MatchList label="Live" matches={undefined} status="error" error="Network failure" onRetry={onRetry} />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('The matches could not be loaded')
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says when there is nothing to show', () => {
    renderWithI18n(
      <MatchList
        label="Live"
        matches={[]}
        status="ready"
        emptyTitle="No live matches right now"
        emptyAction={<button type="button">Today</button>}
      />,
    )
    expect(screen.getByText('No live matches right now')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Today' })).toBeVisible()
  })

  it('groups the matches under their league, in the order given', () => {
    const other = footballMatch({ id: 103, league: { id: 8, name: 'Valdoria Liga Primera' } })
    renderWithI18n(
      <MatchList
        label="Today"
        matches={[footballMatch(), other, liveFootballMatch]}
        status="ready"
        renderRow={(match) => <p>row {match.id}</p>}
      />,
    )
    expect(screen.getByRole('region', { name: 'Today' })).toBeInTheDocument()
    // The list's own heading comes one level above the leagues' (axe heading-order under a page's h1).
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument()
    const leagues = screen.getAllByRole('heading', { level: 3 })
    expect(leagues.map((heading) => heading.textContent)).toEqual([
      'Albion Premier Division',
      'Valdoria Liga Primera',
    ])
    const albion = screen.getByRole('region', { name: 'Albion Premier Division' })
    expect(
      within(albion)
        .getAllByText(/^row/)
        .map((row) => row.textContent),
    ).toEqual(['row 101', 'row 102'])
  })

  it('keeps showing the rows while a refresh fails', () => {
    renderWithI18n(
      <MatchList label="Live" matches={[footballMatch()]} status="error" renderRow={() => <p>a row</p>} />,
    )
    expect(screen.getByText('a row')).toBeVisible()
  })
})
