import { type AcceptOdds, codes, type Order } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { BusinessError, isBusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import type { Currency } from '../ledger/currencies'
import type { LeadTransferResult } from '../ledger/ledger'
import { MoneyFormatError, toUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { activityRangeOf, type FreeBetActivity, lockActivity, usesToday } from './activities'
import { liveOfferOf } from './cash-out-offer'
import { oddsUnits, productOdds, timesOdds } from './odds'
import { type NewOrder, orderLead, stakeTransfer } from './order-statement'
import { findOrder, type StoredOrder, wireOrderOf } from './orders'
import { checkOdds, quoteLegs } from './quotes'
import { checkStake, stakeRangeOf } from './stake-limits'

/** The order create payload (PROTOCOL.md section 7) after validation. */
export interface OrderRequest {
  requestId: string
  acceptOdds: AcceptOdds
  stake: string
  currencyCode: string
  legs: { matchId: number; marketId: number; selectionId: number; odds: string }[]
}

function invalid(field: string): BusinessError {
  return new BusinessError(codes.INVALID_REQUEST, 'invalidField', { field }, { field })
}

/** The currency of an order: enabled, and demo money for demo members only (real and demo never mix). */
export async function orderCurrency(ctx: ServerContext, member: Member, code: string): Promise<Currency> {
  const currency = await ctx.ledger.currencies.get(code)
  if (!currency?.enabled || currency.demo !== (member.kind === 'demo')) throw invalid('currencyCode')
  return currency
}

export function stakeUnits(stake: string, currency: Currency): bigint {
  try {
    return toUnits(stake, currency.scale)
  } catch (error) {
    if (error instanceof MoneyFormatError) throw invalid('stake')
    throw error
  }
}

/**
 * What identifies the body of an idempotent order create: the same requestId with another hash is 2005. Amounts
 * and odds are normalised, so "10" and "10.00" are one body.
 */
function requestHashOf(request: OrderRequest, stake: bigint, activityId: number | null): string {
  return JSON.stringify([
    request.acceptOdds,
    String(stake),
    request.currencyCode,
    activityId,
    request.legs.map((leg) => [leg.matchId, leg.marketId, leg.selectionId, String(oddsUnits(leg.odds))]),
  ])
}

async function replayOf(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  requestId: string,
  hash: string,
): Promise<Order | null> {
  const q = ctx.db
  const [row] = await q.query<{ id: number; request_hash: string }>(
    'SELECT id, request_hash FROM orders WHERE member_id = $1 AND request_id = $2',
    [member.id, requestId],
  )
  if (!row) return null
  if (row.request_hash !== hash) throw new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
  const order = await findOrder(q, ctx.ledger.currencies, Number(row.id), member.id)
  if (!order) throw new Error(`order ${row.id} vanished`)
  return wireOrderOf(order, liveOfferOf(runtime, order))
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
  activity: FreeBetActivity | null = null,
): Promise<Order> {
  const currency = await orderCurrency(ctx, member, request.currencyCode)
  const stake = stakeUnits(request.stake, currency)
  const hash = requestHashOf(request, stake, activity?.id ?? null)
  let quoted: ReturnType<typeof quoteLegs>
  let odds: bigint
  try {
    quoted = quoteLegs(runtime, request.legs)
    checkOdds(request.acceptOdds, quoted)
    odds = productOdds(quoted.map((leg) => leg.current))
    if (activity) {
      if (quoted.length > activity.maxLegs) throw invalid('legs')
      if (odds < activity.minOdds) throw invalid('legs')
      checkStake(stake, currency, activityRangeOf(activity, currency), odds)
    } else {
      checkStake(stake, currency, stakeRangeOf(member, currency, quoted, odds), odds)
    }
  } catch (error) {
    // A replay answers the first order even though its market has moved on since.
    if (isBusinessError(error)) {
      const replay = await replayOf(ctx, runtime, member, request.requestId, hash)
      if (replay) return replay
    }
    throw error
  }
  const back = timesOdds(stake, odds)
  const order: NewOrder = {
    memberId: member.id,
    requestId: request.requestId,
    requestHash: hash,
    kind: quoted.length === 1 ? 'single' : 'parlay',
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
  let written: LeadTransferResult | null
  try {
    // A bet is one statement, its own transaction (order, legs, stake transfer, entries, balances). A free bet
    // first takes its member's activity lock and counts the day's uses, so it runs in a transaction of several.
    written = activity
      ? await ctx.db.transaction(async (tx) => {
          await lockActivity(tx, member.id, activity)
          if ((await usesToday(tx, member.id, activity, order.createdAt)) >= activity.usesPerDay) {
            // Used up today: no stake is within the range.
            checkStake(stake, currency, { min: 0n, max: 0n, maxPayout: 0n }, odds)
          }
          return ctx.ledger.transferWithLead(lead, transfer, tx)
        })
      : await ctx.ledger.transferWithLead(lead, transfer)
  } catch (error) {
    // The first order of this requestId stands even though the balance is short now.
    if (isBusinessError(error) && error.code === codes.INSUFFICIENT_BALANCE) {
      const replay = await replayOf(ctx, runtime, member, request.requestId, hash)
      if (replay) return replay
    }
    throw error
  }
  if (!written) {
    // The requestId is taken (the conflicting insert waited for its transaction, which has committed).
    const replay = await replayOf(ctx, runtime, member, request.requestId, hash)
    if (!replay) throw new Error('an order create conflicted with no order')
    return replay
  }
  const stored: StoredOrder = {
    id: written.leadId,
    memberId: member.id,
    requestId: request.requestId,
    requestHash: hash,
    kind: order.kind,
    acceptOdds: request.acceptOdds,
    currencyCode: currency.code,
    scale: currency.scale,
    stake,
    odds,
    potentialReturn: order.potentialReturn,
    status: 'open',
    payout: null,
    activityId: order.activityId,
    freeBet: activity !== null,
    createdAt: order.createdAt,
    settledAt: null,
    shared: false,
    legs: quoted.map((leg, index) => ({ ...leg, legNo: index, odds: leg.current, result: null })),
  }
  return wireOrderOf(stored, liveOfferOf(runtime, stored))
}
