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
import { errorMessage } from '../session-status'
import { useRemote } from '../use-remote'
import { useGrowingPage } from './use-growing-page'

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
  const page = orders.data
  return (
    <OrderList<Order>
      label={i18n._(bettingMessages.settledBets)}
      items={page?.list}
      status={orders.status}
      error={errorMessage(orders.error)}
      onRetry={orders.reload}
      getKey={(order) => order.id}
      emptyTitle={i18n._(bettingMessages.noSettledBets)}
      hasMore={paging.hasMore(page?.list.length, page?.total)}
      onLoadMore={paging.more}
      loadingMore={orders.status === 'loading'}
      renderItem={(order) => <OrderRow order={order} format={format} />}
    />
  )
}
