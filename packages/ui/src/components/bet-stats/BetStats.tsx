import { Trans, useLingui } from '@lingui/react/macro'
import type { OddsFormat } from '@sportsbook/sdk'
import type { DayStat, WinStat } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { displayOdds } from '../../internal/display-odds'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { ErrorState, LoadingState } from '../data-states/DataStates'

/** Props of {@link BetStats}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BetStatsProps extends ComponentPropsWithRef<'section'> {
  /** `/trade/member/stat/today`. */
  today: DayStat | null | undefined
  /** `/trade/member/win/stat`. */
  win: WinStat | null | undefined
  status: 'loading' | 'error' | 'ready'
  error?: ReactNode
  /** The Retry button shown when the statistics could not be loaded. */
  onRetry?: () => void
  format?: OddsFormat
}

function Figure({ label, value, tone }: { label: ReactNode; value: ReactNode; tone?: 'up' | 'down' }) {
  return (
    <div className="sb-stats__figure" data-tone={tone}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

const toneOf = (amount: string) => (amount.startsWith('-') ? 'down' : /[1-9]/.test(amount) ? 'up' : undefined)

/** The member's betting today and over the last days: counts, stakes, net result, win rate, streak. */
export const BetStats = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BetStats({
    today,
    win,
    status,
    error,
    onRetry,
    format = 'decimal',
    className,
    ref,
    ...rest
  }: BetStatsProps) {
    const { t } = useLingui()
    const formats = useFormatters()
    const classes = className ? `sb-stats ${className}` : 'sb-stats'
    if (!today && !win) {
      return (
        <section
          {...rest}
          ref={ref}
          className={classes}
          aria-label={t`Betting statistics`}
          data-state={status}
        >
          {status === 'error' ? (
            <ErrorState
              title={<Trans>The statistics could not be loaded</Trans>}
              message={error}
              onRetry={onRetry}
            />
          ) : (
            <LoadingState rows={2} />
          )}
        </section>
      )
    }
    const percent = new Intl.NumberFormat(formats.tag, { style: 'percent', maximumFractionDigits: 1 })
    const days = win?.days ?? 0
    return (
      <section {...rest} ref={ref} className={classes} aria-label={t`Betting statistics`} data-state={status}>
        {today ? (
          <div className="sb-stats__block">
            <h3 className="sb-stats__title">
              <Trans>Today</Trans>
            </h3>
            <dl className="sb-stats__figures">
              <Figure label={<Trans>Bets placed</Trans>} value={today.orderCount} />
              <Figure label={<Trans>Staked</Trans>} value={formats.money(today.stake, today.currencyCode)} />
              <Figure label={<Trans>Settled</Trans>} value={today.settledCount} />
              <Figure
                label={<Trans>Net result</Trans>}
                value={formats.money(today.net, today.currencyCode)}
                tone={toneOf(today.net)}
              />
            </dl>
          </div>
        ) : null}
        {win ? (
          <div className="sb-stats__block">
            <h3 className="sb-stats__title">
              <Trans>Last {days} days</Trans>
            </h3>
            <dl className="sb-stats__figures">
              <Figure label={<Trans>Win rate</Trans>} value={percent.format(Number(win.winRate))} />
              <Figure label={<Trans>Won</Trans>} value={`${win.wonCount} / ${win.settledCount}`} />
              <Figure
                label={<Trans>Net win</Trans>}
                value={formats.money(win.netWin, win.currencyCode)}
                tone={toneOf(win.netWin)}
              />
              <Figure
                label={<Trans>Biggest win</Trans>}
                value={formats.money(win.biggestWin, win.currencyCode)}
              />
              <Figure
                label={<Trans>Best odds won</Trans>}
                value={win.bestOdds ? displayOdds(win.bestOdds, format) : '–'}
              />
              <Figure label={<Trans>Winning streak</Trans>} value={win.currentStreak} />
            </dl>
          </div>
        ) : null}
      </section>
    )
  }),
  { displayName: 'BetStats' },
)
