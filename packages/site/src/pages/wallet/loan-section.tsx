import { LoadingState, LoanPanel, useSportsbook } from '@sportsbook/ui'
import { useState } from 'react'
import { errorMessage } from '../../betting/session-status'
import { useWalletCurrency } from './wallet-context'

/** Borrow on the credit line and repay, in the member's currency; the records are in the history. */
export function LoanSection({ onMoved }: { onMoved: () => void }) {
  const sportsbook = useSportsbook()
  const { currencyCode, entry } = useWalletCurrency()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!entry) return <LoadingState rows={2} />
  const move = async (kind: 'borrow' | 'repay', amount: string) => {
    setBusy(true)
    setError(null)
    try {
      await sportsbook.wallet[kind]({ amount, currencyCode })
      await sportsbook.balance.refresh().catch(() => undefined)
      onMoved()
      return true
    } catch (cause) {
      setError(errorMessage(cause) ?? null)
      return false
    } finally {
      setBusy(false)
    }
  }
  return (
    <LoanPanel
      entry={entry}
      busy={busy}
      error={error}
      onBorrow={(amount) => move('borrow', amount)}
      onRepay={(amount) => move('repay', amount)}
    />
  )
}
