import { Trans, useLingui } from '@lingui/react/macro'
import type { RankEntry } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { Tabs } from '../tabs/Tabs'

/** The periods the ranking covers, in days. */
export type RankDays = 7 | 30 | 90

/** Props of {@link MasterRank}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface MasterRankProps extends ComponentPropsWithRef<'section'> {
  /** `trade/order/master/rank` entries, best first. */
  entries: readonly RankEntry[] | undefined
  status: 'loading' | 'error' | 'ready'
  error?: ReactNode
  /** The Retry button shown when the ranking could not be loaded. */
  onRetry?: () => void
  /** The window: the last 7, 30 or 90 days. */
  days?: RankDays
  defaultDays?: RankDays
  /** Called with the period the member picks. */
  onDaysChange?: (days: RankDays) => void
}

/** The sharers ranked by net win over their shared bets, with a 7 / 30 / 90 days switch. */
export const MasterRank = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function MasterRank({
    entries,
    status,
    error,
    onRetry,
    days,
    defaultDays = 30,
    onDaysChange,
    className,
    ref,
    ...rest
  }: MasterRankProps) {
    const { t } = useLingui()
    const formats = useFormatters()
    const percent = new Intl.NumberFormat(formats.tag, { style: 'percent', maximumFractionDigits: 1 })
    let body: ReactNode
    if (!entries && status === 'error')
      body = (
        <ErrorState
          title={<Trans>The ranking could not be loaded</Trans>}
          message={error}
          onRetry={onRetry}
        />
      )
    else if (!entries) body = <LoadingState rows={4} />
    else if (entries.length === 0)
      body = (
        <EmptyState
          title={<Trans>Nobody is ranked yet</Trans>}
          description={<Trans>Share your bets: settled shared bets make the ranking.</Trans>}
        />
      )
    else
      body = (
        <table className="sb-rank__table">
          <caption className="sb-visually-hidden">{t`Master ranking`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Rank`}</th>
              <th scope="col">{t`Player`}</th>
              <th scope="col">{t`Win rate`}</th>
              <th scope="col">{t`Won`}</th>
              <th scope="col">{t`Net win`}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.sharer.memberId}-${entry.currencyCode}`}>
                <td className="sb-rank__rank">{entry.rank}</td>
                <td>{entry.sharer.name}</td>
                <td>{percent.format(Number(entry.winRate))}</td>
                <td>
                  {entry.wonCount} / {entry.settledCount}
                </td>
                <td className="sb-rank__money">{formats.money(entry.netWin, entry.currencyCode)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-rank ${className}` : 'sb-rank'}
        aria-label={t`Master ranking`}
        data-state={status}
      >
        <Tabs<RankDays>
          label={t`Ranking period`}
          items={[
            { value: 7, label: t`7 days` },
            { value: 30, label: t`30 days` },
            { value: 90, label: t`90 days` },
          ]}
          value={days}
          defaultValue={defaultDays}
          onValueChange={onDaysChange}
        />
        {body}
      </section>
    )
  }),
  { displayName: 'MasterRank' },
)
