import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'

/** One cash out of an order (the order's `cashOuts`). */
export interface CashOutEntry {
  /** The part cashed out, "0.10" to "1.00". */
  fraction: string
  /** What it paid. */
  amount: string
  /** When (ms since the epoch). */
  at: number
}

/** Props of {@link CashOutHistory}; any other prop of a `section` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface CashOutHistoryProps extends ComponentPropsWithRef<'section'> {
  cashOuts: readonly CashOutEntry[]
  currencyCode: string
}

/** The cash outs an order has had, oldest first: the part, what it paid and when. Nothing when there are none. */
export const CashOutHistory = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function CashOutHistory({
    cashOuts,
    currencyCode,
    className,
    ref,
    ...rest
  }: CashOutHistoryProps) {
    const { t } = useLingui()
    const formats = useFormatters()
    if (cashOuts.length === 0) return null
    return (
      <section
        {...rest}
        ref={ref}
        className={className ? `sb-cash-history ${className}` : 'sb-cash-history'}
        aria-label={t`Cash outs of this bet`}
      >
        <h4 className="sb-cash-history__title">
          <Trans>Cash outs</Trans>
        </h4>
        <ul>
          {cashOuts.map((entry) => {
            const part = `${Math.round(Number(entry.fraction) * 100)}%`
            const amount = formats.money(entry.amount, currencyCode)
            const when = formats.dayTime(entry.at)
            return (
              <li key={`${entry.at}-${entry.fraction}`} data-fraction={entry.fraction}>
                {t`${part} for ${amount}, ${when}`}
              </li>
            )
          })}
        </ul>
      </section>
    )
  }),
  { displayName: 'CashOutHistory' },
)
