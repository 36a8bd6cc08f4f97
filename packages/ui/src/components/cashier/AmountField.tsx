import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { TextField } from '../field/TextField'
import type { AmountIssue } from './amount-rules'
import { amountIssueText } from './cashier-texts'

export interface AmountFieldProps {
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  currencyCode: string
  min?: string | undefined
  max?: string | undefined
  /** Shown once the player has tried to send. */
  issue?: AmountIssue | null
  disabled?: boolean
}

/** An amount input with its currency and its limits as a hint; digits and one point only. */
export const AmountField = /* @__PURE__ */ Object.assign(
  function AmountField({
    label,
    value,
    onValueChange,
    currencyCode,
    min,
    max,
    issue,
    disabled,
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
        label={label}
        value={value}
        onValueChange={(text) => onValueChange(text.replace(/[^\d.]/g, ''))}
        inputMode="decimal"
        autoComplete="off"
        hint={hint}
        error={issue ? amountIssueText(i18n, issue, money) : undefined}
        disabled={disabled}
      />
    )
  },
  { displayName: 'AmountField' },
)
