import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Collection, Deposit, LoanRecord, Withdrawal } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { EmptyState, ErrorState, LoadingState } from '../data-states/DataStates'
import { Tabs } from '../tabs/Tabs'
import {
  collectionStatusLabel,
  depositStatusLabel,
  loanKindLabel,
  type StatusLabel,
  withdrawalStatusLabel,
} from './cashier-texts'
import { StatusBadge } from './StatusBadge'

/** The lists of the cashier history. */
export type HistoryTab = 'deposits' | 'transfers' | 'withdrawals' | 'loans'

/** The list of the shown tab, typed by its tab. */
export type HistoryList =
  | { tab: 'deposits'; items: readonly Deposit[] }
  | { tab: 'transfers'; items: readonly Collection[] }
  | { tab: 'withdrawals'; items: readonly Withdrawal[] }
  | { tab: 'loans'; items: readonly LoanRecord[] }

/** Props of {@link CashierHistory}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface CashierHistoryProps extends ComponentPropsWithRef<'div'> {
  tab: HistoryTab
  /** Called with the list the member picks. */
  onTabChange: (tab: HistoryTab) => void
  status: 'loading' | 'error' | 'ready'
  /** The shown tab's movements, newest first (when ready). */
  list?: HistoryList | undefined
  error?: string | undefined
  /** The Retry button shown when a list could not be loaded. */
  onRetry?: () => void
}

interface Row {
  id: number
  detail: string
  amount: string
  currencyCode: string
  label: StatusLabel
  at: number
  /** What was credited when it differs from the amount (a transfer approved at what arrived). */
  credited?: string | undefined
  /** The operator's reason, for the player to read. */
  reason?: string | undefined
}

/** A credited amount other than the one declared (120 declared, 110 arrived), else undefined. */
function creditedOther(item: Collection): string | undefined {
  if (item.creditedAmount === null) return undefined
  return Number(item.creditedAmount) === Number(item.amount) ? undefined : item.creditedAmount
}

function rowsOf(i18n: I18n, list: HistoryList, money: (amount: string, code: string) => string): Row[] {
  switch (list.tab) {
    case 'deposits':
      return list.items.map((item) => ({
        ...item,
        detail: `#${item.id}`,
        label: depositStatusLabel(i18n, item.status),
        at: item.createdAt,
      }))
    case 'transfers':
      return list.items.map((item) => ({
        ...item,
        detail: item.reference,
        label: collectionStatusLabel(i18n, item.status),
        at: item.createdAt,
        credited: creditedOther(item),
        reason: item.reason || undefined,
      }))
    case 'withdrawals':
      return list.items.map((item) => ({
        ...item,
        detail: `${item.account.bankName} ${item.account.accountNoMasked}`,
        label: withdrawalStatusLabel(i18n, item.status),
        at: item.createdAt,
        reason: item.reason || undefined,
      }))
    case 'loans':
      return list.items.map((item) => ({
        ...item,
        detail: i18n._(msg`Outstanding after: ${money(item.outstanding, item.currencyCode)}`),
        label: loanKindLabel(i18n, item.kind),
        at: item.createdAt,
      }))
  }
}

/** The member's deposits, transfers, withdrawals and loans, one tab each, with loading, error and empty states. */
export const CashierHistory = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function CashierHistory({
    tab,
    onTabChange,
    status,
    list,
    error,
    onRetry,
    className,
    ref,
    ...rest
  }: CashierHistoryProps) {
    const { t, i18n } = useLingui()
    const format = useFormatters()
    const panelId = useId()
    const names: Record<HistoryTab, string> = {
      deposits: t`Deposits`,
      transfers: t`Bank transfers`,
      withdrawals: t`Withdrawals`,
      loans: t`Loans`,
    }
    const rows = list && list.tab === tab ? rowsOf(i18n, list, format.money) : []
    let body: ReactNode
    if (status === 'error')
      body = <ErrorState title={t`The history could not be loaded`} message={error} onRetry={onRetry} />
    else if (status === 'loading' || !list || list.tab !== tab) body = <LoadingState rows={3} />
    else if (rows.length === 0) body = <EmptyState title={t`Nothing here yet`} />
    else
      body = (
        <ul className="sb-cashier-list">
          {rows.map((row) => (
            <li key={row.id} className="sb-cashier-list__row">
              <span className="sb-cashier-list__main">
                <span>{format.money(row.amount, row.currencyCode)}</span>
                <span className="sb-cashier__muted">
                  {format.dayTime(row.at)} · {row.detail}
                </span>
                {row.credited !== undefined ? (
                  <span className="sb-cashier-list__note" data-field="credited">
                    {t`Credited: ${format.money(row.credited, row.currencyCode)}`}
                  </span>
                ) : null}
                {row.reason ? (
                  <span className="sb-cashier-list__note" data-field="reason">
                    {t`Reason: ${row.reason}`}
                  </span>
                ) : null}
              </span>
              <StatusBadge label={row.label} />
            </li>
          ))}
        </ul>
      )
    return (
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-cashier-history ${className}` : 'sb-cashier-history'}
      >
        <Tabs<HistoryTab>
          label={t`History`}
          items={(Object.keys(names) as HistoryTab[]).map((value) => ({ value, label: names[value] }))}
          value={tab}
          onValueChange={onTabChange}
          panelId={panelId}
          variant="line"
        />
        <div id={panelId} role="tabpanel" aria-label={names[tab]}>
          {body}
        </div>
      </div>
    )
  }),
  { displayName: 'CashierHistory' },
)
