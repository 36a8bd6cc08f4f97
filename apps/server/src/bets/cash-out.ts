import {
  type CashOutChanged,
  type CashOutQuote,
  codes,
  type Order,
  returnUnits,
} from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { unitsOf, wireScale } from '../requests/amounts'
import { idempotent, type RequestKey } from '../requests/idempotency'
import { invalidField, notPermitted, wrongState } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { releaseEntries } from './accounts'
import { liveOfferOf } from './cash-out-offer'
import { newQuote, quotedUnits, quoteOf } from './cash-out-quotes'
import { findOrder, type StoredOrder, wireOrderOf } from './orders'
import { cashOutSplitOf } from './payout'

export interface CashOutRequest {
  orderId?: number | undefined
  quote?: boolean | undefined
  requestId?: string | undefined
  amount?: string | undefined
  quoteId?: string | undefined
  fraction?: string | undefined
}

/** Emits the `order` push (PROTOCOL.md section 5) once the transaction that changed it commits. */
export function announce(ctx: ServerContext, order: StoredOrder, wire: Order): void {
  ctx.bus.emit('order', { memberId: order.memberId, order: wire })
}

/** A share of an order in hundredths ("0.5" -> 50n); the schema checked it is 0.10 to 1.00. */
export function fractionUnits(text: string | undefined): bigint {
  return text === undefined ? 100n : unitsOf(text, { scale: 2 }, 'fraction')
}

/**
 * Thrown inside a quoted cash out's transaction: the quote expired or its offer moved. A business error, so a
 * request that raced with the first of its key answers that one (requests/idempotency); otherwise it becomes the
 * 2002 with a new quote once rolled back.
 */
class QuoteMoved extends BusinessError {
  constructor(readonly orderId: number) {
    super(codes.ODDS_CHANGED, 'oddsChanged', { orderId })
  }
}

/**
 * trade/api/order/cash/out (DESIGN.md section 4, Bets; PROTOCOL.md section 12). `quote` only reads the offer: the
 * answer is the order with `cashOutOffer`. `{ quoteId, fraction }` cashes out that share of the quote's order at
 * `floor(quote amount × fraction)` while the quote lives and the offer is the same, else 2002 with a new quote; a
 * share below the whole leaves the order open on the rest of its stake. `{ orderId, amount }` is a whole cash out
 * at `amount`, the offer now (another is 2002 with it as `offer`, and a new quote of it beside). No offer now (a market not open, settled) is 2003; a
 * pending order is 1006. Money moves through the ledger in the transaction that writes the cash out. Idempotent per
 * member by requestId (requests/): the same key and body answer the order as that cash out left it; another body
 * is 2005.
 */
export async function cashOut(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  request: CashOutRequest,
): Promise<Order> {
  const { db, ledger } = ctx
  if (request.quote) {
    if (request.orderId === undefined) throw invalidField('orderId')
    const order = await findOrder(db, ledger.currencies, request.orderId, member.id)
    if (!order) throw notPermitted()
    return wireOrderOf(order, liveOfferOf(runtime, order))
  }
  if (!request.requestId) throw invalidField('requestId')
  let key: RequestKey
  let attempt: (tx: Transaction) => Promise<Order | null>
  if (request.quoteId !== undefined) {
    const quoteId = request.quoteId
    const fraction = fractionUnits(request.fraction)
    key = {
      memberId: member.id,
      requestId: request.requestId,
      hash: requestHash('cash-out', { quoteId, fraction }),
    }
    attempt = async (tx) => {
      const quote = await quoteOf(tx, quoteId, member.id)
      if (!quote) throw invalidField('quoteId')
      if (request.orderId !== undefined && request.orderId !== quote.orderId) throw invalidField('orderId')
      const order = await lockedOrder(ctx, tx, quote.orderId, member.id)
      const offer = openOffer(runtime, order)
      if (quote.expired || offer !== quotedUnits(quote, order)) throw new QuoteMoved(order.id)
      return cashOutLocked(ctx, runtime, tx, order, { key, offer, fraction })
    }
  } else {
    if (request.orderId === undefined) throw invalidField('orderId')
    if (!request.amount) throw invalidField('amount')
    const { orderId, amount } = request
    // The order's currency is not known yet: the amount in units of any currency's scale.
    key = {
      memberId: member.id,
      requestId: request.requestId,
      hash: requestHash('cash-out', { orderId, amount: unitsOf(amount, wireScale) }),
    }
    attempt = async (tx) => {
      const order = await lockedOrder(ctx, tx, orderId, member.id)
      const units = unitsOf(amount, { scale: order.scale })
      const offer = openOffer(runtime, order)
      // Another amount than the offer now: 2002 with the offer and a quote of it (below), as for a quote.
      if (offer !== units) throw new QuoteMoved(order.id)
      return cashOutLocked(ctx, runtime, tx, order, { key, offer, fraction: 100n })
    }
  }
  try {
    return await idempotent(db, {
      table: 'order_cash_outs',
      key,
      // A request that waited on the order's lock while another with its key cashed it out finds the offer
      // moved or the order closed; idempotent() then answers it the cash-out of its key.
      attempt: () => db.transaction(attempt),
      replay: async (id) => {
        const order = await findOrder(db, ledger.currencies, Number(id), member.id)
        if (!order) throw new Error(`cashed-out order ${id} of a key is missing`)
        return wireOrderOf(order, liveOfferOf(runtime, order))
      },
    })
  } catch (error) {
    if (!(error instanceof QuoteMoved)) throw error
    // Rolled back: the new quote is written on its own, then offered with the 2002.
    const order = await findOrder(db, ledger.currencies, error.orderId, member.id)
    const quote = order && (await newQuote(ctx, runtime, order))
    if (!quote) throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable')
    throw new BusinessError(codes.ODDS_CHANGED, 'oddsChanged', changedWith(quote))
  }
}

