import { Trans, useLingui } from '@lingui/react/macro'
import { type Bank, type WithdrawAccount, withdrawAccountNoPattern } from '@sportsbook/sdk/protocol'
import { type ComponentPropsWithRef, type FormEvent, useId, useState } from 'react'
import { withRef } from '../../internal/with-ref'
import { TextField } from '../field/TextField'
import { FormSubmit, type MoneyFormState } from './money-form'

/** A withdrawal account the member adds. */
export interface NewWithdrawAccount {
  bankCode: string
  accountName: string
  accountNo: string
  currencyCode: string
}

/** Props of {@link WithdrawAccounts}; any other prop of a `div` (`id`, `aria-*`, `data-*`, `ref`) goes to its root. */
export interface WithdrawAccountsProps extends ComponentPropsWithRef<'div'>, MoneyFormState {
  accounts: readonly WithdrawAccount[]
  banks: readonly Bank[]
  maxAccounts: number
  /** Saves a new withdrawal account. */
  onAdd: (account: NewWithdrawAccount) => Promise<void> | void
  /** Removes a saved account. */
  onRemove: (account: WithdrawAccount) => Promise<void> | void
}

const accountNoPattern = withdrawAccountNoPattern

/** The member's accounts to withdraw to: the list (numbers masked), remove, and a form to add one (at most 5). */
export const WithdrawAccounts = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ withRef(function WithdrawAccounts({
    accounts,
    banks,
    maxAccounts,
    onAdd,
    onRemove,
    error,
    busy = false,
    className,
    ref,
    ...rest
  }: WithdrawAccountsProps) {
    const { t } = useLingui()
    const bankId = useId()
    const [bankCode, setBankCode] = useState('')
    const [accountName, setAccountName] = useState('')
    const [accountNo, setAccountNo] = useState('')
    const [tried, setTried] = useState(false)
    const bank = banks.find((item) => item.code === bankCode) ?? banks[0]
    const nameError = tried && accountName.trim() === '' ? t`Enter the name on the account.` : undefined
    const numberError =
      tried && !accountNoPattern.test(accountNo) ? t`Enter 6 to 34 letters and digits.` : undefined
    const submit = async (event: FormEvent) => {
      event.preventDefault()
      setTried(true)
      if (!bank || accountName.trim() === '' || !accountNoPattern.test(accountNo)) return
      await onAdd({
        bankCode: bank.code,
        accountName: accountName.trim(),
        accountNo,
        currencyCode: bank.currencyCode,
      })
      setAccountName('')
      setAccountNo('')
      setTried(false)
    }
    return (
      <div
        {...rest}
        ref={ref}
        className={className ? `sb-withdraw-accounts ${className}` : 'sb-withdraw-accounts'}
      >
        {accounts.length === 0 ? (
          <p className="sb-cashier__muted">
            <Trans>No account yet: add the bank account your withdrawals go to.</Trans>
          </p>
        ) : (
          <ul className="sb-cashier-list" aria-label={t`Withdraw accounts`}>
            {accounts.map((account) => (
              <li key={account.id} className="sb-cashier-list__row">
                <span>
                  {account.bankName} · {account.accountName} · {account.accountNoMasked} (
                  {account.currencyCode})
                </span>
                <button
                  type="button"
                  className="sb-button sb-button--secondary"
                  disabled={busy}
                  aria-label={t`Remove ${account.bankName} ${account.accountNoMasked}`}
                  onClick={() => void onRemove(account)}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
        {accounts.length < maxAccounts && banks.length > 0 ? (
          <form className="sb-cashier-form" onSubmit={(event) => void submit(event)} noValidate>
            <div className="sb-field">
              <label className="sb-field__label" htmlFor={bankId}>
                <Trans>Bank</Trans>
              </label>
              <select
                id={bankId}
                className="sb-field__input"
                value={bank?.code ?? ''}
                onChange={(event) => setBankCode(event.currentTarget.value)}
              >
                {banks.map((item) => (
                  <option key={item.code} value={item.code}>
                    {item.name} ({item.currencyCode})
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label={t`Name on the account`}
              value={accountName}
              onValueChange={setAccountName}
              maxLength={64}
              autoComplete="name"
              error={nameError}
            />
            <TextField
              label={t`Account number`}
              value={accountNo}
              onValueChange={(value) => setAccountNo(value.replace(/[^A-Za-z0-9]/g, ''))}
              maxLength={34}
              autoComplete="off"
              error={numberError}
            />
            <FormSubmit error={error} disabled={busy}>
              <Trans>Add account</Trans>
            </FormSubmit>
          </form>
        ) : null}
      </div>
    )
  }),
  { displayName: 'WithdrawAccounts' },
)
