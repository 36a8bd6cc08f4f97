import { Trans, useLingui } from '@lingui/react/macro'
import { multiplyAmount, subtractAmounts } from '@sportsbook/sdk'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useId } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useControllableState } from '../../internal/use-controllable-state'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { CashOutActions, useCashOutSteps } from './cash-out-steps'

/** A cash-out quote as the panel shows it (`trade/api/order/cash/quote`). */
export interface CashOutPanelQuote {
  /** The full offer now. */
  amount: string
  /** The offer before the book's margin. */
  fairValue: string
  /** The book's share of the fair value, a rate ("0.05"). */
  margin?: string
}

/** Props of {@link CashOutPanel}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface CashOutPanelProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  /** The current quote; null: none offered now (a market is suspended, or the order is still pending). */
  quote: CashOutPanelQuote | null
  currencyCode: string
  /** Decimals of the currency: the part's amount is floored to them. */
  scale?: number
  /** The part to cash out in percent, 10 to 100 (controlled). */
  percent?: number
  /** The starting part when uncontrolled (100). */
  defaultPercent?: number
  /** Called with the part the player chose, in percent. */
  onPercentChange?: (percent: number) => void
  /** Called with the fraction the player confirmed ("0.50"); the server pays `floor(quote × fraction)`. */
  onCashOut: (fraction: string) => void
  /** While the cash out is on its way. */
  pending?: boolean
  /** Why the last try failed (the quote moved): shown under the button. */
  message?: ReactNode
}

/** A rate as a percent: "0.05" -> "5%", "0.025" -> "2.5%". */
function percentOf(rate: string): string {
  return `${Math.round(Number(rate) * 1000) / 10}%`
}

/** The slider's part as the wire's fraction with two decimals: 50 -> "0.50", 100 -> "1.00". */
export function fractionOf(percent: number): string {
  const clamped = Math.min(100, Math.max(10, Math.round(percent)))
  return (clamped / 100).toFixed(2)
}

/**
 * Cash out with the offer, the fair value beside it and the book's margin, and a slider for a partial cash out
 * (10-100 %: the rest of the stake stays on the bet with its odds). A press asks to confirm the amount of the
 * part; Confirm sends the fraction. data-state: unavailable | idle | confirming | pending.
 */
export const CashOutPanel = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function CashOutPanel({
    quote,
    currencyCode,
    scale = 2,
    percent: percentProp,
    defaultPercent = 100,
    onPercentChange,
    onCashOut,
    pending = false,
    message,
    className,
    ref,
    ...rest
  }: CashOutPanelProps) {
    const { t } = useLingui()
    const formats = useFormatters()
    const sliderId = useId()
    const [percent, setPercent] = useControllableState({
      value: percentProp,
      defaultValue: defaultPercent,
      onChange: onPercentChange,
    })
    const steps = useCashOutSteps({ available: Boolean(quote), pending })
    const fraction = fractionOf(percent)
    const money = (value: string) => formats.money(value, currencyCode)
    const part = quote ? money(multiplyAmount(quote.amount, fraction, scale)) : null

    const shown = `${Math.round(percent)}%`
    return (
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-cash-panel ${className}` : 'sb-cash-panel'}
        data-state={steps.step}
      >
        {quote ? (
          <FigureList
            className="sb-cash-panel__figures"
            figures={[
              { label: <Trans>Cash-out offer</Trans>, value: money(quote.amount), field: 'offer' },
              { label: <Trans>Fair value</Trans>, value: money(quote.fairValue), field: 'fairValue' },
              {
                label: <Trans>Our margin</Trans>,
                value: quote.margin
                  ? `${money(subtractAmounts(quote.fairValue, quote.amount))} (${percentOf(quote.margin)})`
                  : money(subtractAmounts(quote.fairValue, quote.amount)),
                field: 'margin',
              },
            ]}
          />
        ) : null}
        <div className="sb-cash-panel__part">
          <label htmlFor={sliderId}>
            <Trans>Part to cash out</Trans>
          </label>
          {/* The slider's own value text says it to a screen reader. */}
          <span className="sb-cash-panel__percent" aria-hidden="true">
            {shown}
          </span>
          <input
            id={sliderId}
            type="range"
            min={10}
            max={100}
            step={5}
            value={percent}
            aria-valuetext={shown}
            disabled={steps.step !== 'idle'}
            onChange={(event) => setPercent(Number(event.currentTarget.value))}
          />
          {percent < 100 ? (
            <p className="sb-cash-panel__rest">
              <Trans>The rest of your stake stays on the bet at the same odds.</Trans>
            </p>
          ) : null}
        </div>
        <CashOutActions
          steps={steps}
          offer={t`Cash out ${part}`}
          question={t`Cash out ${shown} for ${part}?`}
          onConfirm={() => onCashOut(fraction)}
          confirmClassName="sb-cash-panel__confirm"
          message={message}
        />
      </div>
    )
  }),
  { displayName: 'CashOutPanel' },
)
