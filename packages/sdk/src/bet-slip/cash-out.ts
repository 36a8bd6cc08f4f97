import { randomUuid } from '../client-info/device-id'
import { isNetworkError, isTimeoutError } from '../errors/type-guards'
import type { Order } from '../protocol/schemas/bet-shapes'
import type { CashOutRequest } from '../protocol/schemas/bets'

/** `sb.orders`: what a member does with an order already placed. */
export interface OrderActions {
  /**
   * Cashes an open order out at the offer the player accepted (`trade/api/order/cash/out`), resolving to the
   * order as it is now. The `requestId` is kept while the outcome is unknown (a network failure or time-out),
   * so cashing out the same order at the same amount again sends the same key and the server answers the first
   * result instead of paying twice (PROTOCOL.md section 7). A moved offer rejects with an `ApiError` of code 2002
   * whose `data.offer` is the current one.
   */
  cashOut(input: { orderId: number; amount: string }): Promise<Order>
  /** Forgets every kept key (a logout). */
  forget(): void
}

const isUnknownOutcome = (error: unknown) => isNetworkError(error) || isTimeoutError(error)

/** The cash-out flow beside bet placement: one idempotency key per order and accepted amount. */
export function createOrderActions(send: (payload: CashOutRequest) => Promise<Order>): OrderActions {
  const keys = new Map<string, string>()
  return {
    async cashOut({ orderId, amount }) {
      const key = `${orderId}:${amount}`
      const requestId = keys.get(key) ?? randomUuid()
      keys.set(key, requestId)
      try {
        const order = await send({ orderId, amount, requestId })
        keys.delete(key)
        return order
      } catch (error) {
        if (!isUnknownOutcome(error)) keys.delete(key)
        throw error
      }
    },
    forget() {
      keys.clear()
    },
  }
}
