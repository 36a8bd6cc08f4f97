import type { MatchTag } from '@sportsbook/sdk/protocol'

/** The list tabs of the home page: live, today, early (after today), favourites (members). */
export type MatchFilter = Extract<MatchTag, 'live' | 'today' | 'early' | 'favorite'>

export const matchFilters: readonly MatchFilter[] = ['live', 'today', 'early', 'favorite']
