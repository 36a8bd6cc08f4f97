import { Trans, useLingui } from '@lingui/react/macro'
import { type BalanceEntry, displayBalance, floorToScale, visibleBalanceEntries } from '@sportsbook/sdk'
import type { ComponentPropsWithRef } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { LoadingState } from '../data-states/DataStates'

/**
 * Props of {@link CashierBalances}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root.
 */
export interface CashierBalancesProps extends ComponentPropsWithRef<'div'> {
  entries: readonly BalanceEntry[]
  /** Before the first balance arrives. */
  loading?: boolean
}

/**
 * The member's money per currency as the cashier shows it: what can be spent (amount minus frozen), what is held
 * for withdrawals in review, the credit line and the outstanding loan. Amounts floored to the currency's scale.
 */
export const CashierBalances = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function CashierBalances({
    entries,
    loading = false,
    className,
    ...rest
  }: CashierBalancesProps) {
    const { t } = useLingui()
    const format = useFormatters()
    const visible = visibleBalanceEntries(entries)
    if (loading && visible.length === 0)
      return <LoadingState {...rest} className={className} rows={2} label={t`Loading balances`} />
    return (
      <div {...rest} className={className ? `sb-cashier-balances ${className}` : 'sb-cashier-balances'}>
        {visible.length === 0 ? (
          <p className="sb-cashier__muted">
            <Trans>No balance yet: make a deposit to start.</Trans>
          </p>
        ) : (
          visible.map((entry) => {
            const money = (value: string) => format.amount(floorToScale(value, entry.scale))
            return (
              <section
                key={`${entry.currencyId}-${entry.currencyCode}`}
                className="sb-cashier-balance"
                aria-label={t`Balance in ${entry.currencyCode}`}
                data-currency={entry.currencyCode}
              >
                <p className="sb-cashier-balance__main">
                  <span className="sb-cashier-balance__label">
                    <Trans>Available</Trans>
                  </span>
                  <span className="sb-cashier-balance__amount" data-field="display">
                    {format.amount(displayBalance(entry))} {entry.currencyCode}
                  </span>
                </p>
                <FigureList
                  className="sb-cashier-balance__details"
                  figures={[
                    { label: <Trans>Frozen</Trans>, value: money(entry.frozen), field: 'frozen' },
                    { label: <Trans>Credit line</Trans>, value: money(entry.creditAmount), field: 'credit' },
                    { label: <Trans>Loan</Trans>, value: money(entry.loanAmount), field: 'loan' },
                  ]}
                />
              </section>
            )
          })
        )}
      </div>
    )
  }),
  { displayName: 'CashierBalances' },
)
