import type { ServerConfig } from '../src/config'
import { ManualClock } from '../src/feed/clock'
import { matchesOf } from '../src/feed/runtime'
import type { FeedSimulator } from '../src/feed/simulator'
import { crashEngineOf } from '../src/games/house/crash/crash-engine'
import type { BetServer } from './bets-support'
import { createTestClient } from './support/client'
import { startTestServer } from './support/start-server'

/**
 * A server of its own settings (metrics, logs, Redis) for the operations tests, shaped like the shared one so the
 * bet helpers work on it: its feed moves only by hand and the crash rounds are paused.
 */
export async function startOpsServer(overrides: Partial<ServerConfig>): Promise<BetServer> {
  const clock = new ManualClock(Date.now())
  const server = await startTestServer(overrides, { feed: { clock, manual: true, flushMs: 3_600_000 } })
  crashEngineOf(server.ctx)?.pause()
  const runtime = matchesOf(server.ctx)
  return {
    server,
    client: createTestClient(server.url),
    clock,
    runtime,
    simulator: runtime.feed as FeedSimulator,
  }
}

/** The value of one series line (`name{labels} value`) of a Prometheus text, or null when it is absent. */
export function seriesValue(text: string, series: string): number | null {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1))
  }
  return null
}
