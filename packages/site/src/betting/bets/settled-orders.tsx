import { useLingui } from '@lingui/react'
import type { Order } from '@sportsbook/sdk/protocol'
import {
  allOrders,
  bettingMessages,
  type OrderFilter,
  OrderFilters,
  OrderList,
  OrderRow,
  passesOrderFilter,
  useOddsFormat,
  useSportsbook,
  useSportsbookEvent,
} from '@sportsbook/ui'
import { useState } from 'react'
import { useRemote } from '../use-remote'
import { pagedList, useGrowingPage } from './use-growing-page'

const day = 86_400_000

/**
 * The member's settled orders (won, lost, void, pushed, cashed out), newest first, filtered by period (the read's
 * `startTime`), outcome and sport (of the orders read: Show more reads further back).
 */
export function SettledOrders() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const [format] = useOddsFormat()
  const [filter, setFilter] = useState<OrderFilter>(allOrders)
  const paging = useGrowingPage()
  const orders = useRemote(
    () =>
      sportsbook.api.bets.list({
        status: 'settled',
        page: 1,
        pageSize: paging.pageSize,
        ...(filter.days ? { startTime: Date.now() - filter.days * day } : {}),
      }),
    [paging.pageSize, filter.days],
  )
  useSportsbookEvent('order', orders.reload)
  const { items, ...list } = pagedList(orders, paging)
  return (
    <>
      <OrderFilters value={filter} onValueChange={setFilter} />
      <OrderList<Order>
        {...list}
        items={items?.filter((order) => passesOrderFilter(order, filter))}
        label={i18n._(bettingMessages.settledBets)}
        getKey={(order) => order.id}
        emptyTitle={i18n._(bettingMessages.noSettledBets)}
        renderItem={(order) => <OrderRow order={order} format={format} />}
      />
    </>
  )
}
