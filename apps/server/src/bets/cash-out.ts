import { type CashOutChanged, codes, type Order } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { unitsOf, wireScale } from '../requests/amounts'
import { idempotent, type RequestKey } from '../requests/idempotency'
import { invalidField, notPermitted } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { releaseEntries } from './accounts'
import { liveOfferOf } from './cash-out-offer'
import { findOrder, type StoredOrder, wireOrderOf } from './orders'

export interface CashOutRequest {
  orderId: number
  quote?: boolean
  requestId?: string
  amount?: string
}

/** Emits the `order` push (PROTOCOL.md section 5) once the transaction that changed it commits. */
export function announce(ctx: ServerContext, order: StoredOrder, wire: Order): void {
  ctx.bus.emit('order', { memberId: order.memberId, order: wire })
}

/**
 * trade/api/order/cash/out (DESIGN.md section 4, Bets). `quote` only reads the offer: the answer is the open order
 * with `cashOutOffer`. Otherwise `amount` is the offer the player accepts: no offer now (a market not open,
 * settled) is 2003, another offer is 2002 with the current one, and the order ends `cashedOut` with the amount as
 * payout, moved through the ledger in the same transaction. Idempotent per member by requestId (requests/): the
 * same key for the same order and amount answers the order again; another body is 2005.
 */
export async function cashOut(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  request: CashOutRequest,
): Promise<Order> {
  const { db, ledger } = ctx
  if (request.quote) {
    const order = await findOrder(db, ledger.currencies, request.orderId, member.id)
    if (!order) throw notPermitted()
    return wireOrderOf(order, liveOfferOf(runtime, order))
  }
  if (!request.requestId) throw invalidField('requestId')
  if (!request.amount) throw invalidField('amount')
  const { orderId, amount } = request
  const key: RequestKey = {
    memberId: member.id,
    requestId: request.requestId,
    // The order's currency is not known yet: the amount in units of any currency's scale.
    hash: requestHash('cash-out', { orderId, amount: unitsOf(amount, wireScale) }),
  }
  return idempotent(db, {
    table: 'order_cash_outs',
    key,
    // A request that waited on the order's lock while another with its key cashed it out finds the order
    // closed (2003); idempotent() then answers it the cash-out of its key.
    attempt: () => db.transaction((tx) => cashOutIn(ctx, runtime, tx, member, key, orderId, amount)),
    replay: async (id) => {
      const order = await findOrder(db, ledger.currencies, Number(id), member.id)
      if (!order) throw new Error(`cashed-out order ${id} of a key is missing`)
      return wireOrderOf(order, null)
    },
  })
}

/** Cashes the order out at `amount` in `tx`; null when the key is taken (by this order or another). */
async function cashOutIn(
  ctx: ServerContext,
  runtime: FeedRuntime,
  tx: Transaction,
  member: Member,
  key: RequestKey,
  orderId: number,
  amount: string,
): Promise<Order | null> {
  const { ledger } = ctx
  const order = await findOrder(tx, ledger.currencies, orderId, member.id, true)
  if (!order) throw notPermitted()
  const currency = await ledger.currencies.get(order.currencyCode)
  if (!currency) throw new Error(`unknown currency ${order.currencyCode}`)
  const units = unitsOf(amount, currency)
  if (order.status !== 'open') throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable')
  const offer = liveOfferOf(runtime, order)
  if (offer === null) throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable')
  if (offer !== units) {
    const data: CashOutChanged = { orderId: order.id, offer: fromUnits(offer, order.scale) }
    throw new BusinessError(codes.ODDS_CHANGED, 'oddsChanged', data)
  }
  const settledAt = Date.now()
  const [taken] = await tx.query<{ order_id: number }>(
    `INSERT INTO order_cash_outs (order_id, member_id, request_id, request_hash, amount, created_at)
     VALUES ($1, $2, $3, $4, $5::numeric, $6) ON CONFLICT DO NOTHING RETURNING order_id`,
    [order.id, member.id, key.requestId, key.hash, fromUnits(units, order.scale), settledAt],
  )
  if (!taken) return null
  await tx.query(
    "UPDATE orders SET status = 'cashedOut', payout = $2::numeric, settled_at = $3 WHERE id = $1",
    [order.id, fromUnits(units, order.scale), settledAt],
  )
  await ledger.transfer(tx, {
    entries: releaseEntries(order, currency, units),
    kind: 'cash-out',
    memo: `order:${order.id}`,
    orderId: order.id,
    idempotencyKey: `order:${order.id}:settle`,
  })
  const settled: StoredOrder = { ...order, status: 'cashedOut', payout: units, settledAt }
  const wire = wireOrderOf(settled, null)
  tx.afterCommit(() => announce(ctx, settled, wire))
  return wire
}
