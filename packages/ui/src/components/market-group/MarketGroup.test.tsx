import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { detailedMatch } from '../../stories/betting'
import { renderWithI18n } from '../../test/render'
import { groupMarkets, MarketGroup } from './MarketGroup'

const match = detailedMatch()

describe('MarketGroup', () => {
  it('groups a match’s markets by type, the main line first and then by line', () => {
    const groups = groupMarkets(match.markets)
    expect(groups.map((group) => group.type)).toEqual(['1x2', 'handicap', 'total'])
    expect(groups[2]?.markets.map((market) => market.line)).toEqual(['2.5', '1.5', '3.5'])
  })

  it('shows a line of named prices per market and folds', async () => {
    const totals = groupMarkets(match.markets)[2]!
    const { user } = renderWithI18n(
      <MarketGroup
        type="total"
        markets={totals.markets}
        homeName="Kingsmere United"
        awayName="Northwick Rovers"
      />,
    )
    const toggle = screen.getByRole('button', { name: 'Over/Under' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const line = screen.getByRole('group', { name: 'Over/Under 3.5' })
    expect(within(line).getByRole('button', { name: 'Over 3.5, Over/Under, odds 3.30' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Under 1.5, Over/Under, suspended' })).toBeDisabled()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('group', { name: 'Over/Under 3.5' })).not.toBeInTheDocument()
  })

  it('names handicap selections by team and line', () => {
    const handicaps = groupMarkets(match.markets)[1]!
    renderWithI18n(
      <MarketGroup
        type="handicap"
        markets={handicaps.markets}
        homeName="Kingsmere United"
        awayName="Northwick Rovers"
      />,
    )
    expect(screen.getByRole('button', { name: 'Kingsmere United -1.5, Handicap, odds 3.10' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Northwick Rovers +1.5, Handicap, odds 1.36' })).toBeVisible()
  })
})
