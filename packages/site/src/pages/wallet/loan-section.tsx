import { LoadingState, LoanPanel, useSportsbook } from '@sportsbook/ui'
import { useMoneyAction } from '../use-money-action'
import { useWalletCurrency } from './wallet-context'

/** Borrow on the credit line and repay, in the member's currency; the records are in the history. */
export function LoanSection({ onMoved }: { onMoved: () => void }) {
  const sportsbook = useSportsbook()
  const { currencyCode, entry } = useWalletCurrency()
  const { busy, error, run } = useMoneyAction()
  if (!entry) return <LoadingState rows={2} />
  const move = async (kind: 'borrow' | 'repay', amount: string) => {
    const moved = await run(() => sportsbook.wallet[kind]({ amount, currencyCode }))
    if (moved) onMoved()
    return moved
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
