import {
  type LimitPeriod,
  limitPeriods,
  type ProtectionSettings,
  protectionDefaults,
  type SelfExclusionDuration,
  selfExclusionDurations,
  type TimeOutDuration,
  timeOutDurations,
} from '@sportsbook/sdk/protocol'
import type { ServerConfig } from '../config'

/** A brand's protection settings (PROTOCOL.md section 11): its `protection` in `BRANDS`, else the defaults. */
export function protectionSettingsOf(
  config: Pick<ServerConfig, 'brands'>,
  productNo: number,
): ProtectionSettings {
  return config.brands.get(productNo)?.protection ?? defaultProtectionSettings()
}

export function defaultProtectionSettings(): ProtectionSettings {
  return {
    limitPeriods: [...protectionDefaults.limitPeriods],
    timeOutDurations: [...protectionDefaults.timeOutDurations],
    selfExclusionDurations: [...protectionDefaults.selfExclusionDurations],
    realityCheckMinutes: [...protectionDefaults.realityCheckMinutes],
    increaseDelayHours: protectionDefaults.increaseDelayHours,
    minAge: protectionDefaults.minAge,
  }
}

/** A list of `BRANDS` whose items are all among `allowed`, or undefined when it breaks that. */
function subsetOf<T>(value: unknown, allowed: readonly T[]): T[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  return value.every((item) => allowed.includes(item as T)) ? [...new Set(value as T[])] : undefined
}

/**
 * A brand's `protection` object of `BRANDS`: any field left out keeps its default; the lists may only narrow the
 * protocol's choices. Answers the reason as text when a field is wrong (brands.ts names the brand).
 */
export function parseProtectionSettings(value: unknown): ProtectionSettings | string {
  const defaults = defaultProtectionSettings()
  if (value === undefined) return defaults
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'protection is not an object'
  const item = value as Record<string, unknown>
  const periods =
    item.limitPeriods === undefined
      ? defaults.limitPeriods
      : subsetOf<LimitPeriod>(item.limitPeriods, limitPeriods)
  if (!periods) return 'protection.limitPeriods is not a list of day, week, month'
  const timeOuts =
    item.timeOutDurations === undefined
      ? defaults.timeOutDurations
      : subsetOf<TimeOutDuration>(item.timeOutDurations, timeOutDurations)
  if (!timeOuts) return `protection.timeOutDurations is not a list of ${timeOutDurations.join(', ')}`
  const exclusions =
    item.selfExclusionDurations === undefined
      ? defaults.selfExclusionDurations
      : subsetOf<SelfExclusionDuration>(item.selfExclusionDurations, selfExclusionDurations)
  if (!exclusions)
    return `protection.selfExclusionDurations is not a list of ${selfExclusionDurations.join(', ')}`
  const minutes = item.realityCheckMinutes ?? defaults.realityCheckMinutes
  if (
    !Array.isArray(minutes) ||
    !minutes.every((entry) => Number.isInteger(entry) && entry >= 0 && entry <= 1440)
  ) {
    return 'protection.realityCheckMinutes is not a list of whole minutes 0-1440'
  }
  const delay = item.increaseDelayHours ?? defaults.increaseDelayHours
  if (!Number.isInteger(delay) || (delay as number) < 0 || (delay as number) > 24 * 30) {
    return 'protection.increaseDelayHours is not whole hours 0-720'
  }
  const minAge = item.minAge ?? defaults.minAge
  if (!Number.isInteger(minAge) || (minAge as number) < 16 || (minAge as number) > 25) {
    return 'protection.minAge is not a whole age 16-25'
  }
  return {
    limitPeriods: periods,
    timeOutDurations: timeOuts,
    selfExclusionDurations: exclusions,
    realityCheckMinutes: [...new Set(minutes as number[])].sort((a, b) => a - b),
    increaseDelayHours: delay as number,
    minAge: minAge as number,
  }
}
