import {
  codes,
  fitOrder,
  type GamblerOrder,
  oddsHundredths,
  outcomeGrid,
  selectionCapacity,
} from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import { BusinessError } from '../errors'
import type { FeedRuntime } from '../feed/runtime'
import type { TransferLead } from '../ledger/ledger'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { checkRange, sqlUnits, unitsOf, wireScale } from '../requests/amounts'
import { idempotent, type RequestKey } from '../requests/idempotency'
import { memberCurrency } from '../requests/member-currency'
import { checkProtection } from '../requests/player-protection'
import { refuseDemo } from '../requests/refuse-demo'
import { invalidField, notPermitted } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { bankReader } from './bank-reader'
import { bankNotFound, checkBankOpen } from './bank-rules'
import { escrowAccount, memberAccount } from './escrow'
import { findOrders, wireOrder } from './gambler-orders'
import { type LoadedBank, ordersOf } from './order-batches'

export interface GamblerOrderRequest {
  bankId: number
  selectionId: number
  odds: string
  stake: string
  requestId: string
}

const leadSql = `lead AS (
  INSERT INTO gambler_orders (bank_id, member_id, request_id, request_hash, selection_id, selection_name, odds,
    stake, currency_code, potential_return, shares, created_at)
  SELECT $1::bigint, $2::bigint, $3::text, $4::text, $5::bigint, $6::text, $7::numeric, $8::numeric, $9::text,
    $10::numeric, $11::jsonb, $12::bigint FROM ledger_funded
  ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id
),
bank_results_written AS (
  UPDATE bank_participants p SET results = u.item -> 1
  FROM lead, jsonb_array_elements($13::jsonb) AS u(item)
  WHERE p.bank_id = $1::bigint AND p.member_id = (u.item ->> 0)::bigint
),
bank_counted AS (
  UPDATE banks SET order_count = order_count + 1, stakes = stakes + $8::numeric FROM lead WHERE banks.id = $1::bigint
)`

/**
 * A gambler's order against a bank (PROTOCOL.md section 9). In one transaction with the bank's row locked, so
 * two orders cannot both take the last capacity: the bank open and before kick-off (3001), the caller none of
 * its participants (3004), the bank's current odds (2002 with `data.odds`), its min and max (2004), the order
 * shared among the participants pro rata to their free capital and fitting every one of them (3002 with
 * `data.available`), then the stake from the balance to the escrow (2001) in the statement that writes the order
 * and the participants' new results. Idempotent per member by requestId.
 */
export async function placeGamblerOrder(
  ctx: ServerContext,
  runtime: FeedRuntime,
  member: Member,
  request: GamblerOrderRequest,
): Promise<GamblerOrder> {
  // Banks hold real money, which a demo member never trades.
  refuseDemo(member)
  const reader = bankReader(ctx, runtime)
  const body = {
    bankId: request.bankId,
    selectionId: request.selectionId,
    odds: oddsHundredths(request.odds),
    stake: unitsOf(request.stake, wireScale, 'stake'),
  }
  const key: RequestKey = {
    memberId: member.id,
    requestId: request.requestId,
    hash: requestHash('gambler-order', body),
  }
  return idempotent(ctx.db, {
    table: 'gambler_orders',
    key,
    // The hot path: the batch's one transaction checks and writes; the key is read only when it meets one.
    attemptFirst: true,
    attempt: () =>
      ordersOf(ctx).place(request.bankId, (tx, state) =>
        writeOrder(ctx, runtime, tx, state, member, request, key),
      ),
    replay: async (id) => {
      const [first] = await findOrders(ctx.db, 'o.id = $1 AND o.member_id = $2', [id, member.id])
      if (!first) throw new Error(`gambler order ${id} of a key is missing`)
      return wireOrder(first, await reader.currencyOf(first.currencyCode))
    },
  })
}

/** Checks one order against the bank as the batch has it so far and writes it; null on a requestId conflict. */
async function writeOrder(
  ctx: ServerContext,
  runtime: FeedRuntime,
  tx: Transaction,
  state: LoadedBank,
  member: Member,
  request: GamblerOrderRequest,
  key: RequestKey,
): Promise<GamblerOrder | null> {
  const { bank, participants, currency } = state
  if (bank.productNo !== member.productNo) throw bankNotFound()
  // The bank's currency, as the member's brand holds it today.
  await memberCurrency(ctx, member, currency.code, 'bankId')
  const stake = unitsOf(request.stake, currency, 'stake')
  checkBankOpen(bank, runtime)
  if (participants.some((item) => item.memberId === member.id)) throw notPermitted()
  const selection = bank.selections.find((item) => item.selectionId === request.selectionId)
  if (!selection) throw invalidField('selectionId')
  const odds = oddsHundredths(selection.odds)
  if (odds !== oddsHundredths(request.odds)) {
    throw new BusinessError(codes.ODDS_CHANGED, 'oddsChanged', {
      odds: selection.odds,
      selections: bank.selections.map(({ selectionId, odds }) => ({ selectionId, odds })),
    })
  }
  const minStake = sqlUnits(bank.minStake, currency)
  const maxStake = sqlUnits(bank.maxStake, currency)
  checkRange(stake, { min: minStake, max: maxStake }, currency, 'stakeOutOfLimits')
  const grid = outcomeGrid(bank.marketType, bank.line)
  const fit = fitOrder(participants, grid, selection.name, odds, stake)
  if (!fit.fits) {
    const available = selectionCapacity(participants, grid, selection.name, odds, maxStake)
    throw new BusinessError(codes.OPENING_CAPACITY, 'openingCapacity', {
      available: fromUnits(available, currency.scale),
    })
  }
  await checkProtection(tx, member, { kind: 'stake', currency, amount: stake })
  const money = (units: bigint) => fromUnits(units, currency.scale)
  const createdAt = Date.now()
  const potentialReturn = (stake * odds) / 100n
  const shares = participants.map((item, p) => [item.memberId, String(fit.shares[p])])
  const lead: TransferLead = {
    sql: leadSql,
    memoPrefix: 'gambler-order:',
    params: [
      bank.id,
      member.id,
      key.requestId,
      key.hash,
      selection.selectionId,
      selection.name,
      selection.odds,
      money(stake),
      currency.code,
      money(potentialReturn),
      JSON.stringify(shares),
      createdAt,
      JSON.stringify(participants.map((item, p) => [item.memberId, fit.results[p]!.map(String)])),
    ],
  }
  const result = await ctx.ledger.transferWithLead(
    lead,
    {
      kind: 'gambler-stake',
      entries: [
        { account: memberAccount(member.id, currency.code), amount: money(-stake) },
        { account: escrowAccount(bank.id, currency.code), amount: money(stake) },
      ],
    },
    tx,
  )
  if (!result) return null
  // Written: the next order of the batch sees this one's results.
  participants.forEach((item, p) => {
    item.results = fit.results[p]!
  })
  return wireOrder(
    {
      id: result.leadId,
      bankId: bank.id,
      memberId: member.id,
      account: member.account,
      requestId: key.requestId,
      requestHash: key.hash,
      matchId: bank.matchId,
      marketId: bank.marketId,
      selectionId: selection.selectionId,
      selectionName: selection.name,
      odds: selection.odds,
      stake: money(stake),
      currencyCode: currency.code,
      potentialReturn: money(potentialReturn),
      shares: shares as [number, string][],
      status: 'open',
      payout: null,
      createdAt,
      settledAt: null,
    },
    currency,
  )
}
