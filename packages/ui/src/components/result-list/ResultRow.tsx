import { useLingui } from '@lingui/react/macro'
import type { Match } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { ScoreBoard } from '../score-board/ScoreBoard'

/** Props of {@link ResultRow}; any other prop of an `article` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ResultRowProps extends ComponentPropsWithRef<'article'> {
  /** A finished or cancelled match (`match/result/list`). */
  match: Match
  /** The match page's address. */
  href?: string
}

/** One result: the day it was played, the teams and the final score (or Cancelled). */
export const ResultRow = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ResultRow({ match, href, className, ref, ...rest }: ResultRowProps) {
    const { t } = useLingui()
    const formats = useFormatters()
    const home = match.home.name
    const away = match.away.name
    const board = (
      <ScoreBoard
        sportType={match.sportType}
        homeName={home}
        awayName={away}
        status={match.status}
        score={match.score}
        clock={match.clock}
        startTime={match.startTime}
      />
    )
    return (
      <article
        {...rest}
        ref={ref}
        className={className ? `sb-result-row ${className}` : 'sb-result-row'}
        data-state={match.status}
        aria-label={t`${home} v ${away}`}
      >
        <time className="sb-result-row__day" dateTime={new Date(match.startTime).toISOString()}>
          {formats.dayTime(match.startTime)}
        </time>
        {href ? (
          <a className="sb-result-row__link" href={href}>
            {board}
          </a>
        ) : (
          board
        )}
      </article>
    )
  }),
  { displayName: 'ResultRow' },
)
