import type { AcceptOdds, OrderKind } from '@sportsbook/sdk/protocol'
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
  kind: OrderKind
  /** `pending` while a live leg waits out the in-play delay (PROTOCOL.md section 12), else `open`. */
  status: 'open' | 'pending'
  /** When a pending order is decided (bets clock), and the feed's time at placement; null when open. */
  acceptAt: number | null
  acceptFeedFrom: number | null
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

/** The SQL types of an order's cells, then of each leg's, in the order orderLead sends their values. */
const orderTypes = [
  'bigint',
  'text',
  'text',
  'text',
  'text',
  'text',
  'numeric',
  'numeric',
  'numeric',
  'integer',
  'boolean',
  'bigint',
  'text',
  'bigint',
  'bigint',
]
const legTypes = [
  'smallint',
  'bigint',
  'bigint',
  'bigint',
  'smallint',
  'text',
  'text',
  'text',
  'bigint',
  'text',
  'text',
  'text',
  'numeric',
]

// The text depends only on the number of legs: built once per count, every order of that count sends the same
// string (postgres.ts looks its prepared statement up by it, and a string hashed once keeps its hash).
const leadTexts = new Map<number, string>()

function leadText(legs: number): string {
  let text = leadTexts.get(legs)
  if (text !== undefined) return text
  let placeholder = 0
  const cells = (types: readonly string[]) => types.map((type) => `$${++placeholder}::${type}`).join(', ')
  const orderCells = cells(orderTypes)
  const legRows = Array.from({ length: legs }, () => `(${cells(legTypes)})`).join(', ')
  text = `lead AS (
  INSERT INTO orders (member_id, request_id, request_hash, kind, accept_odds, currency_code, stake, odds,
    potential_return, activity_id, free_bet, created_at, status, accept_at, accept_feed_from)
  SELECT ${orderCells} FROM ledger_funded
  ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id
),
order_legs_written AS (
  INSERT INTO order_legs (order_id, leg_no, match_id, market_id, selection_id, sport_type, league_name,
    home_name, away_name, start_time, market_type, line, selection_name, odds)
  SELECT lead.id, leg.* FROM lead, (VALUES ${legRows}) AS leg
)`
  leadTexts.set(legs, text)
  return text
}

/**
 * The order and its legs as the lead of the stake's ledger statement (ledger/transfer-statement.ts): one statement
 * writes the order, its legs, the transfer, its entries and the balances, so a stake costs one round trip to the
 * database. The order is inserted only when the stake is funded (`FROM ledger_funded`); on a conflict of
 * (member, requestId) nothing is written, no id comes back, and no money moves.
 */
export function orderLead(order: NewOrder): TransferLead {
  const { currency } = order
  const params: unknown[] = [
    order.memberId,
    order.requestId,
    order.requestHash,
    order.kind,
    order.acceptOdds,
    currency.code,
    fromUnits(order.stake, currency.scale),
    fromUnits(order.odds, 2),
    fromUnits(order.potentialReturn, currency.scale),
    order.activityId,
    order.activityId !== null,
    order.createdAt,
    order.status,
    order.acceptAt,
    order.acceptFeedFrom,
  ]
  order.legs.forEach((leg, index) => {
    params.push(
      index,
      leg.matchId,
      leg.marketId,
      leg.selectionId,
      leg.sportType,
      leg.leagueName,
      leg.homeName,
      leg.awayName,
      leg.startTime,
      leg.marketType,
      leg.line,
      leg.selectionName,
      fromUnits(leg.current, 2),
    )
  })
  return { sql: leadText(order.legs.length), params, memoPrefix: 'order:', linksOrder: true }
}

/**
 * The stake's movement: from the member's balance (from the house for a free bet) to the member's open bets
 * (bets/accounts.ts); its memo is `order:<id>` and its `order_id` the lead's id.
 */
export function stakeTransfer(order: NewOrder): Omit<TransferInput, 'idempotencyKey' | 'memo' | 'orderId'> {
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
