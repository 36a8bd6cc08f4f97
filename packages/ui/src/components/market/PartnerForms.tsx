import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentPropsWithRef, type FormEvent, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { AmountField } from '../cashier/AmountField'
import type { MoneyFormState, MoneyResult } from '../cashier/money-form'
import { FormSubmit, MoneyForm, useAmountEntry } from '../cashier/money-form'
import { TextField } from '../field/TextField'

interface FormState
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children' | 'onError' | 'defaultValue'>,
    MoneyFormState {}

/** Props of {@link JoinBankForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface JoinBankFormProps extends FormState {
  /** A private bank asks for its password; an open one joins without. */
  needsPassword: boolean
  /** The Join button: join the bank as a partner with the password typed (empty for an open bank). */
  onJoin: (password: string) => MoneyResult
}

/** Join a bank as a partner (match/opening/partner/join); capital is added with the invest form after. */
export const JoinBankForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function JoinBankForm({
    needsPassword,
    onJoin,
    busy = false,
    error,
    className,
    ...rest
  }: JoinBankFormProps) {
    const { t } = useLingui()
    const [password, setPassword] = useState('')
    const submit = (event: FormEvent) => {
      event.preventDefault()
      void onJoin(needsPassword ? password : '')
    }
    return (
      <MoneyForm aria-label={t`Join as a partner`} {...rest} className={className} onSubmit={submit}>
        <p className="sb-cashier__muted">
          <Trans>
            Partners share the bank's later bets pro rata to their free capital, and never lose more than they
            put in.
          </Trans>
        </p>
        {needsPassword ? (
          <TextField
            label={t`Bank password`}
            value={password}
            onValueChange={setPassword}
            revealable
            disabled={busy}
          />
        ) : null}
        <FormSubmit error={error} disabled={busy || (needsPassword && password === '')}>
          <Trans>Join</Trans>
        </FormSubmit>
      </MoneyForm>
    )
  }),
  { displayName: 'JoinBankForm' },
)

/** Props of {@link InvestForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface InvestFormProps extends FormState {
  currencyCode: string
  /** The currency's number of decimals. */
  scale: number
  /** What the member can spend. */
  available: string
  /**
   * The Invest button: add this capital (floored to `scale`, at most `available`) to the bank. Resolves false when
   * it was refused (the amount then stays for another try).
   */
  onInvest: (amount: string) => MoneyResult
}

/** Add capital to a bank the member is in (match/opening/invest); it moves from the balance to the escrow. */
export const InvestForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function InvestForm({
    currencyCode,
    scale,
    available,
    onInvest,
    busy = false,
    error,
    className,
    ...rest
  }: InvestFormProps) {
    const { t } = useLingui()
    const typed = useAmountEntry()
    const submit = (event: FormEvent) => {
      event.preventDefault()
      const amount = typed.take({ max: available, scale })
      if (amount !== null) void typed.clearUnlessRefused(onInvest(amount))
    }
    return (
      <MoneyForm aria-label={t`Invest in this bank`} {...rest} className={className} onSubmit={submit}>
        <AmountField
          label={t`Capital to add`}
          {...typed.field()}
          currencyCode={currencyCode}
          max={available}
          disabled={busy}
        />
        <FormSubmit error={error} disabled={busy}>
          <Trans>Invest</Trans>
        </FormSubmit>
      </MoneyForm>
    )
  }),
  { displayName: 'InvestForm' },
)
