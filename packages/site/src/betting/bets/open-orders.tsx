import { useLingui } from '@lingui/react'
import type { Order } from '@sportsbook/sdk/protocol'
import {
  bettingMessages,
  isSiteLocale,
  localeTags,
  OrderList,
  OrderRow,
  useOddsFormat,
  useSportsbook,
  useToasts,
} from '@sportsbook/ui'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { errorMessage } from '../session-status'
import { moneyText } from './money-text'
import { OrderCashOut } from './order-cash-out'
import { usePagedList } from './use-growing-page'

/** The address of the shared bets on this site, which a shared order offers to copy. */
function sharedBetsLink(): string {
  return `${window.location.origin}${window.location.pathname}#/bets?section=shared`
}

/** Cash-out offers follow the odds: the open orders are read again this often while the tab is visible. */
const offerPollMs = 5000

/**
 * The member's open orders (and live bets still pending acceptance), each with its cash-out quote, a partial cash
 * out, its automatic cash-out rule and a Share button.
 */
export function OpenOrders() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const [format] = useOddsFormat()
  // An `order` push reads the list again (SportsbookQuerySync): the key is the data hooks' `bets.list`.
  const { remote: orders, list: ordersList } = usePagedList(
    'bets',
    'list',
    (query) => sportsbook.api.bets.list({ status: 'open', ...query }),
    { inputs: { status: 'open' }, refetchInterval: offerPollMs },
  )

  const [sharing, setSharing] = useState<number | null>(null)
  // The toasts write amounts as the cash-out panel does (its useFormatters), in the page's language.
  const localeTag = isSiteLocale(i18n.locale) ? localeTags[i18n.locale] : i18n.locale || 'en'
  const money = useMemo(
    () => (amount: string, currency: string) => moneyText(amount, currency, localeTag),
    [localeTag],
  )

  async function share(order: Order) {
    setSharing(order.id)
    try {
      await sportsbook.api.bets.share({ orderId: order.id })
      toasts.success(i18n._(bettingMessages.shared))
      orders.reload()
    } catch (error) {
      toasts.error(errorMessage(error) ?? '')
    } finally {
      setSharing(null)
    }
  }

  return (
    <OrderList<Order>
      {...ordersList}
      label={i18n._(bettingMessages.openBets)}
      getKey={(order) => order.id}
      emptyTitle={i18n._(bettingMessages.noOpenBets)}
      emptyAction={
        <Link className="sb-button sb-button--secondary" to="/index">
          {i18n._(bettingMessages.goToMatches)}
        </Link>
      }
      renderItem={(order) => (
        <OrderRow
          order={order}
          format={format}
          sharing={sharing === order.id}
          onShare={() => void share(order)}
          shareLink={sharedBetsLink()}
          cashOut={<OrderCashOut order={order} money={money} onChanged={orders.reload} />}
        />
      )}
    />
  )
}
