import type { Logger } from 'pino'
import { startTestControl, type TestControl } from '../ops/test-control'
import type { FeedAdapter } from './adapter'
import { FeedSimulator } from './simulator'

/**
 * The feed simulator's test control (`FEED_CONTROL_SOCKET=<path>`, ops/test-control.ts): end-to-end suites play a
 * match to its end at once instead of waiting for it on the feed clock.
 *
 *   finish <matchId>   → {"ok":true,"match":{"id":…,"status":"finished","score":{…}}}
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
    },
    { ...options, name: 'FEED_CONTROL_SOCKET' },
  )
}
