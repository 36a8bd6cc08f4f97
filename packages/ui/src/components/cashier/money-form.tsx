import { floorToScale } from '@sportsbook/sdk'
import { type ComponentPropsWithRef, type ReactNode, useState } from 'react'
import { type AmountIssue, amountIssue } from './amount-rules'

/** What a money form's callback answers: false when the movement was refused, so what was typed stays. */
export type MoneyResult = Promise<boolean | undefined> | boolean | undefined

/** What every money form is told of its last try: whether it is still being sent, and why it was refused. */
export interface MoneyFormState {
  /** While the movement is being sent: the form's controls wait. */
  busy?: boolean
  /** The server's refusal of the last try, shown above the form's button and read out as it appears. */
  error?: string | null | undefined
}

/** The limits an amount is checked against before it is sent (amount-rules.ts). */
export type AmountLimits = Parameters<typeof amountIssue>[1]

/**
 * The amount typed in a money form (cashier, market, game wallet) and the issue shown once the member tried to
 * send it: the forms differ in what they send, never in how the amount is checked, floored and emptied.
 */
export function useAmountEntry() {
  const [amount, setAmount] = useState('')
  const [issue, setIssue] = useState<AmountIssue | null>(null)
  return {
    amount,
    setAmount,
    setIssue,
    /** Checks the amount against `limits` and shows the issue: the amount floored to their scale, or null. */
    take(limits: AmountLimits): string | null {
      const found = amountIssue(amount, limits)
      setIssue(found)
      return found ? null : floorToScale(amount.trim(), limits.scale)
    },
    /** Empties the field once the movement is answered, unless it was refused; answers the result. */
    clearUnlessRefused(result: MoneyResult): Promise<boolean | undefined> {
      return Promise.resolve(result).then((done) => {
        if (done !== false) setAmount('')
        return done
      })
    },
    /**
     * The AmountField's value, change handler and issue. With `recheck`, an issue already shown follows the typing
     * (it goes once the amount fits); without, it stays until the next try.
     */
    field(recheck?: AmountLimits) {
      return {
        value: amount,
        issue,
        onValueChange: (value: string) => {
          setAmount(value)
          if (recheck && issue) setIssue(amountIssue(value, recheck))
        },
      }
    },
  }
}

/** Props of {@link MoneyForm}: a `form`'s, and `busy` while its movement is being sent (`aria-busy`). */
export type MoneyFormProps = ComponentPropsWithRef<'form'> & { busy?: boolean | undefined }

/**
 * The root of a money form: the cashier's form layout with the caller's classes, checked by the form's own amount
 * rules rather than the browser's (noValidate), and `aria-busy` while the movement is being sent.
 */
export function MoneyForm({ busy, className, ...rest }: MoneyFormProps) {
  return (
    <form
      {...rest}
      className={className ? `sb-cashier-form ${className}` : 'sb-cashier-form'}
      noValidate
      aria-busy={busy || undefined}
    />
  )
}

/** The server's refusal of a form's last try, read out as it appears; nothing without one. */
export function FormError({ error }: { error?: string | null | undefined }) {
  return error ? (
    <p className="sb-cashier__error" role="alert">
      {error}
    </p>
  ) : null
}

/** Props of {@link FormSubmit}. */
export interface FormSubmitProps {
  /** The server's refusal of the last try, shown above the button. */
  error?: string | null | undefined
  /** While the form is being sent, or while it cannot be sent yet. */
  disabled?: boolean
  /** The quieter button, where the form sits beside a main action (a game wallet's withdraw all). */
  secondary?: boolean
  children: ReactNode
}

/** The end of a money form: the refusal of the last try, then the button that sends the form. */
export function FormSubmit({ error, disabled, secondary = false, children }: FormSubmitProps) {
  return (
    <>
      <FormError error={error} />
      <button
        type="submit"
        className={secondary ? 'sb-button sb-button--secondary' : 'sb-button'}
        disabled={disabled}
      >
        {children}
      </button>
    </>
  )
}
