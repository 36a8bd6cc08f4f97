import { Trans, useLingui } from '@lingui/react/macro'
import type { StakeFactor } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { FormSubmit, MoneyForm, type MoneyFormState, type MoneyResult } from '../cashier/money-form'
import { TextField } from '../field/TextField'

/** Props of {@link StakeFactorForm}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface StakeFactorFormProps extends Omit<ComponentPropsWithRef<'div'>, 'onSubmit'>, MoneyFormState {
  /** Called with the member's id and the factor; answer false when refused, so what was typed stays. */
  onSubmit: (values: { memberId: number; factor: string }) => MoneyResult
  /** The factor the server answered last, shown as done. */
  done?: StakeFactor | null | undefined
}

const isMemberId = (text: string) => /^[1-9]\d{0,15}$/.test(text.trim())
/** 0.01 to 1.00 with at most two decimals. */
const isFactor = (text: string) =>
  /^[01](\.\d{1,2})?$/.test(text.trim()) && Number(text) >= 0.01 && Number(text) <= 1

/** A member's stake factor: their maximum stakes are multiplied by it, 0.01 to 1.00. */
export const StakeFactorForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function StakeFactorForm({
    onSubmit,
    done,
    busy,
    error,
    className,
    ref,
    ...rest
  }: StakeFactorFormProps) {
    const { t } = useLingui()
    const [memberId, setMemberId] = useState('')
    const [factor, setFactor] = useState('')
    const [checked, setChecked] = useState(false)
    const submit = (event: FormEvent) => {
      event.preventDefault()
      setChecked(true)
      if (!isMemberId(memberId) || !isFactor(factor)) return
      void onSubmit({ memberId: Number(memberId.trim()), factor: factor.trim() })
    }
    return (
      <div {...rest} ref={ref} className={className ? `sb-stake-factor ${className}` : 'sb-stake-factor'}>
        <MoneyForm busy={busy} onSubmit={submit} aria-label={t`Stake factor of a member`}>
          <TextField
            label={t`Member id`}
            name="memberId"
            inputMode="numeric"
            value={memberId}
            onValueChange={setMemberId}
            error={checked && !isMemberId(memberId) ? t`Enter the member's number.` : undefined}
            disabled={busy}
          />
          <TextField
            label={t`Stake factor`}
            name="factor"
            inputMode="decimal"
            value={factor}
            onValueChange={setFactor}
            hint={t`From 0.01 to 1.00: the member's maximum stakes are multiplied by it.`}
            error={checked && !isFactor(factor) ? t`Enter a factor from 0.01 to 1.00.` : undefined}
            disabled={busy}
          />
          <FormSubmit error={error} disabled={busy}>
            <Trans>Set the factor</Trans>
          </FormSubmit>
        </MoneyForm>
        {done ? (
          <p className="sb-cashier__muted" role="status" data-member={done.memberId}>
            <Trans>
              Member #{done.memberId} now bets with a factor of {done.factor}.
            </Trans>
          </p>
        ) : null}
      </div>
    )
  }),
  { displayName: 'StakeFactorForm' },
)
