import type { ServerConfig } from '../src/config'
import type { BetServer } from './bets-support'
import { startHandDrivenServer } from './support/shared-server'

/**
 * A server of its own settings (metrics, logs, Redis) for the operations tests, shaped like the shared one so the
 * bet helpers work on it: its feed moves only by hand and the crash rounds are paused.
 */
export function startOpsServer(overrides: Partial<ServerConfig>): Promise<BetServer> {
  return startHandDrivenServer(overrides)
}

/** The value of one series line (`name{labels} value`) of a Prometheus text, or null when it is absent. */
export function seriesValue(text: string, series: string): number | null {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1))
  }
  return null
}
