import { useLingui } from '@lingui/react'
import { groupDigits } from '@sportsbook/sdk'
import type { Order } from '@sportsbook/sdk/protocol'
import { bettingMessages, Toaster, useLocaleTag, useSportsbookEvent, useToasts } from '@sportsbook/ui'

/** The toasts' live region, loaded after the first paint: a toast raised before waits in the provider's store. */
export default function ToasterHost() {
  return (
    <>
      <SettledOrderToasts />
      <Toaster />
    </>
  )
}

/**
 * A bet settled while the player is elsewhere on the site is said in a toast, on any page (the main socket's `order`
 * push). A cash out is not: the player asked for it and its own step says so.
 */
function SettledOrderToasts() {
  const { i18n } = useLingui()
  const toasts = useToasts()
  const tag = useLocaleTag()
  useSportsbookEvent('order', (order: Order) => {
    const payout = `${groupDigits(order.payout ?? '0', tag)} ${order.currencyCode}`
    const values = { id: order.id, payout }
    if (order.status === 'won') toasts.success(i18n._({ ...bettingMessages.orderWon, values }))
    else if (order.status === 'lost') toasts.warning(i18n._({ ...bettingMessages.orderLost, values }))
    else if (order.status === 'void' || order.status === 'pushed')
      toasts.success(i18n._({ ...bettingMessages.orderReturned, values }))
  })
  return null
}
