import { Trans, useLingui } from '@lingui/react/macro'
import {
  type BalanceEntry,
  compareAmounts,
  displayBalance,
  floorToScale,
  subtractAmounts,
} from '@sportsbook/sdk'
import type { FormEvent, HTMLAttributes, Ref } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { AmountField } from './AmountField'
import { lowerLimit } from './amount-rules'
import { FormError, MoneyForm, type MoneyFormState, type MoneyResult, useAmountEntry } from './money-form'

/** Props of {@link LoanPanel}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface LoanPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'>, MoneyFormState {
  /** The root element: the form, or a paragraph when the member has no credit line. */
  ref?: Ref<HTMLElement>
  /** The balance entry of the currency borrowed in (credit line and outstanding loan). */
  entry: BalanceEntry
  /** Resolves false when the movement was refused (the amount then stays for another try). */
  onBorrow: (amount: string) => MoneyResult
  /** Repays the amount typed; resolving to false keeps it in the field. */
  onRepay: (amount: string) => MoneyResult
}

/**
 * Borrow on the credit line (at most the line less what is owed) or repay (at most what is owed and what can be
 * spent), with the figures that bound both.
 */
export const LoanPanel = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function LoanPanel({
    entry,
    onBorrow,
    onRepay,
    error,
    busy = false,
    className,
    ref,
    ...rest
  }: LoanPanelProps) {
    const { t } = useLingui()
    const format = useFormatters()
    const typed = useAmountEntry()
    const scale = entry.scale
    const floor = (value: string) => floorToScale(value, scale)
    const room = subtractAmounts(entry.creditAmount, entry.loanAmount)
    const canBorrow = floor(compareAmounts(room, '0') > 0 ? room : '0')
    const canRepay = floor(lowerLimit(entry.loanAmount, displayBalance(entry)) ?? '0')
    const money = (value: string) => format.money(floor(value), entry.currencyCode)
    const act = (event: FormEvent, kind: 'borrow' | 'repay') => {
      event.preventDefault()
      const value = typed.take({ max: kind === 'borrow' ? canBorrow : canRepay, scale })
      if (value !== null) void typed.clearUnlessRefused(kind === 'borrow' ? onBorrow(value) : onRepay(value))
    }
    if (compareAmounts(entry.creditAmount, '0') <= 0 && compareAmounts(entry.loanAmount, '0') <= 0) {
      return (
        <p
          {...rest}
          ref={ref as Ref<HTMLParagraphElement>}
          className={className ? `sb-cashier__muted ${className}` : 'sb-cashier__muted'}
        >
          <Trans>You have no credit line in {entry.currencyCode}.</Trans>
        </p>
      )
    }
    return (
      <MoneyForm
        {...rest}
        ref={ref as Ref<HTMLFormElement>}
        className={className}
        onSubmit={(event) => act(event, 'borrow')}
      >
        <FigureList
          className="sb-withdraw-summary"
          figures={[
            { label: <Trans>Credit line</Trans>, value: money(entry.creditAmount), field: 'credit' },
            { label: <Trans>Owed</Trans>, value: money(entry.loanAmount), field: 'loan' },
            { label: <Trans>Can borrow</Trans>, value: money(canBorrow) },
          ]}
        />
        <AmountField label={t`Amount`} {...typed.field()} currencyCode={entry.currencyCode} disabled={busy} />
        <FormError error={error} />
        <div className="sb-cashier-card__actions">
          <button type="submit" className="sb-button" disabled={busy || compareAmounts(canBorrow, '0') <= 0}>
            <Trans>Borrow</Trans>
          </button>
          <button
            type="button"
            className="sb-button sb-button--secondary"
            disabled={busy || compareAmounts(canRepay, '0') <= 0}
            onClick={(event) => act(event, 'repay')}
          >
            <Trans>Repay</Trans>
          </button>
        </div>
      </MoneyForm>
    )
  }),
  { displayName: 'LoanPanel' },
)
