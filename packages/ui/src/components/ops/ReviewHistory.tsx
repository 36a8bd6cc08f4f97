import { Trans, useLingui } from '@lingui/react/macro'
import type {
  AuditEntry,
  CollectionStatus,
  OperatorCollection,
  OperatorWithdrawal,
  WithdrawalStatus,
} from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { collectionStatusLabel, withdrawalStatusLabel } from '../cashier/cashier-texts'
import { StatusBadge } from '../cashier/StatusBadge'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { TextField } from '../field/TextField'

/** The filters of the history of past reviews; a date is `YYYY-MM-DD` (a UTC day) or empty. */
export interface ReviewFilters {
  status: '' | 'approved' | 'rejected'
  /** A member's account, exactly. */
  account: string
  from: string
  to: string
}

/** The rows of the history, typed by its queue. */
export type ReviewHistoryRows =
  | { queue: 'withdrawals'; items: readonly OperatorWithdrawal[] }
  | { queue: 'collections'; items: readonly OperatorCollection[] }

/** Props of {@link ReviewHistory}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface ReviewHistoryProps extends ComponentPropsWithRef<'section'> {
  filters: ReviewFilters
  /** Called with the filters the operator changed. */
  onFiltersChange: (filters: ReviewFilters) => void
  status: 'loading' | 'error' | 'ready'
  rows?: ReviewHistoryRows | undefined
  error?: string | undefined
  /** Reads the history again after an error (a retry button shows with the error). */
  onRetry?: () => void
  /** The brand's audit lines (who revealed which withdrawal's full account), when shown. */
  audit?: readonly AuditEntry[] | undefined
}

/**
 * The history of past reviews of one queue, newest first, filtered by status, member and creation day; each row
 * says who, how much, the decision, what was credited when it differed, and the reason the player reads. Below
 * it, the brand's audit of revealed payout accounts.
 */
export const ReviewHistory = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function ReviewHistory({
    filters,
    onFiltersChange,
    status,
    rows,
    error,
    onRetry,
    audit,
    className,
    ...rest
  }: ReviewHistoryProps) {
    const { t, i18n } = useLingui()
    const format = useFormatters()
    const ids = { status: useId() }
    const set = (change: Partial<ReviewFilters>) => onFiltersChange({ ...filters, ...change })
    let body: ReactNode
    if (status === 'error')
      body = <ErrorState title={t`The history could not be loaded`} message={error} onRetry={onRetry} />
    else if (status === 'loading' || !rows) body = <LoadingState rows={3} />
    else if (rows.items.length === 0) body = <EmptyState title={t`No review matches these filters`} />
    else
      body = (
        <ul className="sb-cashier-list">
          {rows.items.map((item) => {
            const label =
              rows.queue === 'withdrawals'
                ? withdrawalStatusLabel(i18n, item.status as WithdrawalStatus)
                : collectionStatusLabel(i18n, item.status as CollectionStatus)
            const credited = 'creditedAmount' in item ? item.creditedAmount : null
            return (
              <li key={item.id} className="sb-cashier-list__row" data-id={item.id}>
                <span className="sb-cashier-list__main">
                  <span>
                    {item.member.account} · {format.money(item.amount, item.currencyCode)}
                  </span>
                  <span className="sb-cashier__muted">
                    {format.dayTime(item.createdAt)}
                    {item.reviewedAt === null ? '' : ` → ${format.dayTime(item.reviewedAt)}`}
                  </span>
                  {credited !== null && Number(credited) !== Number(item.amount) ? (
                    <span className="sb-cashier-list__note" data-field="credited">
                      {t`Credited: ${format.money(credited, item.currencyCode)}`}
                    </span>
                  ) : null}
                  {item.reason ? (
                    <span className="sb-cashier-list__note" data-field="reason">
                      {t`Reason: ${item.reason}`}
                    </span>
                  ) : null}
                </span>
                <StatusBadge label={label} />
              </li>
            )
          })}
        </ul>
      )
    return (
      <section
        {...rest}
        className={className ? `sb-ops-history ${className}` : 'sb-ops-history'}
        aria-label={t`Past reviews`}
      >
        <h2 className="sb-cashier-card__title">
          <Trans>Past reviews</Trans>
        </h2>
        <div className="sb-ops-history__filters">
          <div className="sb-field">
            <label className="sb-field__label" htmlFor={ids.status}>
              <Trans>Decision</Trans>
            </label>
            <select
              id={ids.status}
              className="sb-field__input"
              value={filters.status}
              onChange={(event) => set({ status: event.currentTarget.value as ReviewFilters['status'] })}
            >
              <option value="">{t`All`}</option>
              <option value="approved">{t`Approved`}</option>
              <option value="rejected">{t`Rejected`}</option>
            </select>
          </div>
          <TextField
            label={t`Member account`}
            value={filters.account}
            onValueChange={(account) => set({ account })}
            maxLength={64}
          />
          <TextField
            label={t`From`}
            type="date"
            value={filters.from}
            onValueChange={(from) => set({ from })}
          />
          <TextField label={t`To`} type="date" value={filters.to} onValueChange={(to) => set({ to })} />
        </div>
        {body}
        {audit ? (
          <>
            <h3 className="sb-payout__title">
              <Trans>Payout accounts revealed</Trans>
            </h3>
            {audit.length === 0 ? (
              <p className="sb-cashier__muted">
                <Trans>None</Trans>
              </p>
            ) : (
              <ul className="sb-payout__list" data-field="audit">
                {audit.map((line) => (
                  <li key={line.id}>
                    {t`${format.dayTime(line.at)}: ${line.operator.account} saw the account of withdrawal #${line.subjectId} (${line.member.account})`}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </section>
    )
  }),
  { displayName: 'ReviewHistory' },
)

/** A filter's UTC day as the list's time bounds: from the day's start, to the end of the `to` day. */
export function reviewWindow(filters: ReviewFilters): { startTime?: number; endTime?: number } {
  const day = (text: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN
  const from = day(filters.from)
  const to = day(filters.to)
  return {
    ...(Number.isNaN(from) ? {} : { startTime: from }),
    ...(Number.isNaN(to) ? {} : { endTime: to + 86_400_000 }),
  }
}
