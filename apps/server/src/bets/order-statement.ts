import type { AcceptOdds } from '@sportsbook/sdk/protocol'
import type { Currency } from '../ledger/currencies'
import type { TransferInput, TransferLead } from '../ledger/ledger'
import { fromUnits } from '../ledger/money'
import { balanceAccount, houseAccount, openBetsAccount } from './accounts'
import type { QuotedLeg } from './quotes'

/** An order about to be written: what placeOrder checked and priced. */
export interface NewOrder {
  memberId: number
  requestId: string
  requestHash: string
  kind: 'single' | 'parlay'
  acceptOdds: AcceptOdds
  currency: Currency
  stake: bigint
  odds: bigint
  potentialReturn: bigint
  /** The free bet's activity, or null. */
  activityId: number | null
  createdAt: number
  legs: readonly QuotedLeg[]
}

/**
 * The order and its legs as the lead of the stake's ledger statement (ledger/transfer-statement.ts): one statement
 * writes the order, its legs, the transfer, its entries and the balances, so a stake costs one round trip to the
 * database. The order is inserted only when the stake is funded (`FROM ledger_funded`); on a conflict of
 * (member, requestId) nothing is written, no id comes back, and no money moves.
 */
export function orderLead(order: NewOrder): TransferLead {
  const { currency } = order
  const params: unknown[] = []
  const cell = (value: unknown, type: string) => {
    params.push(value)
    return `$${params.length}::${type}`
  }
  const orderCells = [
    cell(order.memberId, 'bigint'),
    cell(order.requestId, 'text'),
    cell(order.requestHash, 'text'),
    cell(order.kind, 'text'),
    cell(order.acceptOdds, 'text'),
    cell(currency.code, 'text'),
    cell(fromUnits(order.stake, currency.scale), 'numeric'),
    cell(fromUnits(order.odds, 2), 'numeric'),
    cell(fromUnits(order.potentialReturn, currency.scale), 'numeric'),
    cell(order.activityId, 'integer'),
    cell(order.activityId !== null, 'boolean'),
    cell(order.createdAt, 'bigint'),
  ]
  const legRows = order.legs.map(
    (leg, index) =>
      `(${[
        cell(index, 'smallint'),
        cell(leg.matchId, 'bigint'),
        cell(leg.marketId, 'bigint'),
        cell(leg.selectionId, 'bigint'),
        cell(leg.sportType, 'smallint'),
        cell(leg.leagueName, 'text'),
        cell(leg.homeName, 'text'),
        cell(leg.awayName, 'text'),
        cell(leg.startTime, 'bigint'),
        cell(leg.marketType, 'text'),
        cell(leg.line, 'text'),
        cell(leg.selectionName, 'text'),
        cell(fromUnits(leg.current, 2), 'numeric'),
      ].join(', ')})`,
  )
  const sql = `lead AS (
  INSERT INTO orders (member_id, request_id, request_hash, kind, accept_odds, currency_code, stake, odds,
    potential_return, activity_id, free_bet, created_at)
  SELECT ${orderCells.join(', ')} FROM ledger_funded
  ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id
),
order_legs_written AS (
  INSERT INTO order_legs (order_id, leg_no, match_id, market_id, selection_id, sport_type, league_name,
    home_name, away_name, start_time, market_type, line, selection_name, odds)
  SELECT lead.id, leg.* FROM lead, (VALUES ${legRows.join(', ')}) AS leg
)`
  return { sql, params, memoPrefix: 'order:' }
}

/**
 * The stake's movement: from the member's balance (from the house for a free bet) to the member's open bets
 * (bets/accounts.ts); its memo is `order:<id>` (the lead's id).
 */
export function stakeTransfer(order: NewOrder): Omit<TransferInput, 'idempotencyKey' | 'memo'> {
  const { currency } = order
  const amount = fromUnits(order.stake, currency.scale)
  const freeBet = order.activityId !== null
  return {
    entries: [
      {
        account: freeBet ? houseAccount(currency) : balanceAccount(order.memberId, currency.code),
        amount: `-${amount}`,
      },
      { account: openBetsAccount(order.memberId, currency.code), amount },
    ],
    kind: freeBet ? 'free-bet-stake' : 'bet-stake',
  }
}
