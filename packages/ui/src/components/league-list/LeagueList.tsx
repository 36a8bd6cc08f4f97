import { Trans, useLingui } from '@lingui/react/macro'
import type { League } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useControllableState } from '../../internal/use-controllable-state'
import { withRef } from '../../internal/with-ref'

/** Props of {@link LeagueList}; any other prop of a `nav` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface LeagueListProps extends Omit<ComponentPropsWithRef<'nav'>, 'defaultValue' | 'onChange'> {
  leagues: readonly League[]
  /** The chosen league's id; null shows every league. */
  value?: number | null
  defaultValue?: number | null
  /** Called with the picked league. */
  onValueChange?: (leagueId: number | null) => void
  /** Show each league's count of live matches or of upcoming ones (default: both together). */
  count?: 'live' | 'upcoming' | 'all'
}

/** Hot leagues first, then the others by country and name; stable across reads so nothing jumps. */
export function sortLeagues(leagues: readonly League[]): League[] {
  return [...leagues].sort(
    (a, b) =>
      Number(b.hot) - Number(a.hot) ||
      a.country.localeCompare(b.country) ||
      a.name.localeCompare(b.name) ||
      a.id - b.id,
  )
}

/**
 * The leagues of a sport to filter the matches by: "All leagues" first, hot leagues next (marked with a word,
 * not only a colour), each a toggle button with its match count.
 */
export const LeagueList = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function LeagueList({
    leagues,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    count = 'all',
    className,
    ref,
    ...rest
  }: LeagueListProps) {
    const { t } = useLingui()
    const [value, setValue] = useControllableState<number | null>({
      value: valueProp,
      defaultValue,
      onChange: onValueChange,
    })
    const countOf = (league: League) =>
      count === 'live'
        ? league.liveCount
        : count === 'upcoming'
          ? league.upcomingCount
          : league.liveCount + league.upcomingCount
    return (
      <nav
        {...rest}
        ref={ref}
        className={className ? `sb-leagues ${className}` : 'sb-leagues'}
        aria-label={t`Leagues`}
      >
        <ul className="sb-leagues__list">
          <li>
            <button
              type="button"
              className="sb-leagues__item"
              aria-pressed={value === null}
              data-state={value === null ? 'active' : 'inactive'}
              onClick={() => setValue(null)}
            >
              <span className="sb-leagues__name">
                <Trans>All leagues</Trans>
              </span>
            </button>
          </li>
          {sortLeagues(leagues).map((league) => (
            <li key={league.id}>
              <button
                type="button"
                className="sb-leagues__item"
                aria-pressed={value === league.id}
                data-state={value === league.id ? 'active' : 'inactive'}
                data-hot={league.hot || undefined}
                onClick={() => setValue(value === league.id ? null : league.id)}
              >
                <span className="sb-leagues__name">
                  {league.name}
                  <span className="sb-leagues__country">{league.country}</span>
                </span>
                {league.hot ? (
                  <span className="sb-leagues__hot">
                    <Trans>Hot</Trans>
                  </span>
                ) : null}
                <span className="sb-leagues__count">{countOf(league)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    )
  }),
  { displayName: 'LeagueList' },
)
