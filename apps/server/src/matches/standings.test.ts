import { describe, expect, it } from 'vitest'
import type { FeedTeam } from '../feed/adapter'
import { basketballTable, basketballTeamStats, footballTable } from './standings'

const team = (id: number, name: string): FeedTeam => ({
  id,
  leagueId: 1,
  sportType: 1,
  name,
  shortName: name,
})
const teams = [team(1, 'Alpha'), team(2, 'Bravo'), team(3, 'Charlie')]

describe('standings', () => {
  it('ranks football by points, goal difference and goals scored', () => {
    const rows = footballTable(teams, [
      { homeId: 1, awayId: 2, home: 2, away: 0, startTime: 1 },
      { homeId: 2, awayId: 3, home: 1, away: 1, startTime: 2 },
      { homeId: 3, awayId: 1, home: 3, away: 1, startTime: 3 },
    ])
    expect(rows.map((row) => [row.team.name, row.points, row.goalDifference])).toEqual([
      ['Charlie', 4, 2],
      ['Alpha', 3, 0],
      ['Bravo', 1, -2],
    ])
    expect(rows[1]?.form).toEqual(['L', 'W'])
  })

  it('ranks basketball by winning share with games behind and streaks', () => {
    const played = [
      { homeId: 1, awayId: 2, home: 100, away: 90, startTime: 1 },
      { homeId: 1, awayId: 3, home: 101, away: 99, startTime: 2 },
      { homeId: 2, awayId: 3, home: 80, away: 95, startTime: 3 },
    ]
    const rows = basketballTable(teams, played)
    expect(
      rows.map((row) => [row.team.name, row.won, row.lost, row.winPct, row.gamesBehind, row.streak]),
    ).toEqual([
      ['Alpha', 2, 0, '1.000', '0.0', 'W2'],
      ['Charlie', 1, 1, '0.500', '1.0', 'W1'],
      ['Bravo', 0, 2, '0.000', '2.0', 'L2'],
    ])
    const stats = basketballTeamStats(teams, played)
    expect(stats[0]).toMatchObject({
      pointsPerGame: '100.5',
      home: { won: 2, lost: 0 },
      away: { won: 0, lost: 0 },
    })
  })
})
