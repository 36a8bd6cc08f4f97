/**
 * Feed time. The simulator never reads the wall clock itself: it asks a `FeedClock`, so tests step time by hand
 * and demos run it faster (FEED_SPEED, DESIGN.md section 4). All feed times are milliseconds since the epoch.
 */
export interface FeedClock {
  /** The feed's current time (ms since the epoch). */
  now(): number
}

/** A clock that only moves when told: tests step it and then call the simulator's `tick`. */
export class ManualClock implements FeedClock {
  #now: number

  constructor(start: number) {
    this.#now = start
  }

  now(): number {
    return this.#now
  }

  advance(ms: number): number {
    if (ms < 0) throw new RangeError('a feed clock never goes back')
    this.#now += ms
    return this.#now
  }

  set(time: number): void {
    if (time < this.#now) throw new RangeError('a feed clock never goes back')
    this.#now = time
  }
}

export interface ScaledClockOptions {
  /** How many feed milliseconds pass per wall millisecond (FEED_SPEED; 1 = real time). */
  speed: number
  /** A wall time and the feed time it maps to: feed = anchorFeed + (wall - anchorWall) * speed. */
  anchorWall: number
  anchorFeed: number
  wallNow?: () => number
}

/**
 * Wall time scaled by a speed-up factor around an anchor. The anchor is kept in the database (feed_state), so a
 * restarted server, or a second server on the same database, continues the same timeline instead of jumping.
 */
export class ScaledClock implements FeedClock {
  readonly speed: number
  readonly anchorWall: number
  readonly anchorFeed: number
  readonly #wallNow: () => number

  constructor(options: ScaledClockOptions) {
    if (!(options.speed > 0)) throw new RangeError('FEED_SPEED must be above 0')
    this.speed = options.speed
    this.anchorWall = options.anchorWall
    this.anchorFeed = options.anchorFeed
    this.#wallNow = options.wallNow ?? Date.now
  }

  now(): number {
    return Math.floor(this.anchorFeed + (this.#wallNow() - this.anchorWall) * this.speed)
  }

  /** The wall time at which the feed reaches `feedTime`. */
  wallAt(feedTime: number): number {
    return this.anchorWall + (feedTime - this.anchorFeed) / this.speed
  }
}

/**
 * The server's own clock for what runs on wall time beside the feed: the match socket's heartbeat every 5 s and the
 * feed's liveness check (matches/liveness.ts). Tests pass a ManualStreamClock and step it.
 */
export interface StreamClock {
  /** Wall time (ms since the epoch). */
  now(): number
  /** Calls `task` every `ms`; returns the function that stops it. */
  every(ms: number, task: () => void): () => void
}

export const wallStreamClock: StreamClock = {
  now: () => Date.now(),
  every(ms, task) {
    const timer = setInterval(task, ms)
    timer.unref()
    return () => clearInterval(timer)
  },
}

/** A stream clock that moves only when a test advances it, running the tasks that fall due on the way, in order. */
export class ManualStreamClock implements StreamClock {
  #now: number
  readonly #tasks = new Set<{ ms: number; next: number; task: () => void }>()

  constructor(start: number) {
    this.#now = start
  }

  now(): number {
    return this.#now
  }

  every(ms: number, task: () => void): () => void {
    const entry = { ms, next: this.#now + ms, task }
    this.#tasks.add(entry)
    return () => {
      this.#tasks.delete(entry)
    }
  }

  advance(ms: number): void {
    if (ms < 0) throw new RangeError('a clock never goes back')
    const until = this.#now + ms
    for (;;) {
      let due: { ms: number; next: number; task: () => void } | undefined
      for (const entry of this.#tasks) if (entry.next <= until && (!due || entry.next < due.next)) due = entry
      if (!due) break
      this.#now = due.next
      due.next += due.ms
      due.task()
    }
    this.#now = until
  }
}
