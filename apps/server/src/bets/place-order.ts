import {
  type AcceptOdds,
  type Order,
  oddsHundredths,
  parlayOddsHundredths,
  returnUnits,
} from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import type { Currency } from '../ledger/currencies'
import type { Member } from '../members/member'
import { orderRiskOf } from '../ops/risk'
import { unitsOf } from '../requests/amounts'
import { idempotent, type RequestKey } from '../requests/idempotency'
import { memberCurrency } from '../requests/member-currency'
import { checkProtection, protectionApplies } from '../requests/player-protection'
import { invalidField } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { activityRangeOf, type FreeBetActivity, lockActivity, usesToday } from './activities'
import { betsClock } from './bets-clock'
import { bettingSettingsOf, liveDelayOf } from './betting-settings'
import { builderQuoteOf, type StoredBuilderQuote } from './builder-quotes'
import { liveOfferOf } from './cash-out-offer'
import { type NewOrder, orderLead, stakeTransfer } from './order-statement'
import { findOrder, type StoredOrder, wireOrderOf } from './orders'
import { checkOdds, type QuotedLeg, quoteLegs } from './quotes'
import { checkStake, stakeRangeOf } from './stake-limits'

/** The order create payload (PROTOCOL.md section 7) after validation. */
export interface OrderRequest {
  requestId: string
  acceptOdds: AcceptOdds
  stake: string
  currencyCode: string
  legs: { matchId: number; marketId: number; selectionId: number; odds: string }[]
  /** A bet builder: the quote whose legs `legs` are (PROTOCOL.md section 12). */
  builder?: { quoteId: string } | undefined
}

export interface PlaceOptions {
  /** The free-bet activity the order is the free bet of. */
  activity?: FreeBetActivity | null
  /**
   * Whether player protection or an identity check applies to the member, as its session read it
   * (`SessionProtection`); left out, the order asks the database itself.
   */
  guarded?: boolean
}

/**
 * Places a single or a parlay (DESIGN.md section 4, Bets), or the free bet of `activity`. Checks in this order:
 * fields (1000), markets (2003), odds policy (2002), stake limits (2004), then in one transaction writes the order
 * and its legs and moves the stake through the ledger (2001 when the balance is short). Idempotent per member by
 * requestId: the same key and body answer the order again (whatever happened to the markets since); a request
 * that was refused stored nothing, so its key may be used again.
 */
export async function placeOrder(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  request: OrderRequest,
  { activity = null, guarded }: PlaceOptions = {},
): Promise<Order> {
  const startedAt = performance.now()
  // Demo members bet demo money, everyone else a real currency of their own brand.
  const currency = await memberCurrency(ctx, member, request.currencyCode)
  const stake = unitsOf(request.stake, currency, 'stake')
  const key: RequestKey = {
    memberId: member.id,
    requestId: request.requestId,
    hash: requestHash(activity ? 'activity-order-create' : 'order-create', {
      acceptOdds: request.acceptOdds,
      stake,
      currencyCode: currency.code,
      activityId: activity?.id,
      builder: request.builder?.quoteId,
      legs: request.legs.map(({ matchId, marketId, selectionId, odds }) => ({
        matchId,
        marketId,
        selectionId,
        odds: oddsHundredths(odds),
      })),
    }),
  }
  return idempotent(ctx.db, {
    table: 'orders',
    key,
    // The hot path: a new order is one statement; the key is read only when the order is refused or meets it.
    attemptFirst: true,
    attempt: () =>
      writeOrder(ctx, runtime, member, { request, key, currency, stake, activity, guarded, startedAt }),
    replay: async (id) => {
      const order = await findOrder(ctx.db, ctx.ledger.currencies, Number(id), member.id)
      if (!order) throw new Error(`order ${id} of a key is missing`)
      return wireOrderOf(order, liveOfferOf(runtime, order))
    },
  })
}

/** What placeOrder read from the request before checking it against the book. */
interface OrderAttempt {
  request: OrderRequest
  key: RequestKey
  currency: Currency
  stake: bigint
  activity: FreeBetActivity | null
  guarded: boolean | undefined
  /** `performance.now()` when placeOrder began (order_place_duration_seconds). */
  startedAt: number
}

/**
 * The bet builder quote of an order create (PROTOCOL.md section 12): the member's, alive, and `legs` exactly its
 * legs (of its match, in its order), else 1000 naming the field; never a free bet.
 */
async function builderOf(
  ctx: ServerContext,
  member: Member,
  request: OrderRequest,
  activity: FreeBetActivity | null,
): Promise<StoredBuilderQuote> {
  if (activity) throw invalidField('builder')
  const quote = await builderQuoteOf(ctx.db, request.builder!.quoteId, member.id)
  const same =
    quote.legs.length === request.legs.length &&
    quote.legs.every((leg, index) => {
      const sent = request.legs[index]!
      return (
        sent.matchId === quote.matchId &&
        sent.marketId === leg.marketId &&
        sent.selectionId === leg.selectionId
      )
    })
  if (!same) throw invalidField('legs')
  return quote
}

