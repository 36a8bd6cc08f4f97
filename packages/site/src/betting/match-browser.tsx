import { useLingui } from '@lingui/react'
import type { Match, SportType } from '@sportsbook/sdk/protocol'
import {
  bettingMessages,
  ErrorState,
  LeagueList,
  LiveMatchRow,
  LoadingState,
  MatchList,
  OddsFormatSetting,
  SportsTabs,
  StreamDelayNote,
  Tabs,
  useMatches,
  useOddsFormat,
  useSportsbookQuery,
  useWatchMatches,
} from '@sportsbook/ui'
import { useSetAtom } from 'jotai'
import { memo, useCallback, useDeferredValue, useId, useState } from 'react'
import { loginWindowOpenAtom } from '../shell/dialog-state'
import { type MatchFilter, matchFilters } from './match-filters'
import { useRemoteOf } from './remote'
import { errorMessage } from './session-status'
import { useFavourites } from './use-favourites'

const listPollMs = 60_000

const BrowserRow = memo(function BrowserRow({
  match,
  favorite,
  onFavourite,
  compact,
}: {
  match: Match
  favorite: boolean
  onFavourite: (matchId: number, favorite: boolean) => void
  compact: boolean
}) {
  const onFavoriteChange = useCallback(
    (next: boolean) => onFavourite(match.id, next),
    [onFavourite, match.id],
  )
  return (
    <LiveMatchRow
      match={match}
      href={`#/match/${match.id}`}
      favorite={favorite}
      onFavoriteChange={compact ? undefined : onFavoriteChange}
      compact={compact}
    />
  )
})

/**
 * The match lists of #/index and #/mini: sports tabs, live / today / early / favourites, the leagues (hot first),
 * a search, and live rows. The rows' matches seed the live odds store and the match socket follows them.
 */
