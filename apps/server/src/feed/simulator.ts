import type { FeedAdapter, FeedEvent, FeedLeague, FeedListener, FeedMatch, FeedTeam } from './adapter'
import type { MatchModel } from './builder-pricing'
import type { FeedClock } from './clock'
import { leagueDefinitions, teamId } from './leagues'
import { diff } from './match-events'
import { planMatch } from './match-plans'
import { MatchTimes } from './match-times'
import type { MatchPlan } from './plan'
import { fixtureById, fixturesBetween } from './schedule'
import { matchAt, modelAt } from './state'
import { nextKeyChange, stateKey } from './state-changes'

/**
 * The feed simulator (DESIGN.md section 4, Matches): a FeedAdapter whose matches follow from FEED_SEED alone.
 * It keeps a window of matches (recently finished, live, and upcoming over the next days), and on every tick
 * compares each match with what it last published and publishes the differences as events.
 *
 * Time comes from an injected FeedClock: `start()` ticks on a wall-clock timer; tests leave it stopped, step a
 * ManualClock and call `tick()` themselves.
 */
export interface SimulatorOptions {
  seed: number
  clock: FeedClock
  /** Feed ms per wall ms, for match/echo and clients' clocks (the clock does the scaling). */
  speed?: number
  /** Wall ms between ticks once started. */
  tickMs?: number
  /** How far ahead upcoming matches are listed (feed ms). */
  lookaheadMs?: number
  /** How long finished and cancelled matches stay in the window (feed ms). */
  keepMs?: number
}

const hour = 3_600_000
/** How long a `hold` keeps a live match still, in wall ms (times the feed speed in feed ms). */
export const holdWallMs = 60_000
/** The longest a match runs from kick-off to full time (basketball with overtimes), for window arithmetic. */
const longestMatchMs = 4 * hour

interface Tracked {
  plan: MatchPlan
  key: string
  /** The match's own time before which its key cannot change (state.ts nextKeyChange): ticks skip it until then. */
  until: number
  published: FeedMatch
}

export class FeedSimulator implements FeedAdapter {
  readonly name = 'simulator'
  readonly speed: number
  readonly seed: number
  readonly #clock: FeedClock
  readonly #tickMs: number
  readonly #lookaheadMs: number
  readonly #keepMs: number
  readonly #tracked = new Map<number, Tracked>()
  /** Each match's own time, which the test controls below move. */
  readonly #times = new MatchTimes()
  readonly #listeners = new Set<FeedListener>()
  /** Matches the feed went silent on (a test control): their feed time when it did. */
  readonly #silent = new Map<number, number>()
  /** The feed time of the last tick: when the simulator last heard of every match it follows. */
  #heardAt: number
  /** Fixtures kicking off before this feed time are loaded. */
  #loadedUntil: number
  #timer: NodeJS.Timeout | undefined

  constructor(options: SimulatorOptions) {
    this.seed = options.seed
    this.speed = options.speed ?? 1
    this.#clock = options.clock
    this.#tickMs = options.tickMs ?? 200
    this.#lookaheadMs = options.lookaheadMs ?? 48 * hour
    this.#keepMs = options.keepMs ?? 12 * hour
    const now = this.#clock.now()
    this.#loadedUntil = now - this.#keepMs - longestMatchMs
    this.#heardAt = now
    this.#load(now)
  }

  now(): number {
    return this.#clock.now()
  }

  leagues(): FeedLeague[] {
    return leagueDefinitions.map((league) => ({
      id: league.id,
      sportType: league.sportType,
      name: league.name,
      country: league.country,
      hot: league.hot,
      sort: league.index,
    }))
  }

  teams(): FeedTeam[] {
    return leagueDefinitions.flatMap((league) =>
      league.teams.map((name, position) => ({
        id: teamId(league, position),
        leagueId: league.id,
        sportType: league.sportType,
        name,
        shortName: league.shortNames[position] ?? name.slice(0, 3).toUpperCase(),
      })),
    )
  }

