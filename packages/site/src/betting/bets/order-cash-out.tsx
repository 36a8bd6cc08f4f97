import { useLingui } from '@lingui/react'
import { isApiError, readCashOutQuote } from '@sportsbook/sdk'
import type { CashOutQuote, Order } from '@sportsbook/sdk/protocol'
import {
  AutoCashOutRule,
  bettingMessages,
  CashOutPanel,
  useCashOut,
  useRefusalText,
  useSportsbook,
  useToasts,
} from '@sportsbook/ui'
import { useEffect, useState } from 'react'
import { errorMessage } from '../session-status'

/** A quote lives 5 s (PROTOCOL.md section 12): it is read again a little before it expires. */
const quoteRefreshMs = 4_000

/**
 * Cash out of one open order on #/bets: the quote (offer, fair value, margin) read again while shown, a partial
 * or full cash out of it, and the order's automatic cash-out rule. `money` writes an amount for the toasts.
 */
export function OrderCashOut({
  order,
  money,
  onChanged,
}: {
  order: Order
  money: (amount: string, currencyCode: string) => string
  /** The order changed (cashed out, rule set): the list reads it again. */
  onChanged: () => void
}) {
  const { i18n } = useLingui()
  const sportsbook = useSportsbook()
  const toasts = useToasts()
  const refusalText = useRefusalText()
  const cashOutOrder = useCashOut()
  const [quote, setQuote] = useState<CashOutQuote | null>(null)
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [ruleBusy, setRuleBusy] = useState(false)
  const [ruleError, setRuleError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    const read = () =>
      sportsbook.orders
        .cashQuote(order.id)
        .then((answer) => current && setQuote(answer))
        .catch(() => current && setQuote(null))
    void read()
    const timer = setInterval(read, quoteRefreshMs)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [sportsbook, order.id, order.stake])

  async function cashOut(fraction: string) {
    if (!quote) return
    setPending(true)
    setMessage(null)
    try {
      // The SDK keeps the request id while the outcome is unknown, so trying again cannot pay twice; once done,
      // the member's orders and balance are read again.
      const done = await cashOutOrder.mutateAsync({ orderId: order.id, quoteId: quote.quoteId, fraction })
      const paid = done.cashOuts?.at(-1)?.amount ?? done.payout ?? quote.amount
      const amount = money(paid, done.currencyCode)
      toasts.success(
        i18n._({
          ...(done.status === 'open' ? bettingMessages.cashedOutPart : bettingMessages.cashedOut),
          values: { amount },
        }),
      )
      void sportsbook.balance.refresh().catch(() => undefined)
    } catch (error) {
      if (isApiError(error, 2002)) {
        const next = readCashOutQuote(error.data)
        setQuote(next)
        setMessage(
          next
            ? i18n._({
                ...bettingMessages.cashOutChanged,
                values: { amount: money(next.amount, order.currencyCode) },
              })
            : i18n._(bettingMessages.cashOutGone),
        )
      } else setMessage(refusalText(error) ?? errorMessage(error) ?? i18n._(bettingMessages.cashOutGone))
    } finally {
      setPending(false)
      onChanged()
    }
  }

  async function changeRule(move: () => Promise<Order>, done: string) {
    setRuleBusy(true)
    setRuleError(null)
    try {
      await move()
      toasts.success(done)
      onChanged()
    } catch (error) {
      setRuleError(refusalText(error) ?? errorMessage(error) ?? '')
    } finally {
      setRuleBusy(false)
    }
  }

  return (
    <div className="sb-betting__cash-out">
      <CashOutPanel
        quote={quote}
        currencyCode={order.currencyCode}
        pending={pending}
        message={message}
        onCashOut={(fraction) => void cashOut(fraction)}
      />
      <AutoCashOutRule
        rule={order.autoCashOut ?? null}
        currencyCode={order.currencyCode}
        suggestedThreshold={quote?.amount ?? order.cashOutOffer ?? ''}
        pending={ruleBusy}
        error={ruleError}
        onSet={(rule) =>
          void changeRule(
            () => sportsbook.orders.setAutoCashOut({ orderId: order.id, ...rule }),
            i18n._(bettingMessages.autoCashOutSet),
          )
        }
        onRemove={() =>
          void changeRule(
            () => sportsbook.orders.removeAutoCashOut(order.id),
            i18n._(bettingMessages.autoCashOutRemoved),
          )
        }
      />
    </div>
  )
}
