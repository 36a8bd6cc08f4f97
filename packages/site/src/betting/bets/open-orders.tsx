import { useLingui } from '@lingui/react'
import { isApiError } from '@sportsbook/sdk'
import type { Order } from '@sportsbook/sdk/protocol'
import {
  bettingMessages,
  CashOut,
  isSiteLocale,
  localeTags,
  OrderList,
  OrderRow,
  useOddsFormat,
  useSportsbook,
  useSportsbookEvent,
  useToasts,
} from '@sportsbook/ui'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { errorMessage } from '../session-status'
import { moneyText } from './money-text'
import { usePagedList } from './use-growing-page'

/** Cash-out offers follow the odds: the open orders are read again this often while the tab is visible. */
const offerPollMs = 5000

/** The member's open orders, each with its live cash-out offer and a Share button. */
export function OpenOrders() {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const [format] = useOddsFormat()
  const { remote: orders, list: ordersList } = usePagedList(
    (query) => sportsbook.api.bets.list({ status: 'open', ...query }),
    { pollMs: offerPollMs },
  )
  useSportsbookEvent('order', orders.reload)

  const [pending, setPending] = useState<number | null>(null)
  const [sharing, setSharing] = useState<number | null>(null)
  const [messages, setMessages] = useState<ReadonlyMap<number, string>>(new Map())
  const say = (orderId: number, text: string | null) =>
    setMessages((current) => {
      const next = new Map(current)
      if (text === null) next.delete(orderId)
      else next.set(orderId, text)
      return next
    })
  // The toasts and messages write amounts as the cash-out button does (its useFormatters), in the page's language.
  const localeTag = isSiteLocale(i18n.locale) ? localeTags[i18n.locale] : i18n.locale || 'en'
  const money = useMemo(
    () => (amount: string, currency: string) => moneyText(amount, currency, localeTag),
    [localeTag],
  )

  async function cashOut(order: Order, amount: string) {
    setPending(order.id)
    say(order.id, null)
    try {
      // The SDK keeps the request id while the outcome is unknown, so trying again cannot pay twice.
      const done = await sportsbook.orders.cashOut({ orderId: order.id, amount })
      toasts.success(
        i18n._({
          ...bettingMessages.cashedOut,
          values: { amount: money(done.payout ?? amount, done.currencyCode) },
        }),
      )
      void sportsbook.balance.refresh().catch(() => undefined)
    } catch (error) {
      if (isApiError(error, 2002)) {
        const offer = (error.data as { offer?: string | null } | undefined)?.offer
        say(
          order.id,
          offer
            ? i18n._({
                ...bettingMessages.cashOutChanged,
                values: { amount: money(offer, order.currencyCode) },
              })
            : i18n._(bettingMessages.cashOutGone),
        )
      } else say(order.id, errorMessage(error) ?? i18n._(bettingMessages.cashOutGone))
    } finally {
      setPending(null)
      orders.reload()
    }
  }

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
          cashOut={
            <CashOut
              offer={order.cashOutOffer}
              currencyCode={order.currencyCode}
              pending={pending === order.id}
              message={messages.get(order.id)}
              onCashOut={(amount) => void cashOut(order, amount)}
            />
          }
        />
      )}
    />
  )
}
