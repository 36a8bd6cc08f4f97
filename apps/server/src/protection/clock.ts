/**
 * The protection clock: periods, breaks, pending increases and reality checks are counted on it. It is the wall
 * clock until a test moves it forward (`advance`): the ledger and the database stamp rows with the wall clock,
 * so the clock keeps each step it took and converts between the two (a row stamped before a step is that much
 * older on this clock), and the rolling periods read the ledger in wall time.
 */
export class ProtectionClock {
  /** Steps taken, in the order taken: from wall time `at` on, this clock runs `by` ms ahead (cumulative). */
  #steps: { at: number; ahead: number }[] = []

  now(): number {
    return Date.now() + this.#ahead()
  }

  /** Moves the clock forward by `ms` from now on (tests). */
  advance(ms: number): void {
    if (ms < 0) throw new Error('the protection clock only moves forward')
    this.#steps.push({ at: Date.now(), ahead: this.#ahead() + ms })
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
