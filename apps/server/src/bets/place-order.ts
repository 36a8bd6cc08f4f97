import { type AcceptOdds, codes, type Order } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import { BusinessError, isBusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import type { Currency } from '../ledger/currencies'
import { fromUnits, MoneyFormatError, toUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { balanceAccount, houseAccount, openBetsAccount } from './accounts'
import { activityRangeOf, type FreeBetActivity, lockActivity, usesToday } from './activities'
import { liveOfferOf } from './cash-out-offer'
import { oddsUnits, productOdds, timesOdds } from './odds'
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
  tx: Transaction | null,
  member: Member,
  requestId: string,
  hash: string,
): Promise<Order | null> {
  const q = tx ?? ctx.db
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
      const replay = await replayOf(ctx, runtime, null, member, request.requestId, hash)
      if (replay) return replay
    }
    throw error
  }
  const back = timesOdds(stake, odds)
  const potentialReturn = activity ? back - stake : back
  const createdAt = Date.now()
  const kind = quoted.length === 1 ? 'single' : 'parlay'

  const stored = await ctx.db.transaction(async (tx) => {
    if (activity) {
      await lockActivity(tx, member.id, activity)
      if ((await usesToday(tx, member.id, activity, createdAt)) >= activity.usesPerDay) {
        // Used up today: no stake is within the range.
        checkStake(stake, currency, { min: 0n, max: 0n, maxPayout: 0n }, odds)
      }
    }
    // One statement writes the order and its legs (a data-modifying CTE): a round trip less while the
    // transaction holds its connection. On a conflict of requestId nothing is written and no id comes back.
    const params: unknown[] = [
      member.id,
      request.requestId,
      hash,
      kind,
      request.acceptOdds,
      currency.code,
      fromUnits(stake, currency.scale),
      fromUnits(odds, 2),
      fromUnits(potentialReturn, currency.scale),
      activity?.id ?? null,
      activity !== null,
      createdAt,
    ]
    const legValues = quoted.map((leg, index) => {
      const cells = [
        [index, 'smallint'],
        [leg.matchId, 'bigint'],
        [leg.marketId, 'bigint'],
        [leg.selectionId, 'bigint'],
        [leg.sportType, 'smallint'],
        [leg.leagueName, 'text'],
        [leg.homeName, 'text'],
        [leg.awayName, 'text'],
        [leg.startTime, 'bigint'],
        [leg.marketType, 'text'],
        [leg.line, 'text'],
        [leg.selectionName, 'text'],
        [fromUnits(leg.current, 2), 'numeric'],
      ] as const
      return `(${cells
        .map(([value, type]) => {
          params.push(value)
          return `$${params.length}::${type}`
        })
        .join(', ')})`
    })
    const [row] = await tx.query<{ id: number }>(
      `WITH placed AS (
         INSERT INTO orders (member_id, request_id, request_hash, kind, accept_odds, currency_code, stake, odds,
           potential_return, activity_id, free_bet, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9::numeric, $10, $11, $12)
         ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id
       ), legs AS (
         INSERT INTO order_legs (order_id, leg_no, match_id, market_id, selection_id, sport_type, league_name,
           home_name, away_name, start_time, market_type, line, selection_name, odds)
         SELECT placed.id, leg.* FROM placed, (VALUES ${legValues.join(', ')}) AS leg
       )
       SELECT id FROM placed`,
      params,
    )
    if (!row) return { replay: await replayOf(ctx, runtime, tx, member, request.requestId, hash) }
    const id = Number(row.id)
    const amount = fromUnits(stake, currency.scale)
    await ctx.ledger.transfer(tx, {
      entries: [
        {
          account: activity ? houseAccount(currency) : balanceAccount(member.id, currency.code),
          amount: `-${amount}`,
        },
        { account: openBetsAccount(member.id, currency.code), amount },
      ],
      kind: activity ? 'free-bet-stake' : 'bet-stake',
      memo: `order:${id}`,
    })
    const order: StoredOrder = {
      id,
      memberId: member.id,
      requestId: request.requestId,
      requestHash: hash,
      kind,
      acceptOdds: request.acceptOdds,
      currencyCode: currency.code,
      scale: currency.scale,
      stake,
      odds,
      potentialReturn,
      status: 'open',
      payout: null,
      activityId: activity?.id ?? null,
      freeBet: activity !== null,
      createdAt,
      settledAt: null,
      shared: false,
      legs: quoted.map((leg, index) => ({ ...leg, legNo: index, odds: leg.current, result: null })),
    }
    return { order }
  })
  if ('replay' in stored) {
    if (!stored.replay) throw new Error('an order create conflicted with no order')
    return stored.replay
  }
  return wireOrderOf(stored.order, liveOfferOf(runtime, stored.order))
}
