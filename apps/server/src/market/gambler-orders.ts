import type { GamblerOrder } from '@sportsbook/sdk/protocol'
import { sharerName } from '../bets/shares'
import type { Queryable } from '../db'
import type { Currency } from '../ledger/currencies'
import { fromUnits, toUnits } from '../ledger/money'
import { sqlUnits } from '../requests/amounts'

/** Gambler orders as stored and on the wire (PROTOCOL.md section 9, GamblerOrder). */

export interface StoredGamblerOrder {
  id: number
  bankId: number
  memberId: number
  account: string | null
  requestId: string
  requestHash: string
  matchId: number
  marketId: number
  selectionId: number
  selectionName: string
  odds: string
  stake: string
  currencyCode: string
  potentialReturn: string
  shares: [number, string][]
  status: GamblerOrder['status']
  payout: string | null
  createdAt: number
  settledAt: number | null
}

export interface RawOrder {
  id: string
  bank_id: string
  member_id: string
  account: string | null
  request_id: string
  request_hash: string
  match_id: string
  market_id: string
  selection_id: string
  selection_name: string
  odds: string
  stake: string
  currency_code: string
  potential_return: string
  shares: [number, string][] | string
  status: GamblerOrder['status']
  payout: string | null
  created_at: string
  settled_at: string | null
}

export const orderSelect = `SELECT o.id, o.bank_id, o.member_id, m.account, o.request_id, o.request_hash, b.match_id,
    b.market_id, o.selection_id, o.selection_name, o.odds::text AS odds, o.stake::text AS stake, o.currency_code,
    o.potential_return::text AS potential_return, o.shares, o.status, o.payout::text AS payout, o.created_at,
    o.settled_at
  FROM gambler_orders o JOIN banks b ON b.id = o.bank_id JOIN members m ON m.id = o.member_id`

export function storedOrderOf(raw: RawOrder): StoredGamblerOrder {
  return {
    id: Number(raw.id),
    bankId: Number(raw.bank_id),
    memberId: Number(raw.member_id),
    account: raw.account,
    requestId: raw.request_id,
    requestHash: raw.request_hash,
    matchId: Number(raw.match_id),
    marketId: Number(raw.market_id),
    selectionId: Number(raw.selection_id),
    selectionName: raw.selection_name,
    odds: raw.odds,
    stake: raw.stake,
    currencyCode: raw.currency_code,
    potentialReturn: raw.potential_return,
    shares: typeof raw.shares === 'string' ? JSON.parse(raw.shares) : raw.shares,
    status: raw.status,
    payout: raw.payout,
    createdAt: Number(raw.created_at),
    settledAt: raw.settled_at === null ? null : Number(raw.settled_at),
  }
}

export async function findOrders(
  q: Queryable,
  where: string,
  params: unknown[],
  tail = '',
): Promise<StoredGamblerOrder[]> {
  const rows = await q.query<RawOrder>(`${orderSelect} WHERE ${where} ${tail}`, params)
  return rows.map(storedOrderOf)
}

export function wireOrder(order: StoredGamblerOrder, currency: Currency): GamblerOrder {
  const money = (text: string) => fromUnits(sqlUnits(text, currency), currency.scale)
  return {
    id: order.id,
    requestId: order.requestId,
    bankId: order.bankId,
    matchId: order.matchId,
    marketId: order.marketId,
    selectionId: order.selectionId,
    odds: fromUnits(toUnits(order.odds, 2), 2),
    stake: money(order.stake),
    currencyCode: order.currencyCode,
    potentialReturn: money(order.potentialReturn),
    status: order.status,
    payout: order.payout === null ? null : money(order.payout),
    createdAt: order.createdAt,
    settledAt: order.settledAt,
  }
}

/** An order as the bank's participants see it: the gambler's account masked. */
export function wireBankOrder(order: StoredGamblerOrder, currency: Currency) {
  return { ...wireOrder(order, currency), gambler: sharerName(order.account, order.memberId) }
}
