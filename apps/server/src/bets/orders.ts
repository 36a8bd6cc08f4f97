import type {
  AcceptOdds,
  LegResult,
  Order,
  OrderKind,
  OrderStatus,
  PublicOrder,
  RejectReason,
} from '@sportsbook/sdk/protocol'
import { oddsFromHundredths, oddsHundredths } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { CurrencyCatalog } from '../ledger/currencies'
import { floorToScale, fromUnits } from '../ledger/money'
import { sqlUnits } from '../requests/amounts'

/** An order as the server works with it: money in the currency's unit, odds in hundredths. */
export interface StoredOrder {
  id: number
  memberId: number
  requestId: string
  requestHash: string
  kind: OrderKind
  acceptOdds: AcceptOdds
  currencyCode: string
  scale: number
  /** What is at stake now: the stake placed less what partial cash outs took (PROTOCOL.md section 12). */
  stake: bigint
  odds: bigint
  potentialReturn: bigint
  status: OrderStatus
  payout: bigint | null
  activityId: number | null
  freeBet: boolean
  createdAt: number
  settledAt: number | null
  shared: boolean
  /** When a pending order is decided (bets clock); null for one decided at placement. */
  acceptAt: number | null
  /** The feed's time at placement: the in-play window's match events are the ones after it. */
  acceptFeedFrom: number | null
  rejectReason: RejectReason | null
  cashOuts: StoredCashOut[]
  autoCashOut: { threshold: bigint; fraction: bigint } | null
  legs: StoredLeg[]
}

/** A cash out of the order: the share (hundredths) it took, what it paid, when. */
export interface StoredCashOut {
  fraction: bigint
  amount: bigint
  at: number
}

export interface StoredLeg {
  legNo: number
  matchId: number
  marketId: number
  selectionId: number
  sportType: number
  leagueName: string
  homeName: string
  awayName: string
  startTime: number
  marketType: Order['legs'][number]['marketType']
  line: string | null
  selectionName: Order['legs'][number]['selectionName']
  odds: bigint
  result: LegResult | null
}

interface OrderRow {
  id: number
  member_id: number
  request_id: string
  request_hash: string
  kind: OrderKind
  accept_odds: AcceptOdds
  currency_code: string
  stake: string
  odds: string
  potential_return: string
  status: OrderStatus
  payout: string | null
  activity_id: number | null
  free_bet: boolean
  created_at: number
  settled_at: number | null
  shared: boolean
  accept_at: number | null
  accept_feed_from: number | null
  reject_reason: RejectReason | null
  auto_cash_out_threshold: string | null
  auto_cash_out_fraction: string | null
  /** JSON text of [{ fraction, amount, at }] (text: both drivers agree), null when none. */
  cash_outs: string | null
}

interface LegRow {
  order_id: number
  leg_no: number
  match_id: number
  market_id: number
  selection_id: number
  sport_type: number
  league_name: string
  home_name: string
  away_name: string
  start_time: number
  market_type: StoredLeg['marketType']
  line: string | null
  selection_name: StoredLeg['selectionName']
  odds: string
  result: LegResult | null
}

/** The columns of an order (alias `o`), money as text (both drivers then agree), with its shared flag. */
export const orderSelect = `SELECT o.id, o.member_id, o.request_id, o.request_hash, o.kind, o.accept_odds,
  o.currency_code, o.stake::text AS stake, o.odds::text AS odds, o.potential_return::text AS potential_return,
  o.status, o.payout::text AS payout, o.activity_id, o.free_bet, o.created_at, o.settled_at,
  EXISTS (SELECT 1 FROM order_shares sh WHERE sh.order_id = o.id) AS shared,
  o.accept_at, o.accept_feed_from, o.reject_reason, o.auto_cash_out_threshold::text AS auto_cash_out_threshold,
  o.auto_cash_out_fraction::text AS auto_cash_out_fraction,
  (SELECT json_agg(json_build_object('fraction', c.fraction::text, 'amount', c.amount::text, 'at', c.created_at)
     ORDER BY c.id)::text FROM order_cash_outs c WHERE c.order_id = o.id) AS cash_outs
  FROM orders o`

/** Reads orders (rows of `orderSelect ...`) with their legs, in the rows' order. */
export async function readOrders(
  q: Queryable,
  currencies: CurrencyCatalog,
  sql: string,
  params: unknown[],
): Promise<StoredOrder[]> {
  const rows = await q.query<OrderRow>(sql, params)
  if (rows.length === 0) return []
  const ids = rows.map((row) => Number(row.id))
  const legRows = await q.query<LegRow>(
    `SELECT order_id, leg_no, match_id, market_id, selection_id, sport_type, league_name, home_name, away_name,
            start_time, market_type, line, selection_name, odds::text AS odds, result
     FROM order_legs WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, leg_no`,
    [ids],
  )
  const legs = new Map<number, StoredLeg[]>()
  for (const row of legRows) {
    const list = legs.get(Number(row.order_id)) ?? []
    list.push(legOf(row))
    legs.set(Number(row.order_id), list)
  }
  const orders: StoredOrder[] = []
  for (const row of rows) {
    const currency = await currencies.get(row.currency_code)
    if (!currency) throw new Error(`order ${row.id} holds unknown currency ${row.currency_code}`)
    orders.push(orderOf(row, currency.scale, legs.get(Number(row.id)) ?? []))
  }
  return orders
}

