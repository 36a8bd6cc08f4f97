import { Trans, useLingui } from '@lingui/react/macro'
import type { AmountLogEntry } from '@sportsbook/sdk/protocol'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { ledgerKindName, referenceText } from './ledger-kinds'

/** Props of {@link AmountLog}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface AmountLogProps extends ComponentPropsWithRef<'section'> {
  /** `trade/member/amount/log` entries, newest first. */
  entries: readonly AmountLogEntry[] | undefined
  status: 'loading' | 'error' | 'ready'
  error?: ReactNode
  /** The Retry button shown when the history could not be loaded. */
  onRetry?: () => void
  hasMore?: boolean
  /** Asks for the next page of entries. */
  onLoadMore?: () => void
  loadingMore?: boolean
}

/** The member's balance movements (the ledger as they see it): when, what, how much, and the balance after. */
export const AmountLog = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function AmountLog({
    entries,
    status,
    error,
    onRetry,
    hasMore,
    onLoadMore,
    loadingMore,
    className,
    ref,
    ...rest
  }: AmountLogProps) {
    const { t, i18n } = useLingui()
    const formats = useFormatters()
    const classes = className ? `sb-amount-log ${className}` : 'sb-amount-log'
    let body: ReactNode
    if (!entries && status === 'error')
      body = (
        <ErrorState
          title={<Trans>The account history could not be loaded</Trans>}
          message={error}
          onRetry={onRetry}
        />
      )
    else if (!entries) body = <LoadingState rows={4} />
    else if (entries.length === 0) body = <EmptyState title={<Trans>No movements yet</Trans>} />
    else
      body = (
        <>
          <table className="sb-amount-log__table">
            <caption className="sb-visually-hidden">{t`Account history`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Time`}</th>
                <th scope="col">{t`Movement`}</th>
                <th scope="col" className="sb-amount-log__amount">
                  {t`Amount`}
                </th>
                <th scope="col" className="sb-amount-log__amount">
                  {t`Balance after`}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-tone={entry.amount.startsWith('-') ? 'down' : 'up'}>
                  <td>{formats.dayTime(entry.createdAt)}</td>
                  <td>
                    {ledgerKindName(i18n, entry.kind)}
                    <span className="sb-amount-log__reference">{referenceText(i18n, entry.reference)}</span>
                  </td>
                  <td className="sb-amount-log__amount">
                    {entry.amount.startsWith('-') ? '' : '+'}
                    {formats.money(entry.amount, entry.currencyCode)}
                  </td>
                  <td className="sb-amount-log__amount">
                    {formats.money(entry.balanceAfter, entry.currencyCode)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {hasMore && onLoadMore ? (
            <button
              type="button"
              className="sb-button sb-button--secondary"
              disabled={loadingMore}
              onClick={onLoadMore}
            >
              {loadingMore ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
            </button>
          ) : null}
        </>
      )
    return (
      <section
        {...rest}
        ref={ref}
        className={classes}
        aria-label={t`Account history`}
        data-state={entries?.length === 0 ? 'empty' : status}
      >
        {body}
      </section>
    )
  }),
  { displayName: 'AmountLog' },
)
