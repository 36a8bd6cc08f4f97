import { type GridResult, type SettlingOrder, selectionResult, settleBank } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import type { TransferInput } from '../ledger/ledger'
import { fromUnits, toUnits } from '../ledger/money'
import { sqlUnits } from '../requests/amounts'
import { ratePer10k } from './bank-rules'
import { bankOf, bankQuery, participantsOf } from './bank-store'
import { escrowAccount, houseAccount, memberAccount } from './escrow'
import { findOrders } from './gambler-orders'

/**
 * Settles the banks whose market has its results (PROTOCOL.md section 9, Settlement), from the settlement worker
 * (bets/settlement-worker.ts) on the feed's `settled` event and in its sweep. One transaction per bank, its row
 * locked: a bank no longer open or paused is left alone, and the one transfer that empties the escrow carries
 * the key `bank:<id>:settle`, so settling twice moves money once. Returns how many banks settled now.
 */
export async function settleBanks(ctx: ServerContext, matchIds: number[] | null): Promise<number> {
  const rows = await ctx.db.query<{ id: string }>(
    `SELECT b.id FROM banks b JOIN matches x ON x.id = b.match_id
     WHERE b.status IN ('open', 'paused')
       AND (x.status = 'cancelled'
         OR EXISTS (SELECT 1 FROM match_selections s WHERE s.market_id = b.market_id AND s.result IS NOT NULL))
       ${matchIds ? 'AND b.match_id = ANY($1::bigint[])' : ''}
     ORDER BY b.id`,
    matchIds ? [matchIds] : [],
  )
  let settled = 0
  for (const row of rows) {
    try {
      if (await ctx.db.transaction((tx) => settleOneBank(ctx, tx, Number(row.id)))) settled += 1
    } catch (error) {
      ctx.log.error({ err: error, bankId: Number(row.id) }, 'settling a bank failed')
    }
  }
  return settled
}

const statusOf: Record<GridResult | 'void', SettlingStatus> = {
  won: 'won',
  lost: 'lost',
  push: 'pushed',
  halfWon: 'halfWon',
  halfLost: 'halfLost',
  void: 'void',
}
type SettlingStatus = 'won' | 'lost' | 'pushed' | 'halfWon' | 'halfLost' | 'void'

export async function settleOneBank(ctx: ServerContext, tx: Transaction, bankId: number): Promise<boolean> {
  await tx.query('SELECT id FROM banks WHERE id = $1 FOR UPDATE', [bankId])
  const [raw] = await tx.query<Parameters<typeof bankOf>[0]>(bankQuery('b.id = $1'), [bankId])
  if (!raw) return false
  const bank = bankOf(raw)
  if (bank.status !== 'open' && bank.status !== 'paused') return false
  const [match] = await tx.query<{ status: string; home_score: number; away_score: number; voided: boolean }>(
    `SELECT x.status, x.home_score, x.away_score,
       EXISTS (SELECT 1 FROM match_selections s WHERE s.market_id = $2 AND s.result = 'void') AS voided
     FROM matches x WHERE x.id = $1`,
    [bank.matchId, bank.marketId],
  )
  if (!match) return false
  const voided = match.status === 'cancelled' || match.voided
  const currency = await ctx.ledger.currencies.get(bank.currencyCode)
  if (!currency) throw new Error(`unknown currency ${bank.currencyCode}`)
  const participants = (await participantsOf(tx, [bank.id], () => currency)).get(bank.id) ?? []
  const orders = await findOrders(tx, 'o.bank_id = $1', [bank.id], 'ORDER BY o.id')
  const score = { home: Number(match.home_score), away: Number(match.away_score) }
  const units = (text: string) => sqlUnits(text, currency)
  const settling: SettlingOrder[] = orders.map((order) => ({
    stake: units(order.stake),
    odds: toUnits(order.odds, 2),
    result: voided
      ? 'void'
      : selectionResult(bank.marketType, bank.line, order.selectionName as 'home', score),
    shares: new Map(order.shares.map(([memberId, share]) => [Number(memberId), BigInt(share)])),
  }))
  const outcome = settleBank(participants, settling, ratePer10k(bank.commissionRate))
  const money = (value: bigint) => fromUnits(value, currency.scale)
  const settledAt = Date.now()
  await tx.query(
    `UPDATE gambler_orders o SET status = u.item ->> 1, payout = (u.item ->> 2)::numeric, settled_at = $2
     FROM jsonb_array_elements($1::jsonb) AS u(item) WHERE o.id = (u.item ->> 0)::bigint`,
    [
      JSON.stringify(
        orders.map((order, i) => [order.id, statusOf[settling[i]!.result], money(outcome.payouts[i]!)]),
      ),
      settledAt,
    ],
  )
  await tx.query(
    `UPDATE bank_participants p SET net = (u.item ->> 1)::numeric, commission = (u.item ->> 2)::numeric
     FROM jsonb_array_elements($2::jsonb) AS u(item) WHERE p.bank_id = $1 AND p.member_id = (u.item ->> 0)::bigint`,
    [
      bank.id,
      JSON.stringify(
        outcome.participants.map((item) => [item.memberId, money(item.net), money(item.commission)]),
      ),
    ],
  )
  await tx.query('UPDATE banks SET status = $2, settled_at = $3 WHERE id = $1', [
    bank.id,
    voided ? 'void' : 'settled',
    settledAt,
  ])
  // One transfer empties the escrow: gamblers' payouts, participants' capital and results, the commission.
  const credits = new Map<number, bigint>()
  orders.forEach((order, i) => {
    credits.set(order.memberId, (credits.get(order.memberId) ?? 0n) + outcome.payouts[i]!)
  })
  for (const item of outcome.participants)
    credits.set(item.memberId, (credits.get(item.memberId) ?? 0n) + item.paid)
  const entries: TransferInput['entries'] = [
    { account: escrowAccount(bank.id, currency.code), amount: money(-outcome.escrow) },
  ]
  for (const [memberId, amount] of credits) {
    if (amount > 0n) entries.push({ account: memberAccount(memberId, currency.code), amount: money(amount) })
  }
  if (outcome.commission > 0n)
    entries.push({ account: houseAccount(currency.code), amount: money(outcome.commission) })
  await ctx.ledger.transfer(tx, {
    kind: voided ? 'bank-void' : 'bank-settle',
    memo: `bank:${bank.id}`,
    idempotencyKey: `bank:${bank.id}:settle`,
    entries,
  })
  return true
}
