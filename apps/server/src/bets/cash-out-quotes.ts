import { randomUUID } from 'node:crypto'
import {
  type CashOutQuote,
  cashOutMargin,
  cashOutMinFraction,
  cashOutQuoteLifeMs,
  codes,
} from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { sqlUnits } from '../requests/amounts'
import { notPermitted } from '../requests/request-errors'
import { betsClock } from './bets-clock'
import { openOffer } from './cash-out'
import { liveValueOf } from './cash-out-offer'
import { findOrder, type StoredOrder } from './orders'

/**
 * A cash-out quote of an order whose offer is open now (PROTOCOL.md section 12), written so any node can take it
 * within its life; null when no offer is open. The fair value is the same formula without the margin.
 */
export async function newQuote(
  ctx: ServerContext,
  runtime: FeedRuntime,
  order: StoredOrder,
): Promise<CashOutQuote | null> {
  const value = order.status === 'open' ? liveValueOf(runtime, order) : null
  if (!value) return null
  const quoteId = randomUUID()
  const expiresAt = betsClock.now() + cashOutQuoteLifeMs
  await ctx.db.query(
    `INSERT INTO cash_out_quotes (id, order_id, member_id, amount, expires_at) VALUES ($1, $2, $3, $4::numeric, $5)`,
    [quoteId, order.id, order.memberId, fromUnits(value.offer, order.scale), expiresAt],
  )
  return {
    orderId: order.id,
    quoteId,
    amount: fromUnits(value.offer, order.scale),
    fairValue: fromUnits(value.fairValue, order.scale),
    margin: cashOutMargin,
    minFraction: cashOutMinFraction,
    expiresAt,
  }
}

/** trade/api/order/cash/quote: 3004 for another member's order, 1006 while pending, 2003 without an offer. */
export async function quoteCashOut(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  orderId: number,
): Promise<CashOutQuote> {
  const order = await findOrder(ctx.db, ctx.ledger.currencies, orderId, member.id)
  if (!order) throw notPermitted()
  openOffer(runtime, order)
  const quote = await newQuote(ctx, runtime, order)
  if (!quote) throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable')
  return quote
}

export interface StoredQuote {
  orderId: number
  /** The quoted offer, as numeric text (units of the order's currency once its scale is known). */
  amount: string
  expired: boolean
}

/** The member's quote, or null (unknown, or another member's). */
export async function quoteOf(q: Queryable, quoteId: string, memberId: number): Promise<StoredQuote | null> {
  const [row] = await q.query<{ order_id: number; amount: string; expires_at: number }>(
    'SELECT order_id, amount::text AS amount, expires_at FROM cash_out_quotes WHERE id = $1 AND member_id = $2',
    [quoteId, memberId],
  )
  if (!row) return null
  return {
    orderId: Number(row.order_id),
    amount: row.amount,
    expired: Number(row.expires_at) < betsClock.now(),
  }
}

/** The quote's offer in units of its order's currency. */
export const quotedUnits = (quote: StoredQuote, order: StoredOrder) =>
  sqlUnits(quote.amount, { scale: order.scale })

/** Deletes the cash-out and builder quotes that expired before `before` (the sweep keeps the tables small). */
export async function dropExpiredQuotes(ctx: ServerContext, before: number): Promise<void> {
  await ctx.db.query('DELETE FROM cash_out_quotes WHERE expires_at < $1', [before])
  await ctx.db.query('DELETE FROM builder_quotes WHERE expires_at < $1', [before])
}
