import { useLingui } from '@lingui/react'
import { groupDigits, isApiError } from '@sportsbook/sdk'
import { codes, maxWithdrawAccounts, type Withdrawal } from '@sportsbook/sdk/protocol'
import {
  cashierMessages,
  LoadingState,
  StatusBadge,
  useLocaleTag,
  useSportsbook,
  useSportsbookQuery,
  useUser,
  WithdrawAccounts,
  WithdrawForm,
  WithdrawPasswordForm,
  withdrawalStatusLabel,
} from '@sportsbook/ui'
import { type ReactNode, useState } from 'react'
import { useRemoteOf } from '../../betting/remote'
import { RemoteError } from '../../betting/remote-error'
import { errorMessage } from '../../betting/session-status'
import { useWalletCurrency, withdrawable } from './wallet-context'

/** Part of the withdraw section under its own heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sb-wallet__part" aria-label={title}>
      <h3 className="sb-wallet__part-title">{title}</h3>
      {children}
    </section>
  )
}

/**
 * Withdrawals: the withdraw password (set or change), the accounts (add, remove), the withdrawal form, and the
 * withdrawals in review, read again every few seconds and on every balance push until reviewed.
 */
export function WithdrawSection() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const user = useUser()
  const { currencyCode, entry } = useWalletCurrency()
  const [errors, setErrors] = useState<Record<'password' | 'accounts' | 'withdraw', string | null>>({
    password: null,
    accounts: null,
    withdraw: null,
  })
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  // The currency's withdrawal limits are not published: a refusal outside them (2004) names them, and from then on
  // the form says them and checks them before sending.
  const [limits, setLimits] = useState<Record<string, { min: string; max: string }>>({})
  const tag = useLocaleTag()
  const accounts = useRemoteOf(useSportsbookQuery('wallet', 'withdrawAccounts', {}))
  const banks = useRemoteOf(useSportsbookQuery('wallet', 'banks', { currencyCode }))
  // Read every few seconds while some wait for review; a `balance` push (a review's outcome) reads it too.
  const inReview = useRemoteOf(
    useSportsbookQuery(
      'wallet',
      'withdrawals',
      { status: 'inReview', page: 1, pageSize: 10 },
      { refetchInterval: (query) => ((query.state.data?.list.length ?? 0) > 0 ? 3000 : false) },
    ),
  )

  const run = async (part: keyof typeof errors, action: () => Promise<unknown>) => {
    setBusy(true)
    setErrors((previous) => ({ ...previous, [part]: null }))
    try {
      await action()
      return true
    } catch (cause) {
      setErrors((previous) => ({ ...previous, [part]: refusalText(cause) ?? null }))
      return false
    } finally {
      setBusy(false)
    }
  }

  const refusalText = (cause: unknown) => {
    const range = isApiError(cause, codes.STAKE_OUT_OF_LIMITS) ? cause.data : undefined
    if (!range?.min || !range.max) return errorMessage(cause)
    setLimits((was) => ({ ...was, [currencyCode]: { min: range.min, max: range.max } }))
    return i18n._({
      ...cashierMessages.withdrawLimits,
      values: { currencyCode, min: groupDigits(range.min, tag), max: groupDigits(range.max, tag) },
    })
  }

  const failed = [accounts, banks].find((remote) => remote.status === 'error')
  if (failed) return <RemoteError remote={failed} title={i18n._(cashierMessages.loadFailed)} />
  if (!accounts.data || !banks.data) return <LoadingState rows={4} />
  const hasPassword = user?.hasWithdrawPwd ?? false
  const pending: Withdrawal[] = inReview.data?.list ?? []
  // A withdrawal is in the wallet's chosen currency: to one of its accounts, within that currency's balance.
  const accountsHere = accounts.data.filter((account) => account.currencyCode === currencyCode)
  return (
    <div className="sb-wallet__stack">
      {pending.length > 0 ? (
        <Part title={i18n._(cashierMessages.withdrawalsInReview)}>
          <ul className="sb-cashier-list" aria-live="polite">
            {pending.map((item) => (
              <li key={item.id} className="sb-cashier-list__row">
                <span>
                  {item.amount} {item.currencyCode} · {item.account.bankName} {item.account.accountNoMasked}
                </span>
                <StatusBadge label={withdrawalStatusLabel(i18n, item.status)} />
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {hasPassword && accountsHere.length > 0 ? (
        <Part title={i18n._(cashierMessages.newWithdrawal)}>
          <WithdrawForm
            accounts={accountsHere}
            withdrawable={() => ({
              ...withdrawable(entry),
              loan: entry?.loanAmount,
              ...limits[currencyCode],
            })}
            busy={busy}
            error={errors.withdraw}
            onSubmit={async (values) => {
              const done = await run('withdraw', () => sportsbook.wallet.withdraw(values))
              if (done) {
                inReview.reload()
                void sportsbook.balance.refresh().catch(() => undefined)
              }
              return done
            }}
          />
        </Part>
      ) : (
        <p className="sb-cashier__muted">{i18n._(cashierMessages.withdrawNeedsPassword)}</p>
      )}
      <Part title={i18n._(cashierMessages.withdrawAccounts)}>
        <WithdrawAccounts
          accounts={accounts.data}
          banks={banks.data}
          maxAccounts={maxWithdrawAccounts}
          busy={busy}
          error={errors.accounts}
          onAdd={(account) =>
            void run('accounts', () =>
              sportsbook.api.wallet.withdrawAccountOperate({ op: 'add', ...account }),
            ).then((done) => done && accounts.reload())
          }
          onRemove={(account) =>
            void run('accounts', () =>
              sportsbook.api.wallet.withdrawAccountOperate({ op: 'remove', id: account.id }),
            ).then((done) => done && accounts.reload())
          }
        />
      </Part>
      <Part title={i18n._(cashierMessages.withdrawPassword)}>
        <WithdrawPasswordForm
          hasPassword={hasPassword}
          busy={busy}
          saved={saved}
          error={errors.password}
          onSubmit={async (values) => {
            setSaved(false)
            const done = await run('password', () => sportsbook.wallet.setWithdrawPassword(values))
            if (done) {
              setSaved(true)
              await sportsbook.session.refreshUser().catch(() => undefined)
            }
          }}
        />
      </Part>
    </div>
  )
}
