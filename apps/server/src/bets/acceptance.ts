import {
  oddsFromHundredths,
  oddsHundredths,
  parlayOddsHundredths,
  type RejectReason,
  returnUnits,
} from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import type { IncidentType } from '../feed/adapter'
import type { FeedRuntime } from '../feed/runtime'
import { fromUnits } from '../ledger/money'
import { releaseEntries } from './accounts'
import { betsClock } from './bets-clock'
import { announce } from './cash-out'
import { liveOfferOf } from './cash-out-offer'
import { findOrder, type StoredOrder, wireOrderOf } from './orders'

/** The match events that reject a pending order (PROTOCOL.md section 12): a goal, a card; a penalty is a goal's. */
const matchEvents: ReadonlySet<IncidentType> = new Set(['goal', 'yellowCard', 'redCard'])

/** When each market was last seen not open (feed time): a suspension inside a window that reopened since. */
export type SuspensionLog = (marketId: number) => number | undefined

export type Decision =
  | { status: 'open'; legOdds: bigint[]; odds: bigint }
  | { status: 'rejected'; reason: RejectReason }

/**
 * The end of an order's in-play delay (PROTOCOL.md section 12), all legs together: `matchEvent` when a goal or a
 * card of a leg's match happened since placement (the feed's time), `suspended` when a leg's market, selection or
 * match is not open now or was seen suspended since placement, `oddsChanged` when a leg's price fell and the
 * player's policy is not `any`. Otherwise accepted, each leg at the better of its placed and current price (a
 * better price is honoured; `any` takes a lower one as placement does); a builder keeps its quoted price.
 */
export function decide(
  runtime: FeedRuntime,
  order: StoredOrder,
  suspendedAt: SuspensionLog,
  feedNow: number,
): Decision {
  const from = order.acceptFeedFrom ?? Number.NEGATIVE_INFINITY
  const reasons = new Set<RejectReason>()
  const legOdds: bigint[] = []
  for (const leg of order.legs) {
    const match = runtime.book.get(leg.matchId)
    if (match?.incidents.some((item) => matchEvents.has(item.type) && item.at > from && item.at <= feedNow)) {
      reasons.add('matchEvent')
    }
    const quote = runtime.book.quote(leg.matchId, leg.marketId, leg.selectionId)
    const open =
      quote !== null &&
      (quote.match.status === 'live' || quote.match.status === 'upcoming') &&
      quote.market.status === 'open' &&
      quote.selection.status === 'open'
    const seen = suspendedAt(leg.marketId)
    if (!quote || !open || (seen !== undefined && seen > from)) {
      reasons.add('suspended')
      legOdds.push(leg.odds)
      continue
    }
    const current = oddsHundredths(quote.selection.odds)
    if (current < leg.odds && order.acceptOdds !== 'any') reasons.add('oddsChanged')
    legOdds.push(
      order.kind === 'builder'
        ? leg.odds
        : current > leg.odds
          ? current
          : order.acceptOdds === 'any'
            ? current
            : leg.odds,
    )
  }
  for (const reason of ['matchEvent', 'suspended', 'oddsChanged'] as const) {
    if (reasons.has(reason)) return { status: 'rejected', reason }
  }
  const odds = order.kind === 'builder' ? order.odds : parlayOddsHundredths(legOdds)
  return { status: 'open', legOdds, odds }
}

/**
 * Decides one pending order in `tx` (the acceptance sweep): under the order's row lock and only while it is still
 * pending, so two sweeps (two nodes) decide it once. A rejection returns the stake in the same transaction (a free
 * bet's to the house) through the settlement's key `order:<id>:settle`; an acceptance writes the odds it took.
 * Pushes `order` once committed. Null when it was not pending any more.
 */
export async function decidePending(
  ctx: ServerContext,
  runtime: FeedRuntime,
  tx: Transaction,
  orderId: number,
  suspendedAt: SuspensionLog,
): Promise<StoredOrder | null> {
  const [row] = await tx.query<{ id: number }>(
    "SELECT id FROM orders WHERE id = $1 AND status = 'pending' FOR UPDATE",
    [orderId],
  )
  if (!row) return null
  const order = await findOrder(tx, ctx.ledger.currencies, orderId, null)
  if (order?.status !== 'pending') return null
  const decision = decide(runtime, order, suspendedAt, runtime.feed.now())
  let decided: StoredOrder
  if (decision.status === 'rejected') {
    const currency = await ctx.ledger.currencies.get(order.currencyCode)
    if (!currency) throw new Error(`unknown currency ${order.currencyCode}`)
    const paid = order.freeBet ? 0n : order.stake
    const settledAt = Date.now()
    await tx.query(
      `UPDATE orders SET status = 'rejected', reject_reason = $2, payout = $3::numeric, settled_at = $4,
         auto_cash_out_threshold = NULL, auto_cash_out_fraction = NULL
       WHERE id = $1 AND status = 'pending'`,
      [order.id, decision.reason, fromUnits(paid, order.scale), settledAt],
    )
    await ctx.ledger.transfer(tx, {
      entries: releaseEntries(order, currency, paid),
      kind: order.freeBet ? 'free-bet-settle' : 'bet-settle',
      memo: `order:${order.id}`,
      orderId: order.id,
      idempotencyKey: `order:${order.id}:settle`,
    })
    decided = {
      ...order,
      status: 'rejected',
      rejectReason: decision.reason,
      payout: paid,
      settledAt,
      autoCashOut: null,
    }
  } else {
    const back = returnUnits(order.stake, decision.odds)
    const potentialReturn = order.freeBet ? back - order.stake : back
    await tx.query(
      `UPDATE orders SET status = 'open', odds = $2::numeric, potential_return = $3::numeric
       WHERE id = $1 AND status = 'pending'`,
      [order.id, oddsFromHundredths(decision.odds), fromUnits(potentialReturn, order.scale)],
    )
    const moved = order.legs.filter((leg, index) => decision.legOdds[index] !== leg.odds)
    for (const leg of moved) {
      await tx.query('UPDATE order_legs SET odds = $3::numeric WHERE order_id = $1 AND leg_no = $2', [
        order.id,
        leg.legNo,
        oddsFromHundredths(decision.legOdds[leg.legNo] ?? leg.odds),
      ])
    }
    decided = {
      ...order,
      status: 'open',
      odds: decision.odds,
      potentialReturn,
      legs: order.legs.map((leg, index) => ({ ...leg, odds: decision.legOdds[index] ?? leg.odds })),
    }
  }
  const wire = wireOrderOf(decided, liveOfferOf(runtime, decided))
  tx.afterCommit(() => announce(ctx, decided, wire))
  return decided
}

/** The pending orders due on the bets clock, oldest first. */
export async function duePending(ctx: ServerContext, limit: number): Promise<number[]> {
  const rows = await ctx.db.query<{ id: number }>(
    "SELECT id FROM orders WHERE status = 'pending' AND accept_at <= $1 ORDER BY accept_at, id LIMIT $2",
    [betsClock.now(), limit],
  )
  return rows.map((row) => Number(row.id))
}
