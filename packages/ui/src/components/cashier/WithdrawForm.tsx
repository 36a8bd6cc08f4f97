import { Trans, useLingui } from '@lingui/react/macro'
import { floorToScale } from '@sportsbook/sdk'
import type { WithdrawAccount } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useId, useState } from 'react'
import { useFormatters } from '../../internal/use-formatters'
import { TextField } from '../field/TextField'
import { AmountField } from './AmountField'
import { type AmountIssue, amountIssue } from './amount-rules'

/** What a WithdrawForm sends. */
export interface WithdrawValues {
  accountId: number
  amount: string
  currencyCode: string
  password: string
}

/** Props of {@link WithdrawForm}; any other prop of a `form` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface WithdrawFormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  accounts: readonly WithdrawAccount[]
  /** What may be withdrawn per currency: the display balance less the outstanding loan. */
  withdrawable: (currencyCode: string) => { amount: string; scale: number }
  /** Resolves false when the withdrawal was refused: the form then keeps what was typed for another try. */
  onSubmit: (values: WithdrawValues) => Promise<boolean | undefined> | boolean | undefined
  error?: string | null | undefined
  busy?: boolean
}

/**
 * A withdrawal: the account, the amount (at most what may be withdrawn), the withdraw password, and a summary of
 * what arrives: no fee is taken, so the account receives the whole amount; it is held (frozen) until reviewed.
 */
export const WithdrawForm = /* @__PURE__ */ Object.assign(
  function WithdrawForm({
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
    const [amount, setAmount] = useState('')
    const [password, setPassword] = useState('')
    const [issue, setIssue] = useState<AmountIssue | null>(null)
    const [tried, setTried] = useState(false)
    const account = accounts.find((item) => item.id === accountId) ?? accounts[0]
    if (!account) return null
    const limit = withdrawable(account.currencyCode)
    const limits = { max: limit.amount, scale: limit.scale }
    const valid = amountIssue(amount, limits) === null
    const shown = valid ? format.money(floorToScale(amount.trim(), limit.scale), account.currencyCode) : null
    const submit = (event: FormEvent) => {
      event.preventDefault()
      setTried(true)
      const found = amountIssue(amount, limits)
      setIssue(found)
      if (found || password === '') return
      void Promise.resolve(
        onSubmit({
          accountId: account.id,
          amount: floorToScale(amount.trim(), limit.scale),
          currencyCode: account.currencyCode,
          password,
        }),
      ).then((done) => {
        if (done === false) return
        setAmount('')
        setPassword('')
        setTried(false)
      })
    }
    return (
      <form
        {...rest}
        ref={ref}
        className={className ? `sb-cashier-form ${className}` : 'sb-cashier-form'}
        onSubmit={submit}
        noValidate
        aria-busy={busy || undefined}
      >
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
          value={amount}
          onValueChange={(value) => {
            setAmount(value)
            if (issue) setIssue(amountIssue(value, limits))
          }}
          currencyCode={account.currencyCode}
          max={limit.amount}
          issue={issue}
          disabled={busy}
        />
        <TextField
          label={t`Withdraw password`}
          type="password"
          revealable
          autoComplete="off"
          value={password}
          onValueChange={setPassword}
          error={tried && password === '' ? t`Enter your withdraw password.` : undefined}
        />
        <dl className="sb-withdraw-summary" aria-label={t`Summary`}>
          <div>
            <dt>
              <Trans>Fee</Trans>
            </dt>
            <dd>
              <Trans>None</Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>You receive</Trans>
            </dt>
            <dd>{shown ?? '—'}</dd>
          </div>
        </dl>
        <p className="sb-cashier__muted">
          <Trans>The amount is held (frozen) until an operator reviews the withdrawal.</Trans>
        </p>
        {error ? (
          <p className="sb-cashier__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="sb-button" disabled={busy}>
          <Trans>Withdraw</Trans>
        </button>
      </form>
    )
  },
  { displayName: 'WithdrawForm' },
)
