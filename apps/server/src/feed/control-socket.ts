import type { Logger } from 'pino'
import { startTestControl, type TestControl } from '../ops/test-control'
import type { FeedAdapter } from './adapter'
import { FeedSimulator, holdWallMs } from './simulator'

/**
 * The feed simulator's test control (`FEED_CONTROL_SOCKET=<path>`, ops/test-control.ts): end-to-end suites play a
 * match to its end at once instead of waiting for it on the feed clock, and hold a live match still while a live
 * bet waits out its in-play delay (at FEED_SPEED 60 the 5 s of delay are 5 minutes of play: a goal, a card or a
 * price move in them would reject the bet, as it should, and make the story a lottery).
 *
 *   finish <matchId>   → {"ok":true,"match":{"id":…,"status":"finished","score":{…}}}
 *   hold <matchId>     → {"ok":true,"match":{…,"status":"live"},"heldForMs":60000}
 *   release <matchId>  → {"ok":true,"held":true}
 *
 * `hold` pauses a live match for a minute of wall time from now (FeedSimulator.hold): its clock stops, nothing
 * happens in it and its prices stay as they are (an open market stays open, a suspended one suspended), while the
 * feed keeps speaking of it; then it resumes where it stopped and ends that much later. Holding it again restarts
 * the minute; `release` resumes it now. Every other match keeps the feed's time.
 */
export class FeedControlError extends Error {
  override readonly name = 'FeedControlError'
}

export type FeedControl = TestControl

export async function startFeedControl(
  feed: FeedAdapter,
  path: string,
  options: { production: boolean; log: Logger },
): Promise<FeedControl> {
  if (options.production)
    throw new FeedControlError('FEED_CONTROL_SOCKET is a test control: refused in production')
  if (!(feed instanceof FeedSimulator))
    throw new FeedControlError('FEED_CONTROL_SOCKET needs the feed simulator')
  return startTestControl(
    path,
    {
      finish: {
        usage: 'finish <matchId>',
        run(argument) {
          if (!/^\d+$/.test(argument)) return { ok: false, error: `"${argument}" is no match id` }
          const match = feed.finishNow(Number(argument))
          if (!match) return { ok: false, error: `no match ${argument} in the feed's window` }
          return { ok: true, match: { id: match.id, status: match.status, score: match.score } }
        },
      },
      hold: {
        usage: 'hold <matchId>',
        run(argument) {
          if (!/^\d+$/.test(argument)) return { ok: false, error: `"${argument}" is no match id` }
          const held = feed.hold(Number(argument))
          if (!held) return { ok: false, error: `no live match ${argument} in the feed's window` }
          const { match } = held
          return {
            ok: true,
            match: { id: match.id, status: match.status, score: match.score, clock: match.clock },
            heldForMs: holdWallMs,
          }
        },
      },
      release: {
        usage: 'release <matchId>',
        run(argument) {
          if (!/^\d+$/.test(argument)) return { ok: false, error: `"${argument}" is no match id` }
          return { ok: true, held: feed.release(Number(argument)) }
        },
      },
    },
    { ...options, name: 'FEED_CONTROL_SOCKET' },
  )
}
