import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MatchClock, SportType } from '@sportsbook/sdk/protocol'

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The clock's reading now: football counts up over the match, basketball down within the period; while
 * running, the feed time since `at` is added (or taken). `now` is the feed's time; null shows the last reading.
 */
export function clockSeconds(
  clock: MatchClock,
  sportType: SportType,
  now: number | null | undefined,
): number {
  const elapsed = clock.running && now ? Math.max(0, (now - clock.at) / 1000) : 0
  return sportType === 2 ? Math.max(0, clock.seconds - elapsed) : clock.seconds + elapsed
}

/** The clock as a live match shows it: 23', 45+2', HT, Q3 05:32, Break, FT. Null before kick-off. */
export function clockText(
  i18n: I18n,
  clock: MatchClock | null | undefined,
  sportType: SportType,
  now?: number | null,
): string | null {
  if (!clock || clock.period === 'pre') return null
  switch (clock.period) {
    case 'HT':
      return i18n._(msg`Half-time`)
    case 'BREAK':
      return i18n._(msg`Break`)
    case 'FT':
      return i18n._(msg`Full time`)
    default:
      break
  }
  const seconds = clockSeconds(clock, sportType, now)
  if (sportType === 1) {
    const minute = Math.floor(seconds / 60) + 1
    const end = clock.period === '1H' ? 45 : 90
    return minute > end ? `${end}+${minute - end}'` : `${minute}'`
  }
  const shown = Math.ceil(seconds)
  const time = `${pad(Math.floor(shown / 60))}:${pad(shown % 60)}`
  if (clock.period === 'OT') return `${i18n._(msg`OT`)} ${time}`
  const quarter = clock.period.slice(1)
  return `${i18n._(msg`Q${quarter}`)} ${time}`
}
