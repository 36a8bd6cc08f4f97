import { type LeagueDefinition, leagueByIndex, leagueDefinitions, teamId } from './leagues'
import { Random } from './random'

/**
 * The rolling schedule: every league plays rounds of fixtures on a fixed grid of feed time, so the fixtures of any
 * period follow from the seed alone (no stored state), and two servers on one seed agree on every match.
 */
export interface Fixture {
  id: number
  league: LeagueDefinition
  /** The round-grid slot and the match's place in it. */
  slot: number
  place: number
  startTime: number
  homeId: number
  awayId: number
}

/** Match id = (slot * 4 + place) * 16 + league index: unique, stable and decodable (see fixtureById). */
export function fixtureId(league: LeagueDefinition, slot: number, place: number): number {
  return (slot * 4 + place) * 16 + league.index
}

function slotStart(league: LeagueDefinition, slot: number): number {
  return league.offsetMs + slot * league.intervalMs
}

/** Who plays whom: a round robin (circle method), with the teams' order reshuffled every season by the seed. */
function pairing(seed: number, league: LeagueDefinition, slot: number, place: number): [number, number] {
  const n = league.teams.length
  const perRound = n / 2
  const matchIndex = slot * league.perSlot + place
  const season = Math.floor(matchIndex / (perRound * (n - 1)))
  const round = Math.floor(matchIndex / perRound) % (n - 1)
  const i = matchIndex % perRound
  const order = new Random(seed, 'season', league.id, season).shuffle(
    Array.from({ length: n }, (_, position) => position),
  )
  let a: number
  let b: number
  if (i === 0) {
    a = n - 1
    b = round
  } else {
    a = (round + i) % (n - 1)
    b = (round - i + (n - 1)) % (n - 1)
  }
  const swap = (round + i) % 2 === 1
  const home = order[swap ? b : a] as number
  const away = order[swap ? a : b] as number
  return [teamId(league, home), teamId(league, away)]
}

function fixture(seed: number, league: LeagueDefinition, slot: number, place: number): Fixture {
  const [homeId, awayId] = pairing(seed, league, slot, place)
  return {
    id: fixtureId(league, slot, place),
    league,
    slot,
    place,
    startTime: slotStart(league, slot) + place * league.staggerMs,
    homeId,
    awayId,
  }
}

/** Every fixture kicking off in [from, to), ordered by kick-off then id. */
export function fixturesBetween(seed: number, from: number, to: number): Fixture[] {
  const out: Fixture[] = []
  for (const league of leagueDefinitions) {
    const lastStagger = (league.perSlot - 1) * league.staggerMs
    const first = Math.max(0, Math.floor((from - league.offsetMs - lastStagger) / league.intervalMs))
    const last = Math.floor((to - league.offsetMs) / league.intervalMs)
    for (let slot = first; slot <= last; slot += 1) {
      for (let place = 0; place < league.perSlot; place += 1) {
        const start = slotStart(league, slot) + place * league.staggerMs
        if (start >= from && start < to) out.push(fixture(seed, league, slot, place))
      }
    }
  }
  return out.sort((x, y) => x.startTime - y.startTime || x.id - y.id)
}

/** The fixture a match id names, or null for an id the schedule never makes. */
export function fixtureById(seed: number, id: number): Fixture | null {
  if (!Number.isSafeInteger(id) || id < 0) return null
  const league = leagueByIndex.get(id % 16)
  const rest = Math.floor(id / 16)
  const place = rest % 4
  const slot = Math.floor(rest / 4)
  if (!league || place >= league.perSlot) return null
  return fixture(seed, league, slot, place)
}
