import type { League } from '@sportsbook/sdk/protocol'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render'
import { LeagueList, sortLeagues } from './LeagueList'

const league = (id: number, name: string, hot: boolean, country = 'Albion'): League => ({
  id,
  sportType: 1,
  name,
  country,
  hot,
  liveCount: 1,
  upcomingCount: 10,
})
const leagues = [
  league(1, 'Second Division', false),
  league(2, 'Premier Division', true),
  league(3, 'Liga', true, 'Valdoria'),
]

describe('LeagueList', () => {
  it('puts hot leagues first, marked with a word', () => {
    expect(sortLeagues(leagues).map((entry) => entry.id)).toEqual([2, 3, 1])
    renderWithI18n(<LeagueList leagues={leagues} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons[0]).toHaveAccessibleName('All leagues')
    expect(buttons[1]).toHaveTextContent('Premier Division')
    expect(buttons[1]).toHaveTextContent('Hot')
    expect(buttons[3]).not.toHaveTextContent('Hot')
  })

  it('picks a league, and the same again or All leagues shows every league', async () => {
    const onValueChange = vi.fn()
    const { user } = renderWithI18n(<LeagueList leagues={leagues} onValueChange={onValueChange} />)
    expect(screen.getByRole('button', { name: 'All leagues' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: /Liga/ }))
    expect(onValueChange).toHaveBeenLastCalledWith(3)
    expect(screen.getByRole('button', { name: /Liga/ })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: /Liga/ }))
    expect(onValueChange).toHaveBeenLastCalledWith(null)
  })

  it('counts the live and upcoming matches of each league', () => {
    renderWithI18n(<LeagueList leagues={[league(1, 'Premier', true)]} count="live" />)
    expect(screen.getByRole('button', { name: /Premier/ })).toHaveTextContent(/1$/)
  })
})