/**
 * The in-play delay of an order (PROTOCOL.md section 12): the longest of its live legs' sports' delays for the
 * member's brand; 0 when no leg is live (a pre-match order is decided at once).
 */
function liveDelayFor(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  legs: readonly QuotedLeg[],
): number {
  let delay = 0
  let settings: ReturnType<typeof bettingSettingsOf> | null = null
  for (const leg of legs) {
    if (runtime.book.get(leg.matchId)?.status !== 'live') continue
    settings ??= bettingSettingsOf(ctx.config, member.productNo)
    delay = Math.max(delay, liveDelayOf(settings, leg.sportType))
  }
  return delay
}

/** Checks the order against the book and the limits and writes it; null when its key is taken. */
async function writeOrder(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  { request, key, currency, stake, activity, guarded: known, startedAt }: OrderAttempt,
): Promise<Order | null> {
  const builder = request.builder ? await builderOf(ctx, member, request, activity) : null
  const quoted = quoteLegs(runtime, request.legs, { oneMatch: builder !== null })
  // A builder's price is its quote's, not the product of its legs' (which the quote showed beside it).
  if (!builder) checkOdds(request.acceptOdds, quoted)
  const odds = builder ? builder.odds : parlayOddsHundredths(quoted.map((leg) => leg.current))
  if (activity && (quoted.length > activity.maxLegs || odds < activity.minOdds)) throw invalidField('legs')
  const range = activity ? activityRangeOf(activity, currency) : stakeRangeOf(member, currency, quoted, odds)
  checkStake(stake, currency, range, odds)
  const back = returnUnits(stake, odds)
  const delay = liveDelayFor(ctx, runtime, member, quoted)
  const order: NewOrder = {
    memberId: member.id,
    requestId: key.requestId,
    requestHash: key.hash,
    kind: builder ? 'builder' : quoted.length === 1 ? 'single' : 'parlay',
    status: delay > 0 ? 'pending' : 'open',
    acceptAt: delay > 0 ? betsClock.now() + delay : null,
    acceptFeedFrom: delay > 0 ? runtime.feed.now() : null,
    acceptOdds: request.acceptOdds,
    currency,
    stake,
    odds,
    potentialReturn: back - (activity ? stake : 0n),
    activityId: activity?.id ?? null,
    createdAt: Date.now(),
    legs: quoted,
  }
  const lead = orderLead(order)
  const transfer = stakeTransfer(order)
  // The brand's caps (PROTOCOL.md section 14): null when its liability cap has nothing to check in the transaction.
  const risk = await orderRiskOf(ctx, member, order, range)
  // A bet is one statement, its own transaction (order, legs, stake transfer, entries, balances). A free bet
  // first takes its member's activity lock and counts the day's uses, and a capped brand's order checks its
  // market's liability, and a member with player protection has it checked (PROTOCOL.md section 11; a free bet
  // stakes none of the player's money), so they run in a transaction of several.
  const guarded = known ?? (await protectionApplies(ctx.db, member))
  const written =
    activity || risk || guarded
      ? await ctx.db.transaction(async (tx) => {
          if (guarded) {
            await checkProtection(tx, member, { kind: 'stake', currency, amount: activity ? 0n : stake })
          }
          if (activity) {
            await lockActivity(tx, member.id, activity)
            if ((await usesToday(tx, member.id, activity, order.createdAt)) >= activity.usesPerDay) {
              // Used up today: no stake is within the range.
              checkStake(stake, currency, { min: 0n, max: 0n, maxPayout: 0n }, odds)
            }
          }
          await risk?.check(tx)
          return ctx.ledger.transferWithLead(lead, transfer, tx)
        })
      : await ctx.ledger.transferWithLead(lead, transfer)
  if (!written) return null
  ctx.app.metrics.orderPlaced(startedAt)
  const stored: StoredOrder = {
    id: written.leadId,
    memberId: member.id,
    requestId: key.requestId,
    requestHash: key.hash,
    kind: order.kind,
    acceptOdds: request.acceptOdds,
    currencyCode: currency.code,
    scale: currency.scale,
    stake,
    odds,
    potentialReturn: order.potentialReturn,
    status: order.status,
    payout: null,
    activityId: order.activityId,
    freeBet: activity !== null,
    createdAt: order.createdAt,
    settledAt: null,
    shared: false,
    acceptAt: order.acceptAt,
    acceptFeedFrom: order.acceptFeedFrom,
    rejectReason: null,
    cashOuts: [],
    autoCashOut: null,
    legs: quoted.map((leg, index) => ({ ...leg, legNo: index, odds: leg.current, result: null })),
  }
  return wireOrderOf(stored, liveOfferOf(runtime, stored))
}
