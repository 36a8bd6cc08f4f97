import { Trans, useLingui } from '@lingui/react/macro'
import type { PayType } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, type ReactNode, useId, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { EmptyState } from '../data-states/DataStates'
import { AmountField } from './AmountField'
import { FormSubmit, MoneyForm, type MoneyFormState, useAmountEntry } from './money-form'

/** What a PayInForm sends. */
export interface PayInValues {
  payTypeId: number
  amount: string
  currencyCode: string
}

/** Props of {@link PayInForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface PayInFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'>, MoneyFormState {
  /** The pay types to choose from (online ones for a deposit, bank transfers for a transfer). */
  payTypes: readonly PayType[]
  /** Decimals of the pay types' currency. */
  scale: number
  submitLabel: ReactNode
  /** Sends the movement; a rejection's message is shown by the caller through `error`. */
  onSubmit: (values: PayInValues) => Promise<void> | void
}

/** Choose a pay type and an amount within its min and max, then pay in (deposit or bank transfer). */
export const PayInForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function PayInForm({
    payTypes,
    scale,
    submitLabel,
    onSubmit,
    error,
    busy = false,
    className,
    ref,
    ...rest
  }: PayInFormProps) {
    const { t } = useLingui()
    const name = useId()
    const [chosen, setChosen] = useState<number | null>(null)
    const entry = useAmountEntry()
    const payType = payTypes.find((type) => type.id === chosen) ?? payTypes[0]
    if (!payType) return <EmptyState title={t`No way to pay in is open in this currency right now.`} />
    const limits = { min: payType.min, max: payType.max, scale }
    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (entry.take(limits) !== null)
        void onSubmit({
          payTypeId: payType.id,
          amount: entry.amount.trim(),
          currencyCode: payType.currencyCode,
        })
    }
    return (
      <MoneyForm {...rest} ref={ref} className={className} onSubmit={submit} busy={busy}>
        {payTypes.length > 1 ? (
          <fieldset className="sb-cashier-choices">
            <legend className="sb-field__label">
              <Trans>Pay with</Trans>
            </legend>
            {payTypes.map((type) => (
              <label
                key={type.id}
                className="sb-cashier-choice"
                data-state={type.id === payType.id ? 'on' : 'off'}
              >
                <input
                  type="radio"
                  name={name}
                  checked={type.id === payType.id}
                  onChange={() => setChosen(type.id)}
                />
                {type.name}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="sb-cashier__muted">
            <Trans>Pay with {payType.name}</Trans>
          </p>
        )}
        <AmountField
          label={t`Amount`}
          {...entry.field(limits)}
          currencyCode={payType.currencyCode}
          min={payType.min}
          max={payType.max}
          disabled={busy}
        />
        <FormSubmit error={error} disabled={busy}>
          {submitLabel}
        </FormSubmit>
      </MoneyForm>
    )
  }),
  { displayName: 'PayInForm' },
)
