import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { basketballMatch, footballMatch, liveFootballMatch } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { MatchRow } from './MatchRow'

describe('MatchRow', () => {
  it("shows each main market as a named group of the match's prices", () => {
    renderWithI18n(<MatchRow match={footballMatch()} href="#/match/101" />)
    const row = screen.getByRole('article', { name: 'Kingsmere United v Northwick Rovers' })
    const result = within(row).getByRole('group', { name: 'Match result' })
    expect(
      within(result)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['12.10', 'X3.40', '23.25'])
    expect(within(row).getByRole('group', { name: 'Handicap' })).toHaveTextContent('-0.52.05+0.51.80')
    expect(within(row).getByRole('button', { name: 'Over 2.5, Over/Under, odds 1.95' })).toBeVisible()
    expect(
      within(row).getByRole('link', { name: /All markets of Kingsmere United v Northwick Rovers/ }),
    ).toHaveAttribute('href', '#/match/101')
    expect(
      within(row).getByRole('link', { name: '6 more markets of Kingsmere United v Northwick Rovers' }),
    ).toBeVisible()
  })

  it('uses the moneyline, spread and total of a basketball match', () => {
    renderWithI18n(<MatchRow match={basketballMatch()} />)
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'Moneyline',
      'Point spread',
      'Over/Under',
    ])
  })

  it('stars a match as a favourite', async () => {
    const onFavoriteChange = vi.fn()
    const { user } = renderWithI18n(
      <MatchRow match={footballMatch()} favorite={false} onFavoriteChange={onFavoriteChange} />,
    )
    const star = screen.getByRole('button', { name: 'Favourite: Kingsmere United v Northwick Rovers' })
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await user.click(star)
    expect(onFavoriteChange).toHaveBeenCalledWith(true)
  })

  it('shows only the result market and no star in compact mode', () => {
    renderWithI18n(<MatchRow match={liveFootballMatch} compact onFavoriteChange={() => {}} />)
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /Favourite/ })).not.toBeInTheDocument()
  })

  it('draws prices through renderOdds, locked once the match is over', () => {
    const renderOdds = vi.fn(({ label, locked }: { label: string; locked: boolean }) => (
      <span>
        {label}:{String(locked)}
      </span>
    ))
    renderWithI18n(<MatchRow match={footballMatch({ status: 'finished' })} renderOdds={renderOdds} />)
    expect(renderOdds).toHaveBeenCalledTimes(7)
    expect(screen.getByText('Over 2.5:true')).toBeVisible()
  })

  it('says so when a market has no prices', () => {
    const match = footballMatch()
    renderWithI18n(<MatchRow match={{ ...match, markets: match.markets.slice(0, 1) }} />)
    expect(screen.getByRole('group', { name: 'Handicap' })).toHaveTextContent('No prices')
  })
})
