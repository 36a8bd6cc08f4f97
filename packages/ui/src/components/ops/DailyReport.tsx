import { Trans, useLingui } from '@lingui/react/macro'
import { addAmounts } from '@sportsbook/sdk'
import type { DailyReportRow } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { TextField } from '../field/TextField'
import { labelledCell, rowHeader, StackedTable } from '../market/stacked-table'
import { ReportChart } from './ReportChart'

/** A report's days, `YYYY-MM-DD` (UTC), both included. */
export interface ReportRange {
  from: string
  to: string
}

/** Props of {@link DailyReport}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface DailyReportProps extends ComponentPropsWithRef<'div'> {
  /** The days of the range in the chosen currency, oldest first (as the server answers). */
  rows: readonly DailyReportRow[]
  range: ReportRange
  /** Called with a new range (its first day never after its last). */
  onRangeChange: (range: ReportRange) => void
  currencyCode: string
  /** The brand's currencies to choose from. */
  currencies: readonly string[]
  /** Called with the currency the operator picked. */
  onCurrencyChange: (currencyCode: string) => void
  /** Downloads the same days as CSV. */
  onDownload: () => void
  /** While the CSV is being fetched. */
  downloading?: boolean
  status: 'loading' | 'error' | 'ready'
  error?: string | undefined
  /** Reads the report again after an error (a retry button shows with the error). */
  onRetry?: () => void
}

const figureNames = ['turnover', 'payouts', 'ggr', 'deposits', 'withdrawals'] as const

/**
 * The brand's daily report from the ledger: a range of UTC days and a currency, the totals,
 * a chart of turnover, payouts and GGR (its library loads with it), a table per day and the same days as CSV.
 */
export const DailyReport = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function DailyReport({
    rows,
    range,
    onRangeChange,
    currencyCode,
    currencies,
    onCurrencyChange,
    onDownload,
    downloading = false,
    status,
    error,
    onRetry,
    className,
    ref,
    ...rest
  }: DailyReportProps) {
    const { t } = useLingui()
    const format = useFormatters()
    const ids = { currency: useId() }
    const names = {
      turnover: t`Turnover`,
      payouts: t`Payouts`,
      ggr: t`GGR`,
      deposits: t`Deposits`,
      withdrawals: t`Withdrawals`,
    }
    const money = (value: string) => format.money(value, currencyCode)
    const change = (next: Partial<ReportRange>) => {
      const wanted = { ...range, ...next }
      if (wanted.from && wanted.to && wanted.from <= wanted.to) onRangeChange(wanted)
    }
    let body: ReactNode
    if (status === 'error') {
      body = <ErrorState title={t`The report could not be loaded`} message={error} onRetry={onRetry} />
    } else if (status === 'loading') body = <LoadingState rows={4} />
    else if (rows.length === 0) body = <EmptyState title={t`No days in this range`} />
    else {
      const totals = figureNames.map((figure) => ({
        label: names[figure],
        value: money(rows.reduce((sum, row) => addAmounts(sum, row[figure]), '0')),
        field: figure,
      }))
      body = (
        <>
          <FigureList className="sb-report__totals" figures={totals} aria-label={t`Totals`} />
          <ReportChart rows={rows} />
          <StackedTable
            caption={t`Per day (UTC)`}
            columns={[
              t`Day`,
              ...figureNames.map((figure) => names[figure]),
              t`Active members`,
              t`New members`,
            ]}
            rows={rows}
            rowOf={(row) => ({ key: row.day, 'data-day': row.day })}
            cells={(row) => (
              <>
                <th {...rowHeader}>{row.day}</th>
                {figureNames.map((figure) => (
                  <td key={figure} {...labelledCell(names[figure])} data-figure={figure}>
                    {money(row[figure])}
                  </td>
                ))}
                <td {...labelledCell(t`Active members`)}>{row.activeMembers}</td>
                <td {...labelledCell(t`New members`)}>{row.newMembers}</td>
              </>
            )}
          />
        </>
      )
    }
    return (
      <div {...rest} ref={ref} className={className ? `sb-report ${className}` : 'sb-report'}>
        <div className="sb-report__controls">
          <TextField
            label={t`From`}
            type="date"
            name="from"
            value={range.from}
            max={range.to}
            onValueChange={(from) => change({ from })}
          />
          <TextField
            label={t`To`}
            type="date"
            name="to"
            value={range.to}
            min={range.from}
            onValueChange={(to) => change({ to })}
          />
          <div className="sb-field">
            <label className="sb-field__label" htmlFor={ids.currency}>
              <Trans>Currency</Trans>
            </label>
            <select
              id={ids.currency}
              className="sb-field__input"
              name="currencyCode"
              value={currencyCode}
              onChange={(event) => onCurrencyChange(event.target.value)}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="sb-button sb-button--secondary sb-report__download"
            onClick={onDownload}
            disabled={downloading || status !== 'ready'}
            aria-busy={downloading || undefined}
          >
            <Trans>Download CSV</Trans>
          </button>
        </div>
        {body}
      </div>
    )
  }),
  { displayName: 'DailyReport' },
)
