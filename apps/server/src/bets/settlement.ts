import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import { fromUnits } from '../ledger/money'
import { releaseEntries } from './accounts'
import { announce } from './cash-out'
import { findOrder, type StoredOrder, wireOrderOf } from './orders'
import { builderOutcomeOf, outcomeOf, payoutOf } from './payout'

/**
 * Settles one order from the results in the database (DESIGN.md section 4, Bets): copies each leg's selection
 * result (the feed's `push` is the leg's `pushed`), and once the order's outcome is known (a lost leg, or every
 * leg settled) sets its status, payout and settledAt and releases the stake through the ledger: escrow -> member
 * (payout) and house (the rest). Idempotent: an order no longer open is left alone, and the release transfer
 * carries the key `order:<id>:settle`, so running it twice moves money once. Returns the order when it was
 * settled now.
 */
export async function settleOrder(
  ctx: ServerContext,
  tx: Transaction,
  orderId: number,
): Promise<StoredOrder | null> {
  await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
  await tx.query(
    `UPDATE order_legs l SET result = CASE s.result WHEN 'push' THEN 'pushed' ELSE s.result END
     FROM match_selections s
     WHERE l.order_id = $1 AND l.result IS NULL AND s.id = l.selection_id AND s.result IS NOT NULL`,
    [orderId],
  )
  const order = await findOrder(tx, ctx.ledger.currencies, orderId, null)
  if (order?.status !== 'open') return null
  const outcome = order.kind === 'builder' ? builderOutcomeOf(order.legs, order.odds) : outcomeOf(order.legs)
  if (!outcome) return null
  const payout = payoutOf(order.stake, outcome, order.freeBet)
  const settledAt = Date.now()
  const currency = await ctx.ledger.currencies.get(order.currencyCode)
  if (!currency) throw new Error(`unknown currency ${order.currencyCode}`)
  await tx.query(
    `UPDATE orders SET status = $2, payout = $3::numeric, settled_at = $4 WHERE id = $1 AND status = 'open'`,
    [order.id, outcome.status, fromUnits(payout, order.scale), settledAt],
  )
  await ctx.ledger.transfer(tx, {
    entries: releaseEntries(order, currency, payout),
    kind: order.freeBet ? 'free-bet-settle' : 'bet-settle',
    memo: `order:${order.id}`,
    orderId: order.id,
    idempotencyKey: `order:${order.id}:settle`,
  })
  const settled: StoredOrder = { ...order, status: outcome.status, payout, settledAt }
  tx.afterCommit(() => announce(ctx, settled, wireOrderOf(settled, null)))
  return settled
}
