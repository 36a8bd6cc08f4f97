import { oddsHundredths } from '@sportsbook/sdk/protocol'
import type { FeedRuntime } from '../feed/runtime'
import type { StoredOrder } from './orders'
import { cashOutOfferOf, type LegState } from './payout'

/** Each leg with its current odds (null once settled), or null when a leg to be settled takes no cash out now. */
function liveLegsOf(
  runtime: FeedRuntime,
  order: StoredOrder,
): (LegState & { current: bigint | null })[] | null {
  // A builder's price is a joint one: the legs' own prices cannot value it back.
  if (order.status !== 'open' || order.freeBet || order.kind === 'builder') return null
  const now = runtime.feed.now()
  const legs = []
  for (const leg of order.legs) {
    if (leg.result !== null) {
      legs.push({ odds: leg.odds, result: leg.result, current: null })
      continue
    }
    const quote = runtime.book.quote(leg.matchId, leg.marketId, leg.selectionId)
    if (!quote) return null
    const { match, market, selection } = quote
    const open =
      (match.status === 'live' || (match.status === 'upcoming' && now < match.startTime)) &&
      market.status === 'open' &&
      selection.status === 'open'
    if (!open) return null
    legs.push({ odds: leg.odds, result: null, current: oddsHundredths(selection.odds) })
  }
  return legs
}

/**
 * The cash-out offer of an open order now (DESIGN.md section 4, Bets), from the match book's current odds, or
 * null: not open (pending, settled), a free bet, a lost leg, or any leg still to be settled whose market or
 * selection is not open (suspended, closed, gone from the book) or whose match has kicked off while the book
 * still shows it upcoming.
 */
export function liveOfferOf(runtime: FeedRuntime, order: StoredOrder): bigint | null {
  const legs = liveLegsOf(runtime, order)
  return legs && cashOutOfferOf(order.stake, legs)
}

/** The offer and its fair value (the same before the margin: PROTOCOL.md section 12's quote), or null. */
export function liveValueOf(
  runtime: FeedRuntime,
  order: StoredOrder,
): { offer: bigint; fairValue: bigint } | null {
  const legs = liveLegsOf(runtime, order)
  if (!legs) return null
  const offer = cashOutOfferOf(order.stake, legs)
  const fairValue = cashOutOfferOf(order.stake, legs, 0n)
  return offer === null || fairValue === null ? null : { offer, fairValue }
}
