import type { I18n } from '@lingui/core'
import { groupDigits } from '@sportsbook/sdk'
import type { Order } from '@sportsbook/sdk/protocol'
import { bettingMessages } from '@sportsbook/ui'

/** What the player is told of an order its result settled. */
export interface SettledOrderNote {
  tone: 'success' | 'warning'
  text: string
}

/**
 * The note of an order the main socket's `order` push says is settled by its result (won, lost, void or pushed), in
 * the page's language (`tag` groups the payout's digits); null for any other change: a cash out is the player's own
 * step, which says so itself.
 */
export function settledOrderNote(order: Order, i18n: I18n, tag: string): SettledOrderNote | null {
  const values = { id: order.id, payout: `${groupDigits(order.payout ?? '0', tag)} ${order.currencyCode}` }
  if (order.status === 'won')
    return { tone: 'success', text: i18n._({ ...bettingMessages.orderWon, values }) }
  if (order.status === 'lost')
    return { tone: 'warning', text: i18n._({ ...bettingMessages.orderLost, values }) }
  if (order.status === 'void' || order.status === 'pushed')
    return { tone: 'success', text: i18n._({ ...bettingMessages.orderReturned, values }) }
  return null
}
