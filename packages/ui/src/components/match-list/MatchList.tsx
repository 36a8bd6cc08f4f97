import { Trans, useLingui } from '@lingui/react/macro'
import type { Match, SportType } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react'
import { marketName } from '../../internal/market-labels'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { MatchRow, rowMarketTypes } from '../match-row/MatchRow'

/** Props of {@link MatchList}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface MatchListProps extends ComponentPropsWithRef<'section'> {
  /** The list's name for screen readers ("Live football"). */
  label: string
  matches: readonly Match[] | undefined
  /** loading: placeholders; error: the error with Retry; ready: the rows, or the empty state. */
  status: 'loading' | 'error' | 'ready'
  /** The error's message. */
  error?: ReactNode
  /** The Retry button shown when the matches could not be loaded. */
  onRetry?: () => void
  /** Draws a row: the site passes a live row. A static MatchRow by default. Rows are keyed by match id. */
  renderRow?: (match: Match) => ReactNode
  /** Rows under a heading per league, in the order of the matches (default true). */
  groupByLeague?: boolean
  /** One market per row (mini mode). */
  compact?: boolean
  /** The market names over the rows' prices (default true; results have none). */
  showMarketColumns?: boolean
  emptyTitle?: ReactNode
  emptyDescription?: ReactNode
  emptyAction?: ReactNode
}

interface LeagueGroup {
  id: number
  name: string
  sportType: SportType
  matches: Match[]
}

function groupsOf(matches: readonly Match[], byLeague: boolean): LeagueGroup[] {
  if (!byLeague) {
    const first = matches[0]
    return first ? [{ id: 0, name: '', sportType: first.sportType, matches: [...matches] }] : []
  }
  const groups = new Map<number, LeagueGroup>()
  for (const match of matches) {
    let group = groups.get(match.league.id)
    if (!group) {
      group = { id: match.league.id, name: match.league.name, sportType: match.sportType, matches: [] }
      groups.set(match.league.id, group)
    }
    group.matches.push(match)
  }
  return [...groups.values()]
}

function LeagueSection({
  group,
  compact,
  columns,
  renderRow,
}: {
  group: LeagueGroup
  compact: boolean
  columns: boolean
  renderRow: (match: Match) => ReactNode
}) {
  const { i18n } = useLingui()
  const headingId = useId()
  const types = compact ? rowMarketTypes[group.sportType].slice(0, 1) : rowMarketTypes[group.sportType]
  return (
    <section className="sb-match-list__league" aria-labelledby={group.name ? headingId : undefined}>
      {group.name ? (
        <div className="sb-match-list__head">
          <h3 className="sb-match-list__title" id={headingId}>
            {group.name}
          </h3>
          {columns ? (
            <div className="sb-match-list__columns" aria-hidden="true">
              {types.map((type) => (
                <span key={type}>{marketName(i18n, type)}</span>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      <ul className="sb-match-list__rows">
        {group.matches.map((match) => (
          <li key={match.id}>{renderRow(match)}</li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Matches grouped by league, keyed by id, with loading, error (Retry) and empty states: never a blank area.
 * The list renders when its matches change; live prices and scores render inside the rows on their own.
 */
export const MatchList = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function MatchList({
    label,
    matches,
    status,
    error,
    onRetry,
    renderRow,
    groupByLeague = true,
    compact = false,
    showMarketColumns = true,
    emptyTitle,
    emptyDescription,
    emptyAction,
    className,
    ref,
    ...rest
  }: MatchListProps) {
    const headingId = useId()
    const classes = `sb-match-list${compact ? ' sb-match-list--compact' : ''}${className ? ` ${className}` : ''}`
    const row = renderRow ?? ((match: Match) => <MatchRow match={match} compact={compact} />)
    let body: ReactNode
    if (status === 'loading' && !matches)
      body = <LoadingState rows={5} label={<Trans>Loading matches</Trans>} />
    else if (status === 'error' && !matches)
      body = (
        <ErrorState
          title={<Trans>The matches could not be loaded</Trans>}
          message={error}
          onRetry={onRetry}
        />
      )
    else if (!matches || matches.length === 0)
      body = (
        <EmptyState
          title={emptyTitle ?? <Trans>No matches here right now</Trans>}
          description={emptyDescription}
          action={emptyAction}
        />
      )
    else
      body = groupsOf(matches, groupByLeague).map((group) => (
        <LeagueSection
          key={group.id}
          group={group}
          compact={compact}
          columns={showMarketColumns}
          renderRow={row}
        />
      ))
    return (
      <section
        {...rest}
        ref={ref}
        className={classes}
        aria-labelledby={headingId}
        aria-busy={status === 'loading' || undefined}
        data-state={status === 'ready' && (!matches || matches.length === 0) ? 'empty' : status}
      >
        {/* The list's heading, between a page's h1 and the leagues' h3 (headings go down one level at a time). */}
        <h2 id={headingId} className="sb-visually-hidden">
          {label}
        </h2>
        {body}
      </section>
    )
  }),
  { displayName: 'MatchList' },
)
