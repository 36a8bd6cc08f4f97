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
import { usePagedList } from './use-growing-page'

/** The member's settled orders (won, lost, void, pushed, cashed out), newest first. */
export function SettledOrders() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const [format] = useOddsFormat()
  const { remote: orders, list: ordersList } = usePagedList((query) =>
    sportsbook.api.bets.list({ status: 'settled', ...query }),
  )
  useSportsbookEvent('order', orders.reload)
  return (
    <OrderList<Order>
      {...ordersList}
      label={i18n._(bettingMessages.settledBets)}
      getKey={(order) => order.id}
      emptyTitle={i18n._(bettingMessages.noSettledBets)}
      renderItem={(order) => <OrderRow order={order} format={format} />}
    />
  )
}
