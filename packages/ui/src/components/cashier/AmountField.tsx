import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { TextField, type TextFieldProps } from '../field/TextField'
import { type AmountIssue, amountDraft } from './amount-rules'
import { amountIssueText } from './cashier-texts'

/**
 * Props of {@link AmountField}; any other prop of {@link TextField} (`id`, `aria-*`, `data-*`, `ref`) goes to the
 * input, as in TextField.
 */
export interface AmountFieldProps extends Omit<TextFieldProps, 'hint' | 'error' | 'min' | 'max'> {
  /** The visible label, also the input's accessible name. */
  label: ReactNode
  /** The amount as typed. */
  value: string
  /** Receives the text as an amount being typed: what the protocol's amount rule cannot carry is dropped. */
  onValueChange: (value: string) => void
  /** The currency the amount is in, for the limits in the hint. */
  currencyCode: string
  /** The smallest amount allowed, shown in the hint. */
  min?: string | undefined
  /** The largest amount allowed, shown in the hint. */
  max?: string | undefined
  /** Shown once the player has tried to send. */
  issue?: AmountIssue | null
}

/** An amount input with its currency and its limits as a hint; it takes only what can start an amount. */
export const AmountField = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function AmountField({
    label,
    value,
    onValueChange,
    currencyCode,
    min,
    max,
    issue,
    ...rest
  }: AmountFieldProps) {
    const { t, i18n } = useLingui()
    const format = useFormatters()
    const money = (amount: string) => format.money(amount, currencyCode)
    let hint: string | undefined
    if (min !== undefined && max !== undefined) {
      const from = money(min)
      const to = money(max)
      hint = t`From ${from} to ${to}`
    } else if (max !== undefined) {
      const to = money(max)
      hint = t`Up to ${to}`
    }
    return (
      <TextField
        inputMode="decimal"
        autoComplete="off"
        {...rest}
        label={label}
        value={value}
        onValueChange={(text) => onValueChange(amountDraft(text))}
        hint={hint}
        error={issue ? amountIssueText(i18n, issue, money) : undefined}
      />
    )
  }),
  { displayName: 'AmountField' },
)
