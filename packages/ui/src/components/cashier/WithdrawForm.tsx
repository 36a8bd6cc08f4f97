import { Trans, useLingui } from '@lingui/react/macro'
import { compareAmounts, floorToScale } from '@sportsbook/sdk'
import type { WithdrawAccount } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useId, useState } from 'react'
import { FigureList } from '../../internal/figure-list'
import { useFormatters } from '../../internal/use-formatters'
import { withRef } from '../../internal/with-ref'
import { TextField } from '../field/TextField'
import { AmountField } from './AmountField'
import { amountIssue, lowerLimit } from './amount-rules'
import { FormSubmit, MoneyForm, type MoneyFormState, type MoneyResult, useAmountEntry } from './money-form'

/** What a WithdrawForm sends. */
export interface WithdrawValues {
  accountId: number
  amount: string
  currencyCode: string
  password: string
}

/** What may be withdrawn in a currency, and why not more. */
export interface WithdrawableAmount {
  /** The display balance less the outstanding loan, floored to `scale`. */
  amount: string
  scale: number
  /** The outstanding loan in that currency, which stays owed and so cannot be withdrawn. */
  loan?: string | undefined
  /** The currency's smallest and largest withdrawal, when known. */
  min?: string | undefined
  max?: string | undefined
}

/** Props of {@link WithdrawForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface WithdrawFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'>, MoneyFormState {
  accounts: readonly WithdrawAccount[]
  /**
   * What may be withdrawn per currency: the display balance less the outstanding loan (`loan`, explained under the
   * amount when there is one), and the currency's withdrawal limits when known (`min`, `max`: a 2004 answer names
   * them), said in the amount's hint and checked before sending.
   */
  withdrawable: (currencyCode: string) => WithdrawableAmount
  /** Resolves false when the withdrawal was refused: the form then keeps what was typed for another try. */
  onSubmit: (values: WithdrawValues) => MoneyResult
}

/**
 * A withdrawal: the account, the amount (at most what may be withdrawn), the withdraw password, and a summary of
 * what arrives: no fee is taken, so the account receives the whole amount; it is held (frozen) until reviewed.
 */
export const WithdrawForm = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function WithdrawForm({
    accounts,
    withdrawable,
    onSubmit,
    error,
    busy = false,
    className,
    ref,
    ...rest
  }: WithdrawFormProps) {
    const { t } = useLingui()
    const format = useFormatters()
    const accountSelect = useId()
    const [accountId, setAccountId] = useState<number | null>(null)
    const entry = useAmountEntry()
    const [password, setPassword] = useState('')
    const [tried, setTried] = useState(false)
    const account = accounts.find((item) => item.id === accountId) ?? accounts[0]
    if (!account) return null
    const limit = withdrawable(account.currencyCode)
    const limits = { min: limit.min, max: lowerLimit(limit.max, limit.amount), scale: limit.scale }
    const loan = limit.loan !== undefined && compareAmounts(limit.loan, '0') > 0 ? limit.loan : null
    const valid = amountIssue(entry.amount, limits) === null
    const shown = valid
      ? format.money(floorToScale(entry.amount.trim(), limit.scale), account.currencyCode)
      : null
    const submit = (event: FormEvent) => {
      event.preventDefault()
      setTried(true)
      const value = entry.take(limits)
      if (value === null || password === '') return
      const sent = onSubmit({
        accountId: account.id,
        amount: value,
        currencyCode: account.currencyCode,
        password,
      })
      void entry.clearUnlessRefused(sent).then((done) => {
        if (done === false) return
        setPassword('')
        setTried(false)
      })
    }
    return (
      <MoneyForm {...rest} ref={ref} className={className} onSubmit={submit} busy={busy}>
        <div className="sb-field">
          <label className="sb-field__label" htmlFor={accountSelect}>
            <Trans>To account</Trans>
          </label>
          <select
            id={accountSelect}
            className="sb-field__input"
            value={account.id}
            onChange={(event) => setAccountId(Number(event.currentTarget.value))}
          >
            {accounts.map((item) => (
              <option key={item.id} value={item.id}>
                {item.bankName} {item.accountNoMasked} ({item.currencyCode})
              </option>
            ))}
          </select>
        </div>
        <AmountField
          label={t`Amount`}
          {...entry.field(limits)}
          currencyCode={account.currencyCode}
          min={limits.min}
          max={limits.max}
          disabled={busy}
        />
        {loan !== null ? (
          <LoanNote
            loan={format.money(loan, account.currencyCode)}
            left={format.money(limit.amount, account.currencyCode)}
          />
        ) : null}
        <TextField
          label={t`Withdraw password`}
          type="password"
          revealable
          autoComplete="off"
          value={password}
          onValueChange={setPassword}
          error={tried && password === '' ? t`Enter your withdraw password.` : undefined}
        />
        <FigureList
          className="sb-withdraw-summary"
          aria-label={t`Summary`}
          figures={[
            { label: <Trans>Fee</Trans>, value: <Trans>None</Trans> },
            { label: <Trans>You receive</Trans>, value: shown ?? '—' },
          ]}
        />
        <p className="sb-cashier__muted">
          <Trans>The amount is held (frozen) until an operator reviews the withdrawal.</Trans>
        </p>
        <FormSubmit error={error} disabled={busy}>
          <Trans>Withdraw</Trans>
        </FormSubmit>
      </MoneyForm>
    )
  }),
  { displayName: 'WithdrawForm' },
)

/** Why less can be withdrawn than the balance shows: the outstanding loan stays owed. */
function LoanNote({ loan, left }: { loan: string; left: string }) {
  return (
    <p className="sb-cashier__muted" data-field="loan-note">
      <Trans>
        Your outstanding loan of {loan} stays owed, so it cannot be withdrawn: up to {left} can be.
      </Trans>
    </p>
  )
}
