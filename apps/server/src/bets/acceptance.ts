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
import type { Currency } from '../ledger/currencies'
import { fromUnits } from '../ledger/money'
import { findMember, type Member } from '../members/member'
import { betterReturnWithinCaps } from '../ops/risk'
import { releaseEntries } from './accounts'
import { betsClock } from './bets-clock'
import { announce } from './cash-out'
import { liveOfferOf } from './cash-out-offer'
import { findOrder, type StoredOrder, wireOrderOf } from './orders'
import { stakeRangeOf } from './stake-limits'

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

/** An order's potential return at `odds` (a free bet returns its winnings only). */
function returnAt(order: StoredOrder, odds: bigint): bigint {
  const back = returnUnits(order.stake, odds)
  return order.freeBet ? back - order.stake : back
}

/**
 * A better price taken at acceptance, kept only as far as the order still passes what its placement checked at
 * the placed price: the member's limits (the stake within the maximum payout at the new odds, the stake factor
 * as it is now) and the brand's caps (maximum payout per order, liability per selection: order-risk.ts). Past
 * them, each leg keeps the lower of its placed and current price: never more than the order was placed at.
 */
async function withinLimits(
  ctx: ServerContext,
  tx: Transaction,
  order: StoredOrder,
  currency: Currency,
  member: Member,
  decision: Extract<Decision, { status: 'open' }>,
): Promise<Extract<Decision, { status: 'open' }>> {
  if (decision.odds <= order.odds) return decision
  // A free bet's range is its activity's, which caps no payout; the brand's caps below still do.
  const withinMember =
    order.freeBet || order.stake <= stakeRangeOf(member, currency, order.legs, decision.odds).max
  const potentialReturn = returnAt(order, decision.odds)
  if (
    withinMember &&
    (await betterReturnWithinCaps(ctx, tx, member.productNo, currency, order, potentialReturn))
  ) {
    return decision
  }
  const legOdds = decision.legOdds.map((odds, index) => {
    const placed = order.legs[index]?.odds ?? odds
    // biome-ignore lint/complexity/useMathMinMax: odds in hundredths are bigints, which Math.min does not take
    return odds < placed ? odds : placed
  })
  return { status: 'open', legOdds, odds: parlayOddsHundredths(legOdds) }
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
  const currency = await ctx.ledger.currencies.get(order.currencyCode)
  if (!currency) throw new Error(`unknown currency ${order.currencyCode}`)
  const member = await findMember(tx, order.memberId)
  if (!member) throw new Error(`order ${order.id} of no member`)
  let decision = decide(runtime, order, suspendedAt, runtime.feed.now())
  if (decision.status === 'open') decision = await withinLimits(ctx, tx, order, currency, member, decision)
  let decided: StoredOrder
  if (decision.status === 'rejected') {
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
    const potentialReturn = returnAt(order, decision.odds)
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
  // The brand's book changed on the order's markets when it left it or its return grew (a pending order counts).
  if (decision.status === 'rejected' || decided.potentialReturn !== order.potentialReturn) {
    const markets = [...new Set(order.legs.map((leg) => leg.marketId))]
    tx.afterCommit(() => {
      ctx.app.risk
        .orderDecided(member.productNo, currency.code, markets)
        .catch((error: unknown) =>
          ctx.log.error({ err: error, orderId }, 'risk recount after a decision failed'),
        )
    })
  }
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
