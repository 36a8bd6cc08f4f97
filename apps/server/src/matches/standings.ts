import type { BasketballStanding, BasketballTeamStats, FootballStanding } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { FeedTeam } from '../feed/adapter'
import { teamRef } from './views'

/**
 * League tables computed from the finished results in the database (/app/api/bettingTable, api/basketTable1,
 * api/basketTable2, the rank in /info). Cancelled matches do not count.
 */
export interface PlayedMatch {
  homeId: number
  awayId: number
  home: number
  away: number
  startTime: number
}

export async function playedMatches(q: Queryable, leagueId: number): Promise<PlayedMatch[]> {
  const rows = await q.query<{
    home_team_id: number
    away_team_id: number
    home_score: number
    away_score: number
    start_time: number
  }>(
    `SELECT home_team_id, away_team_id, home_score, away_score, start_time FROM matches
     WHERE league_id = $1 AND status = 'finished' ORDER BY start_time, id`,
    [leagueId],
  )
  return rows.map((row) => ({
    homeId: Number(row.home_team_id),
    awayId: Number(row.away_team_id),
    home: Number(row.home_score),
    away: Number(row.away_score),
    startTime: Number(row.start_time),
  }))
}

interface Tally {
  team: FeedTeam
  played: number
  won: number
  drawn: number
  lost: number
  for: number
  against: number
  /** Results oldest first. */
  results: ('W' | 'D' | 'L')[]
  home: { won: number; lost: number }
  away: { won: number; lost: number }
}

function tally(teams: FeedTeam[], matches: PlayedMatch[]): Map<number, Tally> {
  const out = new Map<number, Tally>()
  for (const team of teams) {
    out.set(team.id, {
      team,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      for: 0,
      against: 0,
      results: [],
      home: { won: 0, lost: 0 },
      away: { won: 0, lost: 0 },
    })
  }
  for (const match of matches) {
    for (const side of ['home', 'away'] as const) {
      const entry = out.get(side === 'home' ? match.homeId : match.awayId)
      if (!entry) continue
      const own = side === 'home' ? match.home : match.away
      const other = side === 'home' ? match.away : match.home
      entry.played += 1
      entry.for += own
      entry.against += other
      const result = own > other ? 'W' : own < other ? 'L' : 'D'
      entry.results.push(result)
      if (result === 'W') entry.won += 1
      else if (result === 'L') entry.lost += 1
      else entry.drawn += 1
      if (result !== 'D') entry[side][result === 'W' ? 'won' : 'lost'] += 1
    }
  }
  return out
}

const lastFive = (entry: Tally) => entry.results.slice(-5).reverse()

export function footballTable(teams: FeedTeam[], matches: PlayedMatch[]): FootballStanding[] {
  const rows = [...tally(teams, matches).values()].map((entry) => ({
    entry,
    points: entry.won * 3 + entry.drawn,
    difference: entry.for - entry.against,
  }))
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.difference - a.difference ||
      b.entry.for - a.entry.for ||
      a.entry.team.name.localeCompare(b.entry.team.name),
  )
  return rows.map(({ entry, points, difference }, index) => ({
    rank: index + 1,
    team: teamRef(entry.team, entry.team.id),
    played: entry.played,
    won: entry.won,
    drawn: entry.drawn,
    lost: entry.lost,
    goalsFor: entry.for,
    goalsAgainst: entry.against,
    goalDifference: difference,
    points,
    form: lastFive(entry),
  }))
}

function streakOf(results: ('W' | 'D' | 'L')[]): string {
  const last = results[results.length - 1]
  if (!last) return ''
  let count = 0
  for (let i = results.length - 1; i >= 0 && results[i] === last; i -= 1) count += 1
  return `${last}${count}`
}

const pct = (won: number, played: number) => (played === 0 ? 0 : won / played)

export function basketballTable(teams: FeedTeam[], matches: PlayedMatch[]): BasketballStanding[] {
  const rows = [...tally(teams, matches).values()]
  rows.sort(
    (a, b) =>
      pct(b.won, b.played) - pct(a.won, a.played) ||
      b.won - a.won ||
      b.for - b.against - (a.for - a.against) ||
      a.team.name.localeCompare(b.team.name),
  )
  const leader = rows[0]
  return rows.map((entry, index) => ({
    rank: index + 1,
    team: teamRef(entry.team, entry.team.id),
    played: entry.played,
    won: entry.won,
    lost: entry.lost,
    winPct: pct(entry.won, entry.played).toFixed(3),
    gamesBehind: leader ? ((leader.won - entry.won + (entry.lost - leader.lost)) / 2).toFixed(1) : '0.0',
    pointsFor: entry.for,
    pointsAgainst: entry.against,
    streak: streakOf(entry.results),
  }))
}

export function basketballTeamStats(teams: FeedTeam[], matches: PlayedMatch[]): BasketballTeamStats[] {
  return [...tally(teams, matches).values()]
    .sort((a, b) => a.team.name.localeCompare(b.team.name))
    .map((entry) => ({
      team: teamRef(entry.team, entry.team.id),
      played: entry.played,
      pointsPerGame: (entry.played === 0 ? 0 : entry.for / entry.played).toFixed(1),
      pointsAllowedPerGame: (entry.played === 0 ? 0 : entry.against / entry.played).toFixed(1),
      home: entry.home,
      away: entry.away,
    }))
}

/** The last five results of a team (newest first) and its rank in its league's table. */
export function formOf(teamId: number, teams: FeedTeam[], matches: PlayedMatch[], football: boolean) {
  const entry = tally(teams, matches).get(teamId)
  const table = football ? footballTable(teams, matches) : basketballTable(teams, matches)
  const played = entry?.played ?? 0
  return {
    form: entry ? lastFive(entry) : [],
    rank: played > 0 ? (table.find((row) => row.team.id === teamId)?.rank ?? null) : null,
  }
}
