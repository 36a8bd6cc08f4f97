import type { Order } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { unitsOf } from '../requests/amounts'
import { invalidField, notPermitted, wrongState } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { cashOutLocked, fractionUnits } from './cash-out'
import { liveOfferOf } from './cash-out-offer'
import { findOrder, type StoredOrder, wireOrderOf } from './orders'

export interface AutoCashOutRequest {
  orderId: number
  threshold: string | null
  fraction?: string | undefined
}

/**
 * trade/api/order/cash/auto (PROTOCOL.md section 12): sets the order's automatic cash out (a pending or open
 * order that can have an offer: not a free bet) or removes it (`threshold` null); answers the order. The server
 * cashes out once the offer reaches the threshold (autoCashOutOnce).
 */
export async function setAutoCashOut(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  request: AutoCashOutRequest,
): Promise<Order> {
  const { db, ledger } = ctx
  const answer = await db.transaction(async (tx) => {
    const order = await findOrder(tx, ledger.currencies, request.orderId, member.id, true)
    if (!order) throw notPermitted()
    if (order.status !== 'open' && order.status !== 'pending') throw wrongState(order.status)
    if (order.freeBet) throw invalidField('orderId')
    const rule =
      request.threshold === null
        ? null
        : {
            threshold: unitsOf(request.threshold, { scale: order.scale }, 'threshold'),
            fraction: fractionUnits(request.fraction),
          }
    await tx.query(
      'UPDATE orders SET auto_cash_out_threshold = $2::numeric, auto_cash_out_fraction = $3::numeric WHERE id = $1',
      [order.id, rule && fromUnits(rule.threshold, order.scale), rule && fromUnits(rule.fraction, 2)],
    )
    return { ...order, autoCashOut: rule }
  })
  // The offer may be at the threshold already.
  if (answer.autoCashOut && answer.status === 'open') {
    const fired = await autoCashOutOnce(ctx, runtime, answer.id)
    if (fired) return fired
  }
  return wireOrderOf(answer, liveOfferOf(runtime, answer))
}

/** Whether the order's rule is due now: open, with a rule, and an offer at or above its threshold. */
function due(runtime: FeedRuntime, order: StoredOrder | null): bigint | null {
  if (order?.status !== 'open' || !order.autoCashOut) return null
  const offer = liveOfferOf(runtime, order)
  return offer !== null && offer >= order.autoCashOut.threshold ? offer : null
}

/**
 * Performs the order's automatic cash out if it is due, once (PROTOCOL.md section 12): under the order's row lock
 * it reads the rule and the offer again, clears the rule and cashes out at the offer then (cash-out.ts
 * cashOutLocked) with the key `auto:<orderId>:<n>` (n: the order's cash outs so far plus one), so two nodes or a
 * manual cash out racing with it leave one cash out. Null when nothing was due.
 */
export async function autoCashOutOnce(
  ctx: ServerContext,
  runtime: FeedRuntime,
  orderId: number,
): Promise<Order | null> {
  const { db, ledger } = ctx
  // Read first without a lock: most evaluations find nothing due.
  if (due(runtime, await findOrder(db, ledger.currencies, orderId, null)) === null) return null
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, ledger.currencies, orderId, null, true)
    const offer = due(runtime, order)
    if (!order?.autoCashOut || offer === null) return null
    await tx.query(
      'UPDATE orders SET auto_cash_out_threshold = NULL, auto_cash_out_fraction = NULL WHERE id = $1',
      [order.id],
    )
    const n = order.cashOuts.length + 1
    const key = {
      memberId: order.memberId,
      requestId: `auto:${order.id}:${n}`,
      hash: requestHash('cash-out-auto', { orderId: order.id, n }),
    }
    const { fraction } = order.autoCashOut
    return cashOutLocked(ctx, runtime, tx, { ...order, autoCashOut: null }, { key, offer, fraction })
  })
}

/** The open orders with a rule that have a leg on these matches (all of them when null). */
export async function autoCashOutCandidates(
  ctx: ServerContext,
  matchIds: number[] | null,
): Promise<number[]> {
  const rows = await ctx.db.query<{ id: number }>(
    matchIds
      ? `SELECT DISTINCT o.id FROM orders o JOIN order_legs l ON l.order_id = o.id
         WHERE o.status = 'open' AND o.auto_cash_out_threshold IS NOT NULL AND l.match_id = ANY($1::bigint[])
         ORDER BY o.id`
      : "SELECT id FROM orders o WHERE o.status = 'open' AND o.auto_cash_out_threshold IS NOT NULL ORDER BY id",
    matchIds ? [matchIds] : [],
  )
  return rows.map((row) => Number(row.id))
}
