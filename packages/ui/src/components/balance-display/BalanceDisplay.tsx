import { Trans, useLingui } from '@lingui/react/macro'
import {
  type BalanceEntry,
  compactAmount,
  displayBalance,
  groupDigits,
  visibleBalanceEntries,
} from '@sportsbook/sdk'
import type { ComponentPropsWithRef } from 'react'
import { isSiteLocale, localeTags } from '../../i18n/locales'
import { withRef } from '../../internal/with-ref'
import { CurrencyMenu } from './CurrencyMenu'

/** Props of {@link BalanceDisplay}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface BalanceDisplayProps extends ComponentPropsWithRef<'div'> {
  /** The member's balance entries as the SDK holds them. */
  entries: readonly BalanceEntry[]
  /** Shortens amounts of 10,000,000 or more with an M, for tight headers. */
  compact?: boolean
  /** While the balance is being read again. */
  loading?: boolean
  /** Shows a refresh button. */
  onRefresh?: () => void
  /** The currency the member plays in; with `onCurrencyChange` the balance becomes a currency switch. */
  currencyCode?: string | null
  /**
   * Makes the balance a currency switch: it shows `currencyCode`'s balance, and its menu lists every currency of
   * `entries` with the balance in each; picking another calls this with its code.
   */
  onCurrencyChange?: (currencyCode: string) => void
}

/**
 * The member's money per currency: amount minus frozen, floored to the currency's scale, inactive entries
 * skipped (unless their currencyId is -1). The arithmetic is the SDK's; this component only lays it out. Given
 * `onCurrencyChange`, it shows the currency in play and switches between the wallet's currencies.
 */
export const BalanceDisplay = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function BalanceDisplay({
    entries,
    compact = false,
    loading = false,
    onRefresh,
    currencyCode,
    onCurrencyChange,
    className,
    ref,
    ...rest
  }: BalanceDisplayProps) {
    const { t, i18n } = useLingui()
    const tag = isSiteLocale(i18n.locale) ? localeTags[i18n.locale] : 'en'
    const visible = visibleBalanceEntries(entries)
    return (
      // biome-ignore lint/a11y/useSemanticElements: a named group of figures, not a form control set (fieldset)
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-balance ${className}` : 'sb-balance'}
        role="group"
        aria-label={t`Balance`}
        aria-busy={loading || undefined}
        data-state={loading ? 'loading' : 'idle'}
      >
        {visible.length > 0 && onCurrencyChange ? (
          <CurrencyMenu
            entries={visible}
            currencyCode={currencyCode ?? ''}
            tag={tag}
            compact={compact}
            busy={loading}
            onCurrencyChange={onCurrencyChange}
          />
        ) : visible.length > 0 ? (
          <ul className="sb-balance__list">
            {visible.map((entry) => {
              const amount = displayBalance(entry)
              const shown = compact ? compactAmount(amount, entry.scale) : amount
              return (
                <li key={`${entry.currencyId}-${entry.currencyCode}`} className="sb-balance__entry">
                  <span className="sb-balance__amount">{groupDigits(shown, tag)}</span>{' '}
                  <span className="sb-balance__currency">{entry.currencyCode}</span>
                </li>
              )
            })}
          </ul>
        ) : (
          <span className="sb-balance__empty">
            <Trans>No balance</Trans>
          </span>
        )}
        {onRefresh ? (
          <button
            type="button"
            className="sb-balance__refresh"
            aria-label={t`Refresh balance`}
            disabled={loading}
            onClick={onRefresh}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path
                fill="currentColor"
                d="M12 4a8 8 0 017.4 5H17v2h6V5h-2v2.3A10 10 0 002 12h2a8 8 0 018-8zm8 8a8 8 0 01-15.4 3H7v-2H1v6h2v-2.3A10 10 0 0022 12z"
              />
            </svg>
          </button>
        ) : null}
      </div>
    )
  }),
  { displayName: 'BalanceDisplay' },
)
