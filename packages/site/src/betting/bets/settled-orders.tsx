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
} from '@sportsbook/ui'
import { useState } from 'react'
import { pagedList, useGrowingPage, usePagedRead } from './use-growing-page'

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
  // Keyed by the period, not its start time (which moves each read); an `order` push reads it again.
  const orders = usePagedRead(
    'bets',
    'list',
    { status: 'settled', days: filter.days ?? null },
    paging.pageSize,
    (query) =>
      sportsbook.api.bets.list({
        status: 'settled',
        ...query,
        ...(filter.days ? { startTime: Date.now() - filter.days * day } : {}),
      }),
  )
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
