import type { MatchTag } from '@sportsbook/sdk/protocol'
import type { BookMatch, MatchBook } from './book'

/** Filters of match/list and api/matchList over the book (the feed's window). */
export interface ListFilters {
  sportType?: 1 | 2
  status?: 'live' | 'upcoming' | 'finished' | 'cancelled'
  leagueId?: number
  date?: string | number
  tag?: MatchTag
  favorite?: boolean
  favorites?: ReadonlySet<number>
  /** Feed time now. */
  now: number
}

const day = 86_400_000

/** A day filter: `YYYY-MM-DD` is a UTC day; a number is the start of the caller's day (ms). */
export function dayRange(date: string | number): [number, number] {
  const start = typeof date === 'number' ? date : Date.parse(`${date}T00:00:00Z`)
  return [start, start + day]
}

/** The end of the feed's current UTC day: "today" ends there, "early" starts there. */
export function endOfToday(now: number): number {
  return Math.floor(now / day) * day + day
}

function open(match: BookMatch): boolean {
  return match.status === 'live' || match.status === 'upcoming'
}

function byTag(match: BookMatch, tag: MatchTag, filters: ListFilters, book: MatchBook): boolean {
  switch (tag) {
    case 'live':
      return match.status === 'live'
    case 'today':
      return match.status === 'upcoming' && match.startTime < endOfToday(filters.now)
    case 'early':
      return match.status === 'upcoming' && match.startTime >= endOfToday(filters.now)
    case 'hot':
      return open(match) && (book.leagues.get(match.leagueId)?.hot ?? false)
    case 'favorite':
      return filters.favorites?.has(match.id) ?? false
  }
}

/**
 * The matches the filters keep: live and upcoming unless a status, a day or the favourites say otherwise; live
 * ones first, then by kick-off (finished and cancelled: the latest first).
 */
export function filterMatches(book: MatchBook, filters: ListFilters): BookMatch[] {
  const range = filters.date === undefined ? null : dayRange(filters.date)
  const kept = book.all().filter((match) => {
    if (filters.sportType !== undefined && match.sportType !== filters.sportType) return false
    if (filters.leagueId !== undefined && match.leagueId !== filters.leagueId) return false
    if (range && (match.startTime < range[0] || match.startTime >= range[1])) return false
    if (filters.favorite && !filters.favorites?.has(match.id)) return false
    if (filters.tag && !byTag(match, filters.tag, filters, book)) return false
    if (filters.status) return match.status === filters.status
    return range !== null || filters.favorite === true || filters.tag === 'favorite' || open(match)
  })
  const rank = (match: BookMatch) => (match.status === 'live' ? 0 : match.status === 'upcoming' ? 1 : 2)
  return kept.sort((a, b) => {
    const order = rank(a) - rank(b)
    if (order !== 0) return order
    return rank(a) === 2 ? b.startTime - a.startTime || b.id - a.id : a.startTime - b.startTime || a.id - b.id
  })
}

/** A search keyword as a case-insensitive test. */
export function matcherOf(keyword: string): (text: string) => boolean {
  const needle = keyword.trim().toLocaleLowerCase()
  return (text) => text.toLocaleLowerCase().includes(needle)
}
