import { useLingui } from '@lingui/react'
import type { Order } from '@sportsbook/sdk/protocol'
import {
  bettingMessages,
  OrderList,
  OrderRow,
  useOddsFormat,
  useSportsbook,
  useSportsbookEvent,
} from '@sportsbook/ui'
import { useRemote } from '../use-remote'
import { pagedList, useGrowingPage } from './use-growing-page'

/** The member's settled orders (won, lost, void, pushed, cashed out), newest first. */
export function SettledOrders() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const [format] = useOddsFormat()
  const paging = useGrowingPage()
  const orders = useRemote(
    () => sportsbook.api.bets.list({ status: 'settled', page: 1, pageSize: paging.pageSize }),
    [paging.pageSize],
  )
  useSportsbookEvent('order', orders.reload)
  return (
    <OrderList<Order>
      {...pagedList(orders, paging)}
      label={i18n._(bettingMessages.settledBets)}
      getKey={(order) => order.id}
      emptyTitle={i18n._(bettingMessages.noSettledBets)}
      renderItem={(order) => <OrderRow order={order} format={format} />}
    />
  )
}
