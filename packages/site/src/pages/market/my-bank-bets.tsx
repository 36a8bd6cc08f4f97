import { useLingui } from '@lingui/react'
import type { PeerBank } from '@sportsbook/sdk/protocol'
import { GamblerOrders, LoadingState, marketMessages, useSportsbook } from '@sportsbook/ui'
import { useMemo } from 'react'
import { useKeyedRead } from '../../betting/remote'
import { RemoteError } from '../../betting/remote-error'
import { bankHref } from './market-context'

/** The member's bets against banks, or those on one bank, each named by its bank's match and market. */
export function MyBankBets({ bankId, round = 0 }: { bankId?: number; round?: number }) {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  // `round` counts the bets placed on the page: each reads the list again.
  const orders = useKeyedRead({ group: 'market', name: 'gamblerOrders', inputs: { bankId, round } }, () =>
    sportsbook.api.market.gamblerOrders({ ...(bankId ? { bankId } : {}), page: 1, pageSize: 50 }),
  )
  // An order carries only its bank's id: each bank of the page is read once, for its match and market.
  const bankIds = [...new Set((orders.data?.list ?? []).map((order) => order.bankId))].sort((a, b) => a - b)
  const banks = useKeyedRead(
    { group: 'market', name: 'ordersBanks', inputs: { bankIds } },
    async () => {
      const read = await Promise.allSettled(bankIds.map((id) => sportsbook.api.market.info({ id })))
      return read.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    },
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
