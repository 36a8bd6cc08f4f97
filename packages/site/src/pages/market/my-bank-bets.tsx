import { useLingui } from '@lingui/react'
import { ErrorState, GamblerOrders, LoadingState, marketMessages, useSportsbook } from '@sportsbook/ui'
import { errorMessage } from '../../betting/session-status'
import { useRemote } from '../../betting/use-remote'
import { bankHref } from './market-context'

/** The member's bets against banks, or those on one bank. */
export function MyBankBets({ bankId, round = 0 }: { bankId?: number; round?: number }) {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const orders = useRemote(
    () => sportsbook.api.market.gamblerOrders({ ...(bankId ? { bankId } : {}), page: 1, pageSize: 50 }),
    [bankId, round],
  )
  if (orders.status === 'error' && !orders.data)
    return (
      <ErrorState
        title={i18n._(marketMessages.loadFailed)}
        message={errorMessage(orders.error)}
        onRetry={orders.reload}
      />
    )
  if (!orders.data) return <LoadingState rows={2} />
  return <GamblerOrders orders={orders.data.list} hrefOf={bankHref} />
}
