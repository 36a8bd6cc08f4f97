/**
 * The protection clock: periods, breaks, pending increases and reality checks are counted on it. It is the wall
 * clock until a test moves it forward (`advance`): the ledger and the database stamp rows with the wall clock,
 * so the clock keeps each step it took and converts between the two (a row stamped before a step is that much
 * older on this clock), and the rolling periods read the ledger in wall time.
 */
/** How far apart the database's and this process's wall clocks may read (ms). */
const stepMarginMs = 3

export class ProtectionClock {
  /** Steps taken, in the order taken: from wall time `at` on, this clock runs `by` ms ahead (cumulative). */
  #steps: { at: number; ahead: number }[] = []

  now(): number {
    return Date.now() + this.#ahead()
  }

  /**
   * Moves the clock forward by `ms` from now on (tests). The database stamps rows by its own reading of the wall
   * clock, a millisecond or so apart from this process's: the step falls between a margin before and after it, so a
   * row written just before the call is older than the step and one written just after is newer.
   */
  advance(ms: number): void {
    if (ms < 0) throw new Error('the protection clock only moves forward')
    const called = Date.now()
    while (Date.now() < called + 2 * stepMarginMs) {
      // A few milliseconds, once per step, in tests only.
    }
    this.#steps.push({ at: called + stepMarginMs, ahead: this.#ahead() + ms })
  }

  /** Back to the wall clock (tests, between files). */
  reset(): void {
    this.#steps = []
  }

  /** This clock's time of a wall-clock stamp. */
  ofWall(wall: number): number {
    let ahead = 0
    for (const step of this.#steps) if (step.at <= wall) ahead = step.ahead
    return wall + ahead
  }

  /** The first wall-clock stamp whose time on this clock is `time` or later (its rows are counted from it). */
  wallOf(time: number): number {
    const bounds = [{ at: Number.NEGATIVE_INFINITY, ahead: 0 }, ...this.#steps]
    for (let index = 0; index < bounds.length; index += 1) {
      const { at, ahead } = bounds[index]!
      const next = bounds[index + 1]?.at ?? Number.POSITIVE_INFINITY
      const wall = Math.max(at, time - ahead)
      if (wall < next) return wall
    }
    return time
  }

  #ahead(): number {
    return this.#steps.at(-1)?.ahead ?? 0
  }
}

/**
 * The server's protection clock. One per process: the session store, user info and the money paths read it
 * without a handle on the server (tests in a worker share it and reset it).
 */
export const protectionClock = new ProtectionClock()
