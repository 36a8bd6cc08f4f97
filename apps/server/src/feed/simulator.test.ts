import { describe, expect, it } from 'vitest'
import type { FeedEvent, FeedMatch } from './adapter'
import { ManualClock } from './clock'
import { fixtureById, fixturesBetween } from './schedule'
import { FeedSimulator } from './simulator'
import { matchAt } from './state'

const start = Date.UTC(2026, 10, 22, 12, 7)
const minute = 60_000
const hour = 60 * minute

function run(seed: number, steps: number, stepMs: number) {
  const clock = new ManualClock(start)
  const simulator = new FeedSimulator({ seed, clock })
  const events: FeedEvent[] = []
  for (let i = 0; i < steps; i += 1) {
    clock.advance(stepMs)
    events.push(...simulator.tick())
  }
  return { simulator, clock, events }
}

/** A match without the clock reading's time (it is "now" wherever it is read). */
function comparable(match: FeedMatch) {
  return { ...match, clock: match.clock ? { ...match.clock, at: 0 } : null }
}

describe('feed simulator', () => {
  it('gives the same schedule and the same events for the same seed', () => {
    const a = run(7, 120, 30_000)
    const b = run(7, 120, 30_000)
    expect(a.events.length).toBeGreaterThan(100)
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events))
    expect(JSON.stringify(b.simulator.snapshot())).toBe(JSON.stringify(a.simulator.snapshot()))
  })

  it('gives another balance of power and other scores for another seed', () => {
    const a = new FeedSimulator({ seed: 1, clock: new ManualClock(start) }).snapshot()
    const b = new FeedSimulator({ seed: 2, clock: new ManualClock(start) }).snapshot()
    expect(a.map((match) => match.id)).toEqual(b.map((match) => match.id))
    const scores = (matches: FeedMatch[]) => matches.map((match) => `${match.score.home}-${match.score.away}`)
    expect(scores(a)).not.toEqual(scores(b))
  })

  it('shows the same state at a time however the clock got there', () => {
    const stepped = run(3, 360, 10_000).simulator
    const jumped = new FeedSimulator({ seed: 3, clock: new ManualClock(start + 360 * 10_000) })
    const byId = new Map(jumped.snapshot().map((match) => [match.id, comparable(match)]))
    const live = stepped.snapshot().filter((match) => match.status === 'live')
    expect(live.length).toBeGreaterThan(0)
    for (const match of stepped.snapshot()) expect(comparable(match)).toEqual(byId.get(match.id))
  })

  it('keeps live, upcoming and recently finished matches in a rolling window', () => {
    const clock = new ManualClock(start)
    const simulator = new FeedSimulator({ seed: 1, clock })
    for (let day = 0; day < 3; day += 1) {
      const matches = simulator.snapshot()
      const now = clock.now()
      const count = (status: FeedMatch['status']) => matches.filter((match) => match.status === status).length
      expect(count('live')).toBeGreaterThan(3)
      expect(count('finished')).toBeGreaterThan(20)
      expect(count('upcoming')).toBeGreaterThan(200)
      expect(Math.max(...matches.map((match) => match.startTime))).toBeGreaterThan(now + 40 * hour)
      expect(new Set(matches.map((match) => match.sportType))).toEqual(new Set([1, 2]))
      // Hourly ticks: the state at a time does not depend on how the clock got there (the test above).
      for (let step = 0; step < 24; step += 1) {
        clock.advance(hour)
        simulator.tick()
      }
    }
  })

  it('decodes a match id back to its fixture', () => {
    for (const fixture of fixturesBetween(1, start, start + 24 * hour)) {
      expect(fixtureById(1, fixture.id)).toEqual(fixture)
    }
    expect(fixtureById(1, -5)).toBeNull()
  })

  it('never lets a team play two matches of one round at once', () => {
    const fixtures = fixturesBetween(1, start, start + 24 * hour)
    const byKickoff = new Map<string, number[]>()
    for (const fixture of fixtures) {
      const key = `${fixture.league.id}:${fixture.slot}`
      byKickoff.set(key, [...(byKickoff.get(key) ?? []), fixture.homeId, fixture.awayId])
    }
    for (const teams of byKickoff.values()) expect(new Set(teams).size).toBe(teams.length)
  })

  it('publishes changes with feed times that never go back per match', () => {
    const { events } = run(5, 200, 20_000)
    const last = new Map<number, number>()
    for (const event of events) {
      if (event.kind === 'match' || event.kind === 'incident' || event.kind === 'drop') continue
      const matchId = event.kind === 'result' ? event.result.matchId : event.matchId
      expect(event.at).toBeGreaterThanOrEqual(last.get(matchId) ?? 0)
      last.set(matchId, event.at)
    }
    expect(events.some((event) => event.kind === 'status' && event.status === 'live')).toBe(true)
    expect(events.some((event) => event.kind === 'result')).toBe(true)
  })

  it('looks up a match that left the window from its id', () => {
    const clock = new ManualClock(start)
    const simulator = new FeedSimulator({ seed: 1, clock })
    const match = simulator.snapshot().find((item) => item.status === 'upcoming') as FeedMatch
    clock.advance(5 * 24 * hour)
    simulator.tick()
    expect(simulator.snapshot().some((item) => item.id === match.id)).toBe(false)
    const found = simulator.lookup(match.id)
    expect(found?.status === 'finished' || found?.status === 'cancelled').toBe(true)
    expect(found?.markets.every((market) => market.status === 'settled')).toBe(true)
    expect(matchAt(simulator.plan(match.id)!, clock.now())).toEqual(found)
  })
})