/** 2002's data on cash out with a new quote: the quote's fields beside `offer`. */
export function changedWith(quote: CashOutQuote): CashOutChanged {
  return { ...quote, offer: quote.amount }
}

/** The member's order, locked for update (3004 when it is not the member's). */
async function lockedOrder(
  ctx: ServerContext,
  tx: Transaction,
  orderId: number,
  memberId: number,
): Promise<StoredOrder> {
  const order = await findOrder(tx, ctx.ledger.currencies, orderId, memberId, true)
  if (!order) throw notPermitted()
  return order
}

/** The offer of an order that takes a cash out now: 1006 while pending, 2003 when none is offered. */
export function openOffer(runtime: FeedRuntime, order: StoredOrder): bigint {
  if (order.status === 'pending') throw wrongState('pending')
  const offer = order.status === 'open' ? liveOfferOf(runtime, order) : null
  if (offer === null) throw new BusinessError(codes.MARKET_UNAVAILABLE, 'marketUnavailable')
  return offer
}

export interface CashOutTerms {
  /** The cash out's idempotency key: its row in order_cash_outs carries it. */
  key: RequestKey
  /** The offer on the whole order now. */
  offer: bigint
  /** The share cashed out, in hundredths (100: all of it). */
  fraction: bigint
}

/**
 * Cashes out the share of a locked open order in `tx` (the one money movement of every cash out: manual, quoted
 * and automatic): pays `floor(offer × fraction)`, takes `ceil(stake × fraction)` out of the order (payout.ts
 * cashOutSplitOf) and either ends it `cashedOut` (nothing left at stake) or leaves it open on the rest at the
 * same odds. Null when the key is taken.
 */
export async function cashOutLocked(
  ctx: ServerContext,
  runtime: FeedRuntime,
  tx: Transaction,
  order: StoredOrder,
  { key, offer, fraction }: CashOutTerms,
): Promise<Order | null> {
  const { ledger } = ctx
  const currency = await ledger.currencies.get(order.currencyCode)
  if (!currency) throw new Error(`unknown currency ${order.currencyCode}`)
  const split = cashOutSplitOf(order.stake, offer, fraction)
  if (split.paid <= 0n) throw invalidField('fraction')
  const at = Date.now()
  const money = (units: bigint) => fromUnits(units, order.scale)
  const [taken] = await tx.query<{ id: number }>(
    `INSERT INTO order_cash_outs (order_id, member_id, request_id, request_hash, amount, fraction, stake, created_at)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, $7::numeric, $8) ON CONFLICT DO NOTHING RETURNING id`,
    [
      order.id,
      key.memberId,
      key.requestId,
      key.hash,
      money(split.paid),
      fromUnits(fraction, 2),
      money(split.stakeOut),
      at,
    ],
  )
  if (!taken) return null
  const cashOuts = [...order.cashOuts, { fraction, amount: split.paid, at }]
  let after: StoredOrder
  if (split.remaining === 0n) {
    await tx.query(
      `UPDATE orders SET status = 'cashedOut', payout = $2::numeric, settled_at = $3,
         auto_cash_out_threshold = NULL, auto_cash_out_fraction = NULL WHERE id = $1`,
      [order.id, money(split.paid), at],
    )
    await ledger.transfer(tx, {
      entries: releaseEntries(order, currency, split.paid),
      kind: 'cash-out',
      memo: `order:${order.id}`,
      orderId: order.id,
      idempotencyKey: `order:${order.id}:settle`,
    })
    after = { ...order, status: 'cashedOut', payout: split.paid, settledAt: at, cashOuts, autoCashOut: null }
  } else {
    const potentialReturn = returnUnits(split.remaining, order.odds)
    await tx.query('UPDATE orders SET stake = $2::numeric, potential_return = $3::numeric WHERE id = $1', [
      order.id,
      money(split.remaining),
      money(potentialReturn),
    ])
    await ledger.transfer(tx, {
      entries: releaseEntries({ ...order, stake: split.stakeOut }, currency, split.paid),
      kind: 'cash-out',
      memo: `order:${order.id}`,
      orderId: order.id,
      idempotencyKey: `order:${order.id}:cash:${taken.id}`,
    })
    after = { ...order, stake: split.remaining, potentialReturn, cashOuts }
  }
  const wire = wireOrderOf(after, liveOfferOf(runtime, after))
  tx.afterCommit(() => announce(ctx, after, wire))
  return wire
}