  snapshot(): FeedMatch[] {
    return [...this.#tracked.values()].map((tracked) => tracked.published)
  }

  /** The plan of a match (tests and match/predict look at it). */
  plan(matchId: number): MatchPlan | null {
    const tracked = this.#tracked.get(matchId)
    if (tracked) return tracked.plan
    const fixture = fixtureById(this.seed, matchId)
    return fixture ? planMatch(this.seed, fixture) : null
  }

  lookup(matchId: number): FeedMatch | null {
    const plan = this.plan(matchId)
    return plan ? this.#stateOf(plan, matchId, this.#clock.now()) : null
  }

  matchModel(matchId: number): MatchModel | null {
    const plan = this.#tracked.get(matchId)?.plan
    const now = plan ? modelAt(plan, this.#times.timeOf(matchId, this.#clock.now())) : null
    if (!plan || !now) return null
    return { model: now.model, margins: plan.margins, key: `${this.seed}:${matchId}:${now.pricedAt}` }
  }

  lastHeard(matchId: number): number | null {
    if (!this.#tracked.has(matchId)) return null
    return this.#silent.get(matchId) ?? this.#heardAt
  }

  /**
   * Test control (never in production): the feed goes silent on one match, as a provider's connection for it may
   * (no change of it is published until `speak`), or speaks of it again (its changes meanwhile come at the next tick).
   */
  silence(matchId: number): void {
    if (this.#tracked.has(matchId) && !this.#silent.has(matchId)) this.#silent.set(matchId, this.#heardAt)
  }

  speak(matchId: number): void {
    this.#silent.delete(matchId)
  }

  /**
   * Test control (feed/control-socket.ts, never in production): plays one match to its end at once, as if its
   * clock ran ahead to full time (or to its planned cancellation), and publishes the change like any other. The
   * match stays over; every other match keeps the feed's time. Returns the match as published, or null for a match
   * that is not in the window.
   */
  finishNow(matchId: number): FeedMatch | null {
    const tracked = this.#tracked.get(matchId)
    if (!tracked) return null
    const now = this.#clock.now()
    this.#times.release(matchId, now)
    const over = tracked.plan.cancelAt ?? tracked.plan.end
    const ahead = over - (now - this.#times.pausedMs(matchId, now))
    if (ahead > 0) this.#times.runAhead(matchId, ahead)
    this.tick()
    return tracked.published
  }

  /**
   * Test control (feed/control-socket.ts, never in production): holds a live match still for `holdWallMs` of wall
   * time, from now (again: from now). The match pauses, as play does for an injury: its clock stops, no goal, card or
   * other incident happens, its prices and their statuses stay as they are (an open market stays open), and the
   * feed keeps speaking of it (no liveness suspension). When the hold ends the match resumes where it stopped and
   * plays the rest of its plan, finishing that much later: nothing is skipped and nothing is published late, and
   * every time it publishes is feed time (its plan's times moved by the pause). Returns the match and the feed
   * time the hold ends, or null for a match that is not live in the window.
   */
  hold(matchId: number): { match: FeedMatch; until: number } | null {
    const tracked = this.#tracked.get(matchId)
    if (!tracked) return null
    this.tick()
    if (tracked.published.status !== 'live') return null
    const now = this.#clock.now()
    const until = now + holdWallMs * this.speed
    this.#times.hold(matchId, now, until)
    return { match: tracked.published, until }
  }

  /** Ends a match's hold now (test control); false when it was not held. */
  release(matchId: number): boolean {
    const holding = this.#times.release(matchId, this.#clock.now())
    if (holding) this.tick()
    return holding
  }

  /** The match at feed time `now`: its plan at the match's own time, each time in it put back on the feed's. */
  #stateOf(plan: MatchPlan, matchId: number, now: number): FeedMatch {
    return this.#times.onFeedTime(matchId, matchAt(plan, this.#times.timeOf(matchId, now)))
  }

  subscribe(listener: FeedListener): () => void {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  async start(): Promise<void> {
    if (this.#timer) return
    this.#timer = setInterval(() => this.tick(), this.#tickMs)
    this.#timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer)
    this.#timer = undefined
  }

  /** Brings every match up to the clock's time; publishes and returns the changes. */
  tick(): FeedEvent[] {
    const now = this.#clock.now()
    this.#heardAt = now
    const events: FeedEvent[] = []
    for (const [id, tracked] of this.#tracked) {
      if (this.#silent.has(id)) continue
      this.#times.releaseIfOver(id, now)
      const at = this.#times.timeOf(id, now)
      if (at < tracked.until) continue
      const key = stateKey(tracked.plan, at)
      tracked.until = nextKeyChange(tracked.plan, at)
      if (key === tracked.key) continue
      const next = this.#stateOf(tracked.plan, id, now)
      diff(tracked.published, next, events)
      tracked.published = next
      tracked.key = key
    }
    for (const match of this.#load(now)) events.push({ kind: 'match', match })
    for (const [id, tracked] of this.#tracked) {
      const over = (tracked.plan.cancelAt ?? tracked.plan.end) + this.#times.pausedMs(id, now)
      if (over < now - this.#keepMs && tracked.published.status !== 'live') {
        this.#tracked.delete(id)
        this.#times.forget(id)
        this.#silent.delete(id)
        events.push({ kind: 'drop', matchId: id, at: now })
      }
    }
    if (events.length > 0) {
      for (const listener of this.#listeners) listener(events)
    }
    return events
  }

  /** Adds the fixtures that entered the window; returns their first state. */
  #load(now: number): FeedMatch[] {
    const until = now + this.#lookaheadMs
    if (until <= this.#loadedUntil) return []
    const added: FeedMatch[] = []
    for (const fixture of fixturesBetween(this.seed, this.#loadedUntil, until)) {
      const plan = planMatch(this.seed, fixture)
      if ((plan.cancelAt ?? plan.end) < now - this.#keepMs) continue
      const published = matchAt(plan, now)
      const tracked = { plan, key: stateKey(plan, now), until: nextKeyChange(plan, now), published }
      this.#tracked.set(fixture.id, tracked)
      added.push(published)
    }
    this.#loadedUntil = until
    return added
  }
}
