import { useLingui } from '@lingui/react'
import type { PeerBank } from '@sportsbook/sdk/protocol'
import { GamblerOrders, LoadingState, marketMessages, useSportsbook } from '@sportsbook/ui'
import { useMemo } from 'react'
import { RemoteError } from '../../betting/remote-error'
import { useRemote } from '../../betting/use-remote'
import { bankHref } from './market-context'

/** The member's bets against banks, or those on one bank, each named by its bank's match and market. */
export function MyBankBets({ bankId, round = 0 }: { bankId?: number; round?: number }) {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const orders = useRemote(
    () => sportsbook.api.market.gamblerOrders({ ...(bankId ? { bankId } : {}), page: 1, pageSize: 50 }),
    [bankId, round],
  )
  // An order carries only its bank's id: each bank of the page is read once, for its match and market.
  const bankIds = [...new Set((orders.data?.list ?? []).map((order) => order.bankId))].sort((a, b) => a - b)
  const key = bankIds.join(',')
  const banks = useRemote(
    async () => {
      const read = await Promise.allSettled(bankIds.map((id) => sportsbook.api.market.info({ id })))
      return read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    },
    [key],
    { enabled: bankIds.length > 0 },
  )
  const byId = useMemo(
    () => new Map((banks.data ?? []).map((bank: PeerBank) => [bank.id, bank])),
    [banks.data],
  )
  if (orders.status === 'error' && !orders.data)
    return <RemoteError remote={orders} title={i18n._(marketMessages.loadFailed)} />
  if (!orders.data) return <LoadingState rows={2} />
  return <GamblerOrders orders={orders.data.list} hrefOf={bankHref} banks={byId} />
}
