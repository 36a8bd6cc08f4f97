import { Trans, useLingui } from '@lingui/react/macro'
import type { MatchClock, MatchStatus, SportType } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { clockText } from './match-clock'

/** Props of {@link ScoreBoard}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ScoreBoardProps extends ComponentPropsWithRef<'div'> {
  sportType: SportType
  homeName: string
  awayName: string
  status: MatchStatus
  score?: { home: number; away: number } | null
  clock?: MatchClock | null
  /** Kick-off, shown before the match starts (ms since the epoch). */
  startTime: number
  /** The feed's time, to run a live clock between pushes; null or absent shows the last reading. */
  now?: number | null
  /** 'row' for a match list, 'header' for the top of a match page (league, larger score). */
  variant?: 'row' | 'header'
  leagueName?: string
}

/**
 * Teams, score and clock of a match: the kick-off time before it starts, a Live badge (a word, not only a colour),
 * the score and the running clock while it plays, Full time or Cancelled after. Not a live region: a clock that
 * ticks every second would flood a screen reader.
 */
export const ScoreBoard = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ScoreBoard({
    sportType,
    homeName,
    awayName,
    status,
    score,
    clock,
    startTime,
    now,
    variant = 'row',
    leagueName,
    className,
    ref,
    ...rest
  }: ScoreBoardProps) {
    const { i18n } = useLingui()
    const format = useFormatters()
    const started = status === 'live' || status === 'finished'
    const reading = status === 'live' ? clockText(i18n, clock, sportType, now) : null
    const classes = `sb-score sb-score--${variant}${className ? ` ${className}` : ''}`
    return (
      <div {...rest} ref={ref} className={classes} data-state={status}>
        {variant === 'header' && leagueName ? <p className="sb-score__league">{leagueName}</p> : null}
        {variant === 'row' ? (
          <div className="sb-score__lines">
            <span className="sb-score__team">{homeName}</span>
            <span className="sb-score__goals">{started && score ? score.home : null}</span>
            <span className="sb-score__team">{awayName}</span>
            <span className="sb-score__goals">{started && score ? score.away : null}</span>
          </div>
        ) : (
          <div className="sb-score__teams">
            <span className="sb-score__team sb-score__team--home">{homeName}</span>
            {started && score ? (
              <span className="sb-score__result">
                <span className="sb-score__goals">{score.home}</span>
                <span className="sb-score__dash" aria-hidden="true">
                  –
                </span>
                <span className="sb-visually-hidden">
                  <Trans>to</Trans>
                </span>
                <span className="sb-score__goals">{score.away}</span>
              </span>
            ) : (
              <span className="sb-score__versus" aria-hidden="true">
                v
              </span>
            )}
            <span className="sb-score__team sb-score__team--away">{awayName}</span>
          </div>
        )}
        <p className="sb-score__status">
          {status === 'live' ? (
            <>
              <span className="sb-score__live">
                <Trans>Live</Trans>
              </span>
              {reading ? <span className="sb-score__clock">{reading}</span> : null}
            </>
          ) : status === 'finished' ? (
            <Trans>Full time</Trans>
          ) : status === 'cancelled' ? (
            <Trans>Cancelled</Trans>
          ) : (
            <time dateTime={new Date(startTime).toISOString()}>{format.dayTime(startTime)}</time>
          )}
        </p>
      </div>
    )
  }),
  { displayName: 'ScoreBoard' },
)
