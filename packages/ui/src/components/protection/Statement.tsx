import { Trans, useLingui } from '@lingui/react/macro'
import type { StatementEntry } from '@sportsbook/sdk'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { TextField } from '../field/TextField'
import { lastDays, type RangeIssue, statementRange } from './statement-range'

/** A statement range in ms, as the protocol takes it (endTime exclusive). */
export interface StatementRange {
  startTime: number
  endTime: number
}

/** Props of {@link Statement}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface StatementProps extends ComponentPropsWithRef<'section'> {
  /** The entries read so far for the range asked, newest first. */
  entries: readonly StatementEntry[]
  /** How many entries the range holds: a More button reads the next page while fewer are shown. */
  total: number
  status: 'loading' | 'error' | 'ready'
  /** Why the last read failed (the server's message). */
  error?: string | null
  /** Asks for a range: the page reads its first page. */
  onRangeChange: (range: StatementRange) => void
  /** Reads the next page of the range. */
  onMore?: () => void
  /** Downloads the range as CSV. */
  onDownload: (range: StatementRange) => void
  /** While the CSV is being read. */
  downloading?: boolean
  /** Today, for the default range (the last 30 days). */
  now?: number
}

/**
 * The member's statement: a date range of at most a year, the ledger entries of it with
 * each balance after, more on demand, and the same range as a CSV file.
 */
export const Statement = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function Statement({
    entries,
    total,
    status,
    error,
    onRangeChange,
    onMore,
    onDownload,
    downloading = false,
    now = Date.now(),
    className,
    ...rest
  }: StatementProps) {
    const { t } = useLingui()
    const format = useFormatters()
    const [range, setRange] = useState(() => lastDays(now))
    const [issue, setIssue] = useState<RangeIssue | null>(null)
    const checked = () => {
      const result = statementRange(range.from, range.to)
      setIssue('issue' in result ? result.issue : null)
      return 'issue' in result ? null : result
    }
    const submit = (event: FormEvent) => {
      event.preventDefault()
      const asked = checked()
      if (asked) onRangeChange(asked)
    }
    const issueText =
      issue === 'invalid'
        ? t`Choose both days.`
        : issue === 'reversed'
          ? t`The last day comes before the first.`
          : issue === 'tooLong'
            ? t`Choose at most one year.`
            : undefined
    return (
      <section
        {...rest}
        className={className ? `sb-statement ${className}` : 'sb-statement'}
        data-state={status}
      >
        <form className="sb-statement__range" onSubmit={submit} noValidate>
          <TextField
            label={t`From`}
            type="date"
            value={range.from}
            onValueChange={(from) => setRange((previous) => ({ ...previous, from }))}
          />
          <TextField
            label={t`To`}
            type="date"
            value={range.to}
            error={issueText}
            onValueChange={(to) => setRange((previous) => ({ ...previous, to }))}
          />
          <div className="sb-statement__actions">
            <button type="submit" className="sb-button">
              <Trans>Show</Trans>
            </button>
            <button
              type="button"
              className="sb-button sb-button--secondary"
              data-action="download"
              disabled={downloading}
              onClick={() => {
                const asked = checked()
                if (asked) onDownload(asked)
              }}
            >
              <Trans>Download CSV</Trans>
            </button>
          </div>
        </form>
        {status === 'error' ? (
          <ErrorState message={error ?? t`The statement could not be loaded.`} />
        ) : status === 'loading' && entries.length === 0 ? (
          <LoadingState label={t`Loading the statement`} rows={3} />
        ) : entries.length === 0 ? (
          <EmptyState title={t`Nothing in these days.`} />
        ) : (
          <>
            <table className="sb-statement__table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Time</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Entry</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Balance after</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr
                    key={`${entry.time}-${entry.kind}-${entry.ref}-${entry.currencyCode}-${entry.amount}`}
                    data-kind={entry.kind}
                  >
                    <td>{format.dateTime(entry.time)}</td>
                    <td>{entry.memo}</td>
                    <td data-field="amount" data-sign={entry.amount.startsWith('-') ? 'out' : 'in'}>
                      {format.money(entry.amount, entry.currencyCode)}
                    </td>
                    <td data-field="balance">{format.money(entry.balanceAfter, entry.currencyCode)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {onMore && entries.length < total ? (
              <button
                type="button"
                className="sb-button sb-button--secondary"
                data-action="more"
                disabled={status === 'loading'}
                onClick={onMore}
              >
                <Trans>Show more</Trans>
              </button>
            ) : null}
          </>
        )}
      </section>
    )
  }),
  { displayName: 'Statement' },
)
