import type { ProtectionSettings } from '@sportsbook/sdk'
import { protectionDefaults } from '@sportsbook/sdk/protocol'
import { useSportsbook } from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import { useSite } from '../site-context'

const defaults: ProtectionSettings = {
  ...protectionDefaults,
  limitPeriods: [...protectionDefaults.limitPeriods],
  timeOutDurations: [...protectionDefaults.timeOutDurations],
  selfExclusionDurations: [...protectionDefaults.selfExclusionDurations],
  realityCheckMinutes: [...protectionDefaults.realityCheckMinutes],
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0

/** The answer's settings field by field, each the default where the answer has none fit to use. */
function readSettings(value: unknown): ProtectionSettings {
  if (typeof value !== 'object' || value === null) return defaults
  const given = value as Record<string, unknown>
  const pick = <K extends keyof ProtectionSettings>(key: K, fits: (item: unknown) => boolean) => {
    const item = given[key]
    return (fits(item) ? item : defaults[key]) as ProtectionSettings[K]
  }
  const isNumber = (item: unknown) => typeof item === 'number' && Number.isFinite(item)
  return {
    limitPeriods: pick('limitPeriods', isList),
    timeOutDurations: pick('timeOutDurations', isList),
    selfExclusionDurations: pick('selfExclusionDurations', isList),
    realityCheckMinutes: pick('realityCheckMinutes', isList),
    increaseDelayHours: pick('increaseDelayHours', isNumber),
    minAge: pick('minAge', isNumber),
  }
}

/**
 * The brand's protection settings (`api/sysinit` → `protection`, PROTOCOL.md section 11): periods, break
 * lengths, reality-check intervals, the increase delay and the minimum age. The protocol's defaults until the
 * answer arrives, and when it carries none or a malformed one.
 */
export function useProtectionSettings(): ProtectionSettings {
  const sportsbook = useSportsbook()
  const { started } = useSite()
  const [settings, setSettings] = useState(defaults)
  useEffect(() => {
    let current = true
    // After the first paint's network work, as every sysinit reader of the site.
    started
      .then(() => sportsbook.sysinit())
      .then((answer) => {
        if (current) setSettings(readSettings(answer.protection))
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [sportsbook, started])
  return settings
}
