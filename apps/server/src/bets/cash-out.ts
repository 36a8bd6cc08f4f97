import { type CashOutChanged, codes, type Order } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import { floorToScale, fromUnits, MoneyFormatError, toUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { releaseEntries } from './accounts'
import { liveOfferOf } from './cash-out-offer'
import { findOrder, type StoredOrder, wireOrderOf } from './orders'

export interface CashOutRequest {
  orderId: number
  quote?: boolean
  requestId?: string
  amount?: string
}

function invalid(field: string): BusinessError {
  return new BusinessError(codes.INVALID_REQUEST, 'invalidField', { field }, { field })
}

/** Another member's order, or none: one answer for both, so order ids cannot be probed. */
export function notYours(): BusinessError {
  return new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
}

/** Emits the `order` push (PROTOCOL.md section 5) once the transaction that changed it commits. */
export function announce(ctx: ServerContext, order: StoredOrder, wire: Order): void {
  ctx.bus.emit('order', { memberId: order.memberId, order: wire })
}

/**
 * trade/api/order/cash/out (DESIGN.md section 4, Bets). `quote` only reads the offer: the answer is the open order
 * with `cashOutOffer`. Otherwise `amount` is the offer the player accepts: no offer now (a market not open,
 * settled) is 2003, another offer is 2002 with the current one, and the order ends `cashedOut` with the amount as
 * payout, moved through the ledger in the same transaction. Idempotent per member by requestId: the same key for
 * the same order and amount answers the order again; another body is 2005.
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
    if (!order) throw notYours()
    return wireOrderOf(order, liveOfferOf(runtime, order))
  }
  if (!request.requestId) throw invalid('requestId')
  if (!request.amount) throw invalid('amount')
  const { requestId, amount } = request

  const done = await db.transaction(async (tx) => {
    // The order's lock first, the key's row after it: a request that waited on the lock while another one with
    // the same key cashed the order out then sees that cash-out (read committed reads each statement afresh) and
    // answers the order, as order create does for its key, instead of finding the order closed (2003).
    const order = await findOrder(tx, ledger.currencies, request.orderId, member.id, true)
    const [prior] = await tx.query<{ order_id: number; amount: string }>(
      'SELECT order_id, amount::text AS amount FROM order_cash_outs WHERE member_id = $1 AND request_id = $2',
      [member.id, requestId],
    )
    if (!order) {
      if (prior) throw new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
      throw notYours()
    }
    let units: bigint
    try {
      units = toUnits(amount, order.scale)
    } catch (error) {
      if (error instanceof MoneyFormatError) throw invalid('amount')
      throw error
    }
    if (prior) {
      const same =
        Number(prior.order_id) === order.id &&
        toUnits(floorToScale(prior.amount, order.scale), order.scale) === units
      if (!same) throw new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
      return { order, fresh: false }
    }
    if (order.status !== 'open') throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable')
    const offer = liveOfferOf(runtime, order)
    if (offer === null) throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable')
    if (offer !== units) {
      const data: CashOutChanged = { orderId: order.id, offer: fromUnits(offer, order.scale) }
      throw new BusinessError(codes.ODDS_CHANGED, 'oddsChanged', data)
    }
    const settledAt = Date.now()
    const [taken] = await tx.query<{ order_id: number }>(
      `INSERT INTO order_cash_outs (order_id, member_id, request_id, amount, created_at)
       VALUES ($1, $2, $3, $4::numeric, $5) ON CONFLICT DO NOTHING RETURNING order_id`,
      [order.id, member.id, requestId, fromUnits(units, order.scale), settledAt],
    )
    // Another order took this key at the same moment: run again, which then answers 2005.
    if (!taken) throw Object.assign(new Error('cash-out key race'), { code: '40001' })
    await tx.query(
      "UPDATE orders SET status = 'cashedOut', payout = $2::numeric, settled_at = $3 WHERE id = $1",
      [order.id, fromUnits(units, order.scale), settledAt],
    )
    const currency = await ledger.currencies.get(order.currencyCode)
    if (!currency) throw new Error(`unknown currency ${order.currencyCode}`)
    await ledger.transfer(tx, {
      entries: releaseEntries(order, currency, units),
      kind: 'cash-out',
      memo: `order:${order.id}`,
      idempotencyKey: `order:${order.id}:settle`,
    })
    const settled: StoredOrder = { ...order, status: 'cashedOut', payout: units, settledAt }
    tx.afterCommit(() => announce(ctx, settled, wireOrderOf(settled, null)))
    return { order: settled, fresh: true }
  })
  return wireOrderOf(done.order, null)
}
