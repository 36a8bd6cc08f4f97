import type { FeedMatch } from './adapter'
import { shifted } from './match-events'

/**
 * Each match's own time (its plan's) against the feed's, as the simulator's test controls move it: ahead once it is
 * finished at once, still while it is held, and behind by the holds that are over. A match no control touched runs
 * on the feed's time.
 */
export class MatchTimes {
  /** Feed ms a match runs ahead of the clock: only `finishNow` (a test control) sets one. */
  readonly #ahead = new Map<number, number>()
  /** A live match held still (a test control): the feed times its hold began and ends, and its own time then. */
  readonly #holds = new Map<number, { from: number; until: number; planAt: number }>()
  /** A match's holds that are over: at which time of its own each began and how many feed ms it lasted. */
  readonly #pauses = new Map<number, { planAt: number; ms: number }[]>()

  /** The match's own time (its plan's) at feed time `now`. */
  timeOf(matchId: number, now: number): number {
    return now + (this.#ahead.get(matchId) ?? 0) - this.pausedMs(matchId, now)
  }

  /** Feed ms the match has been held so far: its own time is the clock's less this. */
  pausedMs(matchId: number, now: number): number {
    let ms = 0
    for (const pause of this.#pauses.get(matchId) ?? []) ms += pause.ms
    const held = this.#holds.get(matchId)
    return held ? ms + Math.max(0, Math.min(now, held.until) - held.from) : ms
  }

  /** The match runs `ms` feed ms ahead of the clock from now on. */
  runAhead(matchId: number, ms: number): void {
    this.#ahead.set(matchId, ms)
  }

  /** Holds the match still from `now` until `until`; a hold under way is only made longer. */
  hold(matchId: number, now: number, until: number): void {
    const held = this.#holds.get(matchId)
    if (held && held.until > now) held.until = until
    else {
      this.release(matchId, now)
      this.#holds.set(matchId, { from: now, until, planAt: this.timeOf(matchId, now) })
    }
  }

  /**
   * Ends the match's hold at `now` at the latest and keeps it as a pause the match's own time runs behind by.
   * True when the hold was still under way at `now`.
   */
  release(matchId: number, now: number): boolean {
    const held = this.#holds.get(matchId)
    if (!held) return false
    this.#holds.delete(matchId)
    const ms = Math.max(0, Math.min(now, held.until) - held.from)
    if (ms > 0) this.#pauses.set(matchId, [...(this.#pauses.get(matchId) ?? []), { planAt: held.planAt, ms }])
    return held.until > now
  }

  /** Releases the match's hold when its time is up by `now`. */
  releaseIfOver(matchId: number, now: number): void {
    const held = this.#holds.get(matchId)
    if (held && held.until <= now) this.release(matchId, now)
  }

  /** The match with each time in it put back on the feed's: what happened after a pause began, later by that pause. */
  onFeedTime(matchId: number, match: FeedMatch): FeedMatch {
    const pauses = this.#pauses.get(matchId)
    if (!pauses) return match
    return shifted(match, (at) =>
      pauses.reduce((time, pause) => (at > pause.planAt ? time + pause.ms : time), at),
    )
  }

  forget(matchId: number): void {
    this.#ahead.delete(matchId)
    this.#holds.delete(matchId)
    this.#pauses.delete(matchId)
  }
}
