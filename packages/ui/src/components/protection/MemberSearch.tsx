import { Trans, useLingui } from '@lingui/react/macro'
import type { LimitPeriod, MemberSearchRow } from '@sportsbook/sdk'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import type { MoneyResult } from '../cashier/money-form'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { TextField } from '../field/TextField'
import { type LimitDraft, LimitForm } from './LimitForm'
import { limitAmountText, limitKindLabel, periodLabel } from './protection-texts'

/** What the operator searches by: an account's first letters, or a member id (digits alone). */
export type MemberQuery = { account: string } | { memberId: number }

/** Props of {@link MemberSearch}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface MemberSearchProps extends ComponentPropsWithRef<'section'> {
  rows: readonly MemberSearchRow[]
  /** `idle` before the first search. */
  status: 'idle' | 'loading' | 'error' | 'ready'
  error?: string | null
  /** Called with what the operator typed: an account's first letters, or a member id when it is digits alone. */
  onSearch: (query: MemberQuery) => void
  /** The brand's periods, for an operator's limit. */
  periods: readonly LimitPeriod[]
  /** Imposes a limit on a member with a reason; resolves false when refused. */
  onSetLimit: (memberId: number, draft: LimitDraft) => MoneyResult
  /** The member whose limit is being sent, and the refusal of the last one. */
  limitBusy?: number | null
  limitError?: string | null
}

/**
 * The operator console's member search: by account or id, each member of the brand with
 * balances, limits, breaks and whether a login now would be restricted, and an operator's limit with its reason.
 */
export const MemberSearch = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function MemberSearch({
    rows,
    status,
    error,
    onSearch,
    periods,
    onSetLimit,
    limitBusy = null,
    limitError,
    className,
    ...rest
  }: MemberSearchProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    const [query, setQuery] = useState('')
    const [editing, setEditing] = useState<number | null>(null)
    const submit = (event: FormEvent) => {
      event.preventDefault()
      const text = query.trim()
      if (text === '') return
      onSearch(/^\d+$/.test(text) ? { memberId: Number(text) } : { account: text })
    }
    return (
      <section
        {...rest}
        className={className ? `sb-member-search ${className}` : 'sb-member-search'}
        data-state={status}
      >
        <form className="sb-member-search__form" onSubmit={submit}>
          <TextField label={t`Account or member id`} value={query} maxLength={16} onValueChange={setQuery} />
          <button type="submit" className="sb-button">
            <Trans>Search</Trans>
          </button>
        </form>
        {status === 'loading' ? <LoadingState label={t`Searching members`} rows={2} /> : null}
        {status === 'error' ? <ErrorState message={error ?? t`The search failed.`} /> : null}
        {status === 'ready' && rows.length === 0 ? <EmptyState title={t`No member found.`} /> : null}
        <ul className="sb-member-search__list">
          {rows.map((row) => {
            const { timeOut, selfExclusion, limits } = row.protection
            const joined = format.day(row.createdAt)
            const lastLogin = row.lastLoginAt ? format.dateTime(row.lastLoginAt) : ''
            const timeOutEnd = timeOut ? format.dateTime(timeOut.until) : ''
            const exclusionEnd = selfExclusion?.until ? format.dateTime(selfExclusion.until) : ''
            return (
              <li key={row.memberId} className="sb-member-search__row" data-member={row.memberId}>
                <h3 className="sb-member-search__account">
                  {row.account} <span className="sb-member-search__id">#{row.memberId}</span>
                </h3>
                <p className="sb-member-search__meta">
                  {t`Joined ${joined}`}
                  {lastLogin ? ` · ${t`Last login ${lastLogin}`}` : ''}
                </p>
                <ul className="sb-member-search__balances" aria-label={t`Balances`}>
                  {row.balances.map((balance) => (
                    <li key={balance.currencyCode} data-currency={balance.currencyCode}>
                      {format.money(balance.amount, balance.currencyCode)}
                    </li>
                  ))}
                </ul>
                {timeOut ? <p data-field="timeOut">{t`Time-out until ${timeOutEnd}`}</p> : null}
                {selfExclusion ? (
                  <p data-field="selfExclusion">
                    {selfExclusion.until === null
                      ? t`Self-excluded with no end date`
                      : t`Self-excluded until ${exclusionEnd}`}
                  </p>
                ) : null}
                <ul className="sb-member-search__limits" aria-label={t`Limits`}>
                  {limits.map((limit) => {
                    const unit = { minutes: limit.kind === 'session', currencyCode: limit.currencyCode }
                    const amount = limitAmountText(i18n, limit.amount, unit, format)
                    const used = limitAmountText(i18n, limit.used, unit, format)
                    const kind = limitKindLabel(i18n, limit.kind)
                    const period = periodLabel(i18n, limit.period)
                    return (
                      <li key={`${limit.kind}-${limit.period}-${limit.currencyCode}`} data-kind={limit.kind}>
                        {t`${kind} per ${period}: ${amount} (used ${used})`}
                        {limit.imposed ? ` · ${t`set by the operator`}` : ''}
                      </li>
                    )
                  })}
                </ul>
                {editing === row.memberId ? (
                  <LimitForm
                    currencies={row.balances.map((balance) => ({
                      currencyCode: balance.currencyCode,
                      scale: 2,
                    }))}
                    periods={periods}
                    withReason
                    busy={limitBusy === row.memberId}
                    error={limitError}
                    onSetLimit={(draft) =>
                      Promise.resolve(onSetLimit(row.memberId, draft)).then((done) => {
                        if (done !== false) setEditing(null)
                        return done
                      })
                    }
                  />
                ) : (
                  <button
                    type="button"
                    className="sb-button sb-button--secondary"
                    data-action="set-limit"
                    onClick={() => setEditing(row.memberId)}
                  >
                    <Trans>Set a limit</Trans>
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </section>
    )
  }),
  { displayName: 'MemberSearch' },
)