function orderOf(row: OrderRow, scale: number, legs: StoredLeg[]): StoredOrder {
  const money = (text: string) => sqlUnits(text, { scale })
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    requestId: row.request_id,
    requestHash: row.request_hash,
    kind: row.kind,
    acceptOdds: row.accept_odds,
    currencyCode: row.currency_code,
    scale,
    stake: money(row.stake),
    odds: oddsHundredths(floorToScale(row.odds, 2)),
    potentialReturn: money(row.potential_return),
    status: row.status,
    payout: row.payout === null ? null : money(row.payout),
    activityId: row.activity_id === null ? null : Number(row.activity_id),
    freeBet: row.free_bet,
    createdAt: Number(row.created_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
    shared: row.shared,
    acceptAt: row.accept_at === null ? null : Number(row.accept_at),
    acceptFeedFrom: row.accept_feed_from === null ? null : Number(row.accept_feed_from),
    rejectReason: row.reject_reason,
    cashOuts: cashOutsOf(row.cash_outs, scale),
    autoCashOut:
      row.auto_cash_out_threshold === null || row.auto_cash_out_fraction === null
        ? null
        : {
            threshold: money(row.auto_cash_out_threshold),
            fraction: sqlUnits(row.auto_cash_out_fraction, { scale: 2 }),
          },
    legs,
  }
}

function cashOutsOf(text: string | null, scale: number): StoredCashOut[] {
  if (text === null) return []
  const rows = JSON.parse(text) as { fraction: string; amount: string; at: number | string }[]
  return rows.map((row) => ({
    fraction: sqlUnits(row.fraction, { scale: 2 }),
    amount: sqlUnits(row.amount, { scale }),
    at: Number(row.at),
  }))
}

function legOf(row: LegRow): StoredLeg {
  return {
    legNo: Number(row.leg_no),
    matchId: Number(row.match_id),
    marketId: Number(row.market_id),
    selectionId: Number(row.selection_id),
    sportType: Number(row.sport_type),
    leagueName: row.league_name,
    homeName: row.home_name,
    awayName: row.away_name,
    startTime: Number(row.start_time),
    marketType: row.market_type,
    line: row.line,
    selectionName: row.selection_name,
    odds: oddsHundredths(floorToScale(row.odds, 2)),
    result: row.result,
  }
}

/** What anybody may see of an order (shared orders). */
export function publicOrderOf(order: StoredOrder): PublicOrder {
  const amount = (units: bigint) => fromUnits(units, order.scale)
  return {
    id: order.id,
    kind: order.kind,
    legs: order.legs.map((leg) => ({
      matchId: leg.matchId,
      marketId: leg.marketId,
      selectionId: leg.selectionId,
      odds: oddsFromHundredths(leg.odds),
      result: leg.result,
      sportType: leg.sportType,
      leagueName: leg.leagueName,
      homeName: leg.homeName,
      awayName: leg.awayName,
      startTime: leg.startTime,
      marketType: leg.marketType,
      line: leg.line,
      selectionName: leg.selectionName,
    })),
    odds: oddsFromHundredths(order.odds),
    stake: amount(order.stake),
    currencyCode: order.currencyCode,
    potentialReturn: amount(order.potentialReturn),
    status: order.status,
    payout: order.payout === null ? null : amount(order.payout),
    createdAt: order.createdAt,
    settledAt: order.settledAt,
    activityId: order.activityId,
    freeBet: order.freeBet,
  }
}

/** The caller's own order on the wire (PROTOCOL.md section 7), with its current cash-out offer. */
export function wireOrderOf(order: StoredOrder, cashOutOffer: bigint | null): Order {
  return {
    ...publicOrderOf(order),
    requestId: order.requestId,
    acceptOdds: order.acceptOdds,
    cashOutOffer: cashOutOffer === null ? null : fromUnits(cashOutOffer, order.scale),
    shared: order.shared,
    acceptAt: order.acceptAt,
    rejectReason: order.rejectReason,
    cashOuts: order.cashOuts.map((cash) => ({
      fraction: fromUnits(cash.fraction, 2),
      amount: fromUnits(cash.amount, order.scale),
      at: cash.at,
    })),
    autoCashOut: order.autoCashOut && {
      threshold: fromUnits(order.autoCashOut.threshold, order.scale),
      fraction: fromUnits(order.autoCashOut.fraction, 2),
    },
  }
}

/** One of the member's orders, locked for update when `lock` (settlement and cash out). */
export async function findOrder(
  q: Queryable,
  currencies: CurrencyCatalog,
  orderId: number,
  memberId: number | null,
  lock = false,
): Promise<StoredOrder | null> {
  const params: unknown[] = [orderId]
  let where = 'WHERE o.id = $1'
  if (memberId !== null) {
    params.push(memberId)
    where += ' AND o.member_id = $2'
  }
  if (lock) await q.query(`SELECT id FROM orders o ${where} FOR UPDATE`, params)
  const [order] = await readOrders(q, currencies, `${orderSelect} ${where}`, params)
  return order ?? null
}
