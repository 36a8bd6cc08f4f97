import { Trans } from '@lingui/react/macro'
import { type BalanceEntry, displayBalance, visibleBalanceEntries } from '@sportsbook/sdk'
import { type ComponentPropsWithRef, useId } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'

/** Props of {@link CurrencySelect}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface CurrencySelectProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  /** The member's balance entries: every currency the brand holds for the member. */
  entries: readonly BalanceEntry[]
  /** The currency the forms work in (the session's by default, as the page decides). */
  value: string
  /** Called with the currency the member picked. */
  onValueChange(currencyCode: string): void
  disabled?: boolean
}

/**
 * The currency the cashier's forms work in: any currency the wallet holds, each with what can be spent of it.
 * Deposits, bank transfers, withdrawals and loans take the chosen one.
 */
export const CurrencySelect = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function CurrencySelect({
    entries,
    value,
    onValueChange,
    disabled = false,
    className,
    ...rest
  }: CurrencySelectProps) {
    const id = useId()
    const format = useFormatters()
    const visible = visibleBalanceEntries(entries)
    return (
      <div
        {...rest}
        className={className ? `sb-field sb-currency-select ${className}` : 'sb-field sb-currency-select'}
      >
        <label className="sb-field__label" htmlFor={id}>
          <Trans>Currency</Trans>
        </label>
        <select
          id={id}
          className="sb-field__input"
          value={value}
          disabled={disabled}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        >
          {visible.map((entry) => (
            <option key={entry.currencyCode} value={entry.currencyCode}>
              {entry.currencyCode} · {format.amount(displayBalance(entry))}
            </option>
          ))}
        </select>
      </div>
    )
  }),
  { displayName: 'CurrencySelect' },
)
