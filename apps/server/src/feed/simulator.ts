import type { FeedAdapter, FeedEvent, FeedLeague, FeedListener, FeedMatch, FeedTeam } from './adapter'
import type { MatchModel } from './builder-pricing'
import type { FeedClock } from './clock'
import { leagueDefinitions, teamId } from './leagues'
import { diff, shifted } from './match-events'
import { planMatch } from './match-plans'
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
  /** Feed ms a match runs ahead of the clock: only `finishNow` (a test control) sets one. */
  readonly #ahead = new Map<number, number>()
  /** A live match held still (a test control): the feed times its hold began and ends, and its own time then. */
  readonly #holds = new Map<number, { from: number; until: number; planAt: number }>()
  /** A match's holds that are over: at which time of its own each began and how many feed ms it lasted. */
  readonly #pauses = new Map<number, { planAt: number; ms: number }[]>()
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
    const now = plan ? modelAt(plan, this.#timeOf(matchId)) : null
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
    this.#release(matchId, now)
    const over = tracked.plan.cancelAt ?? tracked.plan.end
    const ahead = over - (now - this.#pausedMs(matchId, now))
    if (ahead > 0) this.#ahead.set(matchId, ahead)
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
    const held = this.#holds.get(matchId)
    const until = now + holdWallMs * this.speed
    if (held && held.until > now) held.until = until
    else {
      this.#release(matchId, now)
      this.#holds.set(matchId, { from: now, until, planAt: this.#timeOf(matchId, now) })
    }
    return { match: tracked.published, until }
  }

  /** Ends a match's hold now (test control); false when it was not held. */
  release(matchId: number): boolean {
    const now = this.#clock.now()
    const held = this.#holds.get(matchId)
    const holding = held !== undefined && held.until > now
    this.#release(matchId, now)
    if (holding) this.tick()
    return holding
  }

  /** Ends the match's hold at `now` at the latest and keeps it as a pause the match's own time runs behind by. */
  #release(matchId: number, now: number): void {
    const held = this.#holds.get(matchId)
    if (!held) return
    this.#holds.delete(matchId)
    const ms = Math.max(0, Math.min(now, held.until) - held.from)
    if (ms > 0) this.#pauses.set(matchId, [...(this.#pauses.get(matchId) ?? []), { planAt: held.planAt, ms }])
  }

  /** Feed ms the match has been held so far: its own time is the clock's less this. */
  #pausedMs(matchId: number, now: number): number {
    let ms = 0
    for (const pause of this.#pauses.get(matchId) ?? []) ms += pause.ms
    const held = this.#holds.get(matchId)
    return held ? ms + Math.max(0, Math.min(now, held.until) - held.from) : ms
  }

  /** The match's own time (its plan's) at feed time `now`. */
  #timeOf(matchId: number, now = this.#clock.now()): number {
    return now + (this.#ahead.get(matchId) ?? 0) - this.#pausedMs(matchId, now)
  }

  /**
   * The match at feed time `now`: its plan at the match's own time, each time in it put back on the feed's (what
   * happened after a pause began, later by that pause).
   */
  #stateOf(plan: MatchPlan, matchId: number, now: number): FeedMatch {
    const match = matchAt(plan, this.#timeOf(matchId, now))
    const pauses = this.#pauses.get(matchId)
    if (!pauses) return match
    return shifted(match, (at) =>
      pauses.reduce((time, pause) => (at > pause.planAt ? time + pause.ms : time), at),
    )
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
      const held = this.#holds.get(id)
      if (held && held.until <= now) this.#release(id, now)
      const at = this.#timeOf(id, now)
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
      const over = (tracked.plan.cancelAt ?? tracked.plan.end) + this.#pausedMs(id, now)
      if (over < now - this.#keepMs && tracked.published.status !== 'live') {
        this.#tracked.delete(id)
        this.#ahead.delete(id)
        this.#holds.delete(id)
        this.#pauses.delete(id)
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
