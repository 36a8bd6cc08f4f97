import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type FormEvent, useId, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { fractionOf } from './CashOutPanel'

/** An automatic cash-out rule (the order's `autoCashOut`). */
export interface AutoCashOutSetting {
  /** The offer at which the server cashes out (it pays the offer then, which may be higher). */
  threshold: string
  /** The part to cash out, "0.10" to "1.00". */
  fraction: string
}

/** Props of {@link AutoCashOutRule}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface AutoCashOutRuleProps extends Omit<ComponentPropsWithRef<'div'>, 'onSubmit'> {
  /** The order's rule, or null for none. */
  rule: AutoCashOutSetting | null
  currencyCode: string
  /** The threshold the form starts with (the offer now, say). */
  suggestedThreshold?: string
  /** Sets the rule (`trade/api/order/cash/auto`). */
  onSet: (rule: AutoCashOutSetting) => void
  /** Removes it (`threshold` null). */
  onRemove: () => void
  /** While a change is on its way. */
  pending?: boolean
  /** Why the last change failed: shown as an alert. */
  error?: string | null
}

const amountPattern = /^\d+(\.\d{1,8})?$/
const percents = [10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90, 100]

/**
 * The order's automatic cash out: the rule in words with a Remove button, or a small form that sets one (the
 * offer to wait for and the part to cash out). The server performs it once, whether or not the page is open.
 * data-state: set | unset.
 */
export const AutoCashOutRule = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function AutoCashOutRule({
    rule,
    currencyCode,
    suggestedThreshold = '',
    onSet,
    onRemove,
    pending = false,
    error,
    className,
    ref,
    ...rest
  }: AutoCashOutRuleProps) {
    const { t } = useLingui()
    const formats = useFormatters()
    const thresholdId = useId()
    const partId = useId()
    const errorId = useId()
    const [threshold, setThreshold] = useState(suggestedThreshold)
    const [percent, setPercent] = useState(100)
    const [invalid, setInvalid] = useState(false)
    const submit = (event: FormEvent) => {
      event.preventDefault()
      const value = threshold.trim()
      if (!amountPattern.test(value) || Number(value) <= 0) {
        setInvalid(true)
        return
      }
      setInvalid(false)
      onSet({ threshold: value, fraction: fractionOf(percent) })
    }
    const rulePart = rule ? `${Math.round(Number(rule.fraction) * 100)}%` : ''
    const ruleAt = rule ? formats.money(rule.threshold, currencyCode) : ''
    const ruleText = t`Automatic cash out: ${rulePart} when the offer reaches ${ruleAt}.`
    const problem = invalid ? t`Enter the offer to wait for, an amount above zero.` : error
    return (
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-auto-cash ${className}` : 'sb-auto-cash'}
        data-state={rule ? 'set' : 'unset'}
      >
        {rule ? (
          <>
            <p className="sb-auto-cash__rule">{ruleText}</p>
            <button
              type="button"
              className="sb-button sb-button--secondary"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onRemove}
            >
              <Trans>Remove automatic cash out</Trans>
            </button>
          </>
        ) : (
          <form className="sb-auto-cash__form" onSubmit={submit} aria-busy={pending || undefined} noValidate>
            <div className="sb-auto-cash__field">
              <label htmlFor={thresholdId}>
                <Trans>Cash out automatically when the offer reaches ({currencyCode})</Trans>
              </label>
              <input
                id={thresholdId}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={threshold}
                aria-invalid={invalid || undefined}
                aria-describedby={problem ? errorId : undefined}
                disabled={pending}
                onChange={(event) => setThreshold(event.currentTarget.value)}
              />
            </div>
            <div className="sb-auto-cash__field">
              <label htmlFor={partId}>
                <Trans>Part to cash out</Trans>
              </label>
              <select
                className="sb-field__input"
                id={partId}
                value={percent}
                disabled={pending}
                onChange={(event) => setPercent(Number(event.currentTarget.value))}
              >
                {percents.map((value) => (
                  <option key={value} value={value}>
                    {value}%
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="sb-button sb-button--secondary" disabled={pending}>
              <Trans>Set automatic cash out</Trans>
            </button>
          </form>
        )}
        {problem ? (
          <p className="sb-auto-cash__error" id={errorId} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    )
  }),
  { displayName: 'AutoCashOutRule' },
)
