import type { ServerContext } from '../context'
import type { Database } from '../db'
import { MatchBook } from '../matches/book'
import { FeedLiveness } from '../matches/liveness'
import { MatchStore, type SettledListener } from '../matches/store'
import type { FeedAdapter } from './adapter'
import { type FeedClock, ScaledClock, type StreamClock, wallStreamClock } from './clock'
import { type FeedControl, startFeedControl } from './control-socket'
import { type Leadership, redisLeadership, soleLeadership } from './leader'
import { FeedSimulator } from './simulator'

/**
 * The running feed of one server: the adapter (the simulator unless an operator plugs another), the match book
 * it feeds, the store that persists it, and who leads (feed/leader.ts). `startFeed` builds it; the server decorates
 * its instance with it (`app.feed`, or `matchesOf(ctx)` for routes, sockets and bets).
 */
export interface FeedRuntime {
  readonly feed: FeedAdapter
  readonly book: MatchBook
  readonly store: MatchStore
  /** Feed ms per wall ms. */
  readonly speed: number
  /** The server's wall clock for the stream's heartbeat and the liveness checks (tests step a manual one). */
  readonly streamClock: StreamClock
  /** Suspends the markets of a live match the feed went silent on (matches/liveness.ts). */
  readonly liveness: FeedLiveness
  /** True when this node writes the feed and pushes its changes (always, without REDIS_URL). */
  isLeader(): boolean
  /** Results are in the database for these matches: settle their orders (called on the leader only). */
  onSettled(listener: SettledListener): () => void
  /** Called with true when this node takes the feed's lead and false when it loses it (feed/leader.ts). */
  onLeadership(listener: (leader: boolean) => void): () => void
  stop(): Promise<void>
}

export interface StartFeedOptions {
  /** Another source of matches (a real provider); the simulator by default. */
  adapter?: FeedAdapter
  /** The simulator's clock (tests step a ManualClock); by default wall time scaled by FEED_SPEED. */
  clock?: FeedClock
  /** Leave the simulator's timer off (tests call tick() themselves). */
  manual?: boolean
  /** How often the store writes (wall ms). */
  flushMs?: number
  /**
   * The wall clock of the heartbeat and the liveness checks (every second); the wall by default. With `manual` and
   * no clock given the liveness is only checked when a test calls `liveness.check()`.
   */
  streamClock?: StreamClock
  /** A test control's Unix socket (control-socket.ts); `FEED_CONTROL_SOCKET` by default. Refused in production. */
  controlSocket?: string
}

/** The feed runtime of a server: the instance's `feed` decoration (app.ts). */
export function matchesOf(ctx: ServerContext): FeedRuntime {
  if (!ctx.app.hasDecorator('feed')) throw new Error('the feed is not started on this server (startFeed)')
  return ctx.app.feed
}

/**
 * The feed clock continues the timeline kept in the database (feed_state), so a restart or a second node on the
 * same database shows the same matches at the same moment; at FEED_SPEED=1 feed time is wall time.
 */
export async function feedClockOf(db: Database, name: string, speed: number): Promise<ScaledClock> {
  const wall = Date.now()
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(87871000)')
    const [row] = await tx.query<{ anchor_wall: number; anchor_feed: number; speed: number }>(
      'SELECT anchor_wall, anchor_feed, speed FROM feed_state WHERE name = $1',
      [name],
    )
    if (row && Number(row.speed) === speed) {
      return new ScaledClock({
        speed,
        anchorWall: Number(row.anchor_wall),
        anchorFeed: Number(row.anchor_feed),
      })
    }
    const feedNow = row
      ? new ScaledClock({
          speed: Number(row.speed),
          anchorWall: Number(row.anchor_wall),
          anchorFeed: Number(row.anchor_feed),
        }).now()
      : wall
    await tx.query(
      `INSERT INTO feed_state (name, anchor_wall, anchor_feed, speed) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO UPDATE SET anchor_wall = EXCLUDED.anchor_wall, anchor_feed = EXCLUDED.anchor_feed,
       speed = EXCLUDED.speed, updated_at = now()`,
      [name, wall, feedNow, speed],
    )
    return new ScaledClock({ speed, anchorWall: wall, anchorFeed: feedNow })
  })
}

export async function startFeed(ctx: ServerContext, options: StartFeedOptions = {}): Promise<FeedRuntime> {
  const { config, db, log } = ctx
  const speed = config.feedSpeed
  const controlSocket = options.controlSocket ?? process.env.FEED_CONTROL_SOCKET
  if (controlSocket && config.production) {
    throw new Error('FEED_CONTROL_SOCKET is a test control: refused in production')
  }
  const feed =
    options.adapter ??
    new FeedSimulator({
      seed: config.feedSeed,
      speed,
      clock: options.clock ?? (await feedClockOf(db, `simulator:${config.feedSeed}`, speed)),
    })
  const book = new MatchBook(feed)
  const store = new MatchStore(db, book, log)
  const unsubscribe = feed.subscribe((events) => store.note(book.apply(events)))
  const streamClock = options.streamClock ?? wallStreamClock
  const liveness = new FeedLiveness(feed, book, (changes) => store.note(changes))
  const stopLiveness =
    options.manual && !options.streamClock ? () => undefined : streamClock.every(1000, () => liveness.check())
  const leadership: Leadership = config.redisUrl
    ? await redisLeadership(config.redisUrl, `sportsbook:feed-leader:${feed.name}:${config.feedSeed}`, log)
    : soleLeadership()

  // Taking and losing the lead run one after the other, never interleaved.
  let turn: Promise<void> = Promise.resolve()
  const follow = (leader: boolean) => {
    turn = turn
      .then(() => (leader ? store.activate(feed, options.flushMs) : store.deactivate()))
      .catch((error: unknown) => log.error({ err: error }, 'feed leadership change failed'))
    return turn
  }
  const stopFollowing = leadership.onChange((leader) => void follow(leader))
  if (leadership.isLeader()) await follow(true)
  if (!options.manual) await feed.start()
  const control: FeedControl | null = controlSocket
    ? await startFeedControl(feed, controlSocket, { production: config.production, log })
    : null
  log.info(
    { feed: feed.name, seed: config.feedSeed, speed: feed.speed, leader: leadership.isLeader() },
    'feed started',
  )

  let stopped = false
  const runtime: FeedRuntime = {
    feed,
    book,
    store,
    speed: feed.speed,
    streamClock,
    liveness,
    isLeader: () => leadership.isLeader(),
    onSettled: (listener) => store.onSettled(listener),
    onLeadership: (listener) => leadership.onChange(listener),
    async stop() {
      if (stopped) return
      stopped = true
      await control?.close()
      stopLiveness()
      await feed.stop()
      unsubscribe()
      stopFollowing()
      await turn
      await store.deactivate()
      await leadership.stop()
    },
  }
  return runtime
}
