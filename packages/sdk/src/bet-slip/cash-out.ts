import type { Api } from '../api/create-api'
import type { Order } from '../protocol/schemas/bet-shapes'
import { createIdempotentSender } from '../requests/idempotent-sender'
import type { StorageAdapter } from '../storage/storage-adapter'

/** `sb.orders`: what a member does with an order already placed. */
export interface OrderActions {
  /**
   * Cashes an open order out at the offer the player accepted (`trade/api/order/cash/out`), resolving to the
   * order as it is now. Its `requestId` is stored before the request leaves and kept while the outcome is unknown
   * (a network failure or time-out), across reloads too, so cashing out the same order at the same amount again
   * sends the same key and the server answers the first result instead of paying twice (PROTOCOL.md section 7).
   * A moved offer rejects with an `ApiError` of code 2002 whose `data.offer` is the current one.
   */
  cashOut(input: { orderId: number; amount: string }): Promise<Order>
}

/** The cash-out flow beside bet placement, through the one idempotent sender: a key per order and amount. */
export function createOrderActions(options: {
  api: Api
  storage: StorageAdapter
  /** The member acting now (their uid): keys are never shared between members. */
  owner: () => string
}): OrderActions {
  const { send } = createIdempotentSender({ storage: options.storage, owner: options.owner })
  return {
    cashOut: ({ orderId, amount }) =>
      send('cashOut', { orderId, amount }, (payload) => options.api.bets.cashOut(payload)),
  }
}
