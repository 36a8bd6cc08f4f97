import {
  type BettingSettings,
  defaultBettingSettings,
  type SportType,
} from '@sportsbook/sdk/protocol/schemas'
import type { ServerConfig } from '../config'

/** A brand's betting settings (`api/sysinit` → `betting`): its `betting` in `BRANDS`, else the defaults. */
export function bettingSettingsOf(config: Pick<ServerConfig, 'brands'>, productNo: number): BettingSettings {
  return config.brands.get(productNo)?.betting ?? defaultBettingSettings()
}

/** The in-play delay of a live leg of `sportType` for the brand (ms; 0: none). */
export function liveDelayOf(settings: BettingSettings, sportType: SportType | number): number {
  return settings.liveDelayMs[String(sportType)] ?? 0
}

/**
 * A brand's `betting` object of `BRANDS`: `liveDelayMs` maps sport types to 0–60000 ms; a sport left out keeps
 * its default. Answers the reason as text when it is wrong (brands.ts names the brand).
 */
export function parseBettingSettings(value: unknown): BettingSettings | string {
  const settings = defaultBettingSettings()
  if (value === undefined) return settings
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'betting is not an object'
  const delays = (value as Record<string, unknown>).liveDelayMs
  if (delays === undefined) return settings
  if (typeof delays !== 'object' || delays === null || Array.isArray(delays)) {
    return 'betting.liveDelayMs is not an object'
  }
  for (const [sport, ms] of Object.entries(delays)) {
    if (
      !/^\d{1,3}$/.test(sport) ||
      typeof ms !== 'number' ||
      !Number.isInteger(ms) ||
      ms < 0 ||
      ms > 60_000
    ) {
      return `betting.liveDelayMs.${sport} is not a whole number of ms from 0 to 60000`
    }
    settings.liveDelayMs[sport] = ms
  }
  return settings
}