export function MatchBrowser({ variant }: { variant: 'full' | 'mini' }) {
  const { i18n } = useLingui()
  const mini = variant === 'mini'
  const [sport, setSport] = useState<SportType>(1)
  const [filter, setFilter] = useState<MatchFilter>('live')
  const [league, setLeague] = useState<number | null>(null)
  const [keyword, setKeyword] = useState('')
  const search = useDeferredValue(keyword.trim())
  const [format, setFormat] = useOddsFormat()
  const openLogin = useSetAtom(loginWindowOpenAtom)
  const panelId = useId()

  // Counts, stars and lists are the player's own: their keys carry the session, so a login or logout reads them
  // again.
  const counts = useRemoteOf(
    useSportsbookQuery('matches', 'count', { sportType: sport }, { refetchInterval: listPollMs }),
  )
  const favourites = useFavourites({
    onSaved: () => {
      counts.reload()
      if (filter === 'favorite') list.reload()
    },
  })
  const leagues = useRemoteOf(
    useSportsbookQuery('matches', 'leagues', { sportType: sport }, { enabled: !mini }),
  )
  const searching = !mini && search.length > 0
  const favouritesLocked = filter === 'favorite' && !favourites.member
  const page = useMatches(
    { sportType: sport, tag: filter, leagueId: league ?? undefined, pageSize: 100 },
    { enabled: !searching && !favouritesLocked, refetchInterval: listPollMs },
  )
  const found = useSportsbookQuery(
    'matches',
    'search',
    { keyword: search, sportType: sport },
    { enabled: searching, refetchInterval: listPollMs },
  )
  const list = useRemoteOf<unknown>(searching ? found : page)
  const matches: Match[] | undefined = searching ? found.data?.matches : page.data?.list
  // useMatches reads its page again after a reconnect of the match socket; search results are read here.
  useWatchMatches(matches, { reload: searching ? list.reload : undefined })

  const sports = counts.data?.sports
  const sportCounts = sports
    ? Object.fromEntries(sports.map((entry) => [entry.sportType, entry.live + entry.upcoming]))
    : undefined
  const filterCount = (value: MatchFilter) => {
    const data = counts.data
    if (!data) return undefined
    return value === 'live'
      ? data.live
      : value === 'today'
        ? data.today
        : value === 'early'
          ? data.early
          : data.favorite
  }
  const filterNames: Record<MatchFilter, string> = {
    live: i18n._(bettingMessages.live),
    today: i18n._(bettingMessages.today),
    early: i18n._(bettingMessages.early),
    favorite: i18n._(bettingMessages.favourites),
  }
  const shownFilters = mini
    ? matchFilters.filter((value) => value !== 'favorite' && value !== 'early')
    : matchFilters

  const renderRow = (match: Match) => (
    <BrowserRow
      match={match}
      favorite={favourites.overrides.get(match.id) ?? match.favorite}
      onFavourite={favourites.toggle}
      compact={mini}
    />
  )

  const empty = searching
    ? { title: i18n._(bettingMessages.noSearchResults) }
    : filter === 'live'
      ? {
          title: i18n._(bettingMessages.noLive),
          description: i18n._(bettingMessages.noLiveHint),
          action: (
            <button
              type="button"
              className="sb-button sb-button--secondary"
              onClick={() => setFilter('today')}
            >
              {i18n._(bettingMessages.showToday)}
            </button>
          ),
        }
      : filter === 'favorite'
        ? {
            title: i18n._(bettingMessages.noFavourites),
            description: i18n._(bettingMessages.noFavouritesHint),
          }
        : { title: undefined }

  return (
    <>
      {mini ? null : (
        <div className="sb-betting__side">
          {leagues.data ? (
            <LeagueList leagues={leagues.data} value={league} onValueChange={setLeague} />
          ) : leagues.status === 'error' ? (
            <ErrorState message={errorMessage(leagues.error)} onRetry={leagues.reload} />
          ) : (
            <LoadingState rows={4} />
          )}
        </div>
      )}
      <div className="sb-betting__main">
        <SportsTabs
          value={sport}
          onValueChange={(next) => {
            setSport(next)
            setLeague(null)
          }}
          counts={sportCounts}
          panelId={panelId}
        />
        <div className="sb-betting__toolbar">
          <Tabs<MatchFilter>
            label={i18n._(bettingMessages.matchFilters)}
            items={shownFilters.map((value) => ({
              value,
              label: filterNames[value],
              count: filterCount(value),
            }))}
            value={filter}
            onValueChange={(next) => {
              setFilter(next)
              setKeyword('')
            }}
            panelId={panelId}
          />
          {mini ? null : (
            <search className="sb-betting__search">
              <input
                type="search"
                aria-label={i18n._(bettingMessages.search)}
                placeholder={i18n._(bettingMessages.search)}
                value={keyword}
                maxLength={50}
                onChange={(event) => setKeyword(event.currentTarget.value)}
              />
            </search>
          )}
          {mini ? null : <OddsFormatSetting variant="select" value={format} onValueChange={setFormat} />}
        </div>
        <div id={panelId} className="sb-betting__panel">
          {/* UK RTS 15: the live list says the pictures may run ahead of its prices. */}
          {filter === 'live' && !searching && !mini ? <StreamDelayNote /> : null}
          {favouritesLocked ? (
            <div className="sb-betting__section">
              <p className="sb-betting__hint">{i18n._(bettingMessages.favouritesNeedLogin)}</p>
              <button type="button" className="sb-button" onClick={() => openLogin(true)}>
                {i18n._(bettingMessages.logIn)}
              </button>
            </div>
          ) : (
            <MatchList
              label={searching ? i18n._(bettingMessages.searchResults) : filterNames[filter]}
              matches={matches}
              status={list.status}
              error={errorMessage(list.error)}
              onRetry={list.reload}
              renderRow={renderRow}
              compact={mini}
              emptyTitle={empty.title}
              emptyDescription={'description' in empty ? empty.description : undefined}
              emptyAction={'action' in empty ? empty.action : undefined}
            />
          )}
        </div>
      </div>
    </>
  )
}
