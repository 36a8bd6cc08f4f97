import { useLingui } from '@lingui/react/macro'
import { type Allowance, compareAmounts } from '@sportsbook/sdk'
import type { ComponentPropsWithRef } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { periodLabel } from './protection-texts'

/** Props of {@link RemainingAllowance}; any other prop of a `p` (`id`, `aria-*`, `data-*`, `ref`) goes to it. */
export interface RemainingAllowanceProps extends ComponentPropsWithRef<'p'> {
  /** The tightest limit on the movement (`sb.protection.allowance(kind, currency)`); nothing renders without one. */
  allowance: Allowance | null | undefined
}

/**
 * The line a money form shows under its amount when a limit counts it ("Left to wager in 7 days: 40.00 USD", as
 * Pinnacle shows it): what the tightest limit still allows, so the player knows before the server refuses.
 */
export const RemainingAllowance = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function RemainingAllowance({
    allowance,
    className,
    ...rest
  }: RemainingAllowanceProps) {
    const { i18n, t } = useLingui()
    const format = useFormatters()
    if (!allowance) return null
    const { limit, remaining } = allowance
    const amount = format.money(remaining, limit.currencyCode ?? '')
    const period = periodLabel(i18n, limit.period)
    let text: string
    if (limit.kind === 'deposit') text = t`Left to deposit in ${period}: ${amount}`
    else if (limit.kind === 'loss') text = t`Left to lose in ${period}: ${amount}`
    else text = t`Left to wager in ${period}: ${amount}`
    return (
      <p
        {...rest}
        className={className ? `sb-allowance ${className}` : 'sb-allowance'}
        data-kind={limit.kind}
        data-state={compareAmounts(remaining, '0') > 0 ? 'open' : 'used'}
      >
        {text}
      </p>
    )
  }),
  { displayName: 'RemainingAllowance' },
)
