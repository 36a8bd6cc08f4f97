import { useLingui } from '@lingui/react'
import type { Deposit } from '@sportsbook/sdk/protocol'
import {
  cashierMessages,
  DepositStatus,
  LoadingState,
  PayInForm,
  useRefusalText,
  useSportsbook,
  useSportsbookQuery,
} from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import { useRemoteOf } from '../../betting/remote'
import { RemoteError } from '../../betting/remote-error'
import { AllowanceLine } from '../../protection/allowance-line'
import { FirstDepositLimitPrompt } from '../../protection/first-deposit-limit-prompt'
import { useWalletCurrency } from './wallet-context'

// The deposit the player went to pay, kept across the trip to the provider's page and back.
const shownDepositKey = 'walletDeposit'

/**
 * A deposit: choose an online pay type and an amount, go to the provider's page; back on the site, the deposit's
 * status shows, read again every few seconds and on every balance push until it settles (only the provider's
 * signed notification credits it).
 */
export function DepositSection() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const { currencyCode, scale } = useWalletCurrency()
  const [shownId, setShownId] = useState(() => Number(sessionStorage.getItem(shownDepositKey)) || null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const refusalText = useRefusalText()
  const payTypes = useRemoteOf(useSportsbookQuery('wallet', 'payTypes', { currencyCode }))
  // Read every two seconds while the shown deposit is pending; a `balance` push reads it too.
  const deposits = useRemoteOf(
    useSportsbookQuery(
      'wallet',
      'deposits',
      { page: 1, pageSize: 10 },
      {
        enabled: shownId !== null,
        refetchInterval: (query) =>
          query.state.data?.list.find((item) => item.id === shownId)?.status === 'pending' ? 2000 : false,
      },
    ),
  )
  const shown: Deposit | undefined = deposits.data?.list.find((item) => item.id === shownId)

  useEffect(() => {
    if (shown && shown.status !== 'pending') void sportsbook.balance.refresh().catch(() => undefined)
  }, [shown?.status, shown, sportsbook])

  if (payTypes.status === 'error')
    return <RemoteError remote={payTypes} title={i18n._(cashierMessages.loadFailed)} />
  if (shown)
    return (
      <DepositStatus
        deposit={shown}
        onPay={(deposit) => window.location.assign(deposit.payUrl)}
        onDismiss={() => {
          sessionStorage.removeItem(shownDepositKey)
          setShownId(null)
        }}
      />
    )
  if (!payTypes.data || (shownId !== null && deposits.status === 'loading')) return <LoadingState rows={3} />
  return (
    <>
      <FirstDepositLimitPrompt currencyCode={currencyCode} scale={scale} />
      <AllowanceLine kind="deposit" currencyCode={currencyCode} />
      <PayInForm
        payTypes={payTypes.data.filter((type) => type.kind === 'online')}
        scale={scale}
        submitLabel={i18n._(cashierMessages.payDeposit)}
        busy={busy}
        error={error}
        onSubmit={async (values) => {
          setBusy(true)
          setError(null)
          try {
            const deposit = await sportsbook.wallet.deposit(values)
            sessionStorage.setItem(shownDepositKey, String(deposit.id))
            window.location.assign(deposit.payUrl)
          } catch (cause) {
            setError(refusalText(cause) ?? null)
            setBusy(false)
          }
        }}
      />
    </>
  )
}
