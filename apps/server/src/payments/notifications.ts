import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import { toUnits } from '../ledger/money'
import type { NotificationEvent } from './provider'

/** What a notification did; every event is recorded once with it. */
export type NotificationOutcome = 'credited' | 'failed' | 'ignored' | 'replayed'

/**
 * Acts on a verified notification (PROTOCOL.md section 8), in one transaction: the event id is recorded first
 * (a unique key: a replay, or a concurrent delivery of the same event, finds it taken and changes nothing), then
 * the deposit is locked and moves only forward from pending. A success credits `external` -> member in the same
 * transaction, and only when the amount and currency are the deposit's; a failure marks it failed. Anything else
 * (another provider's payment, a final deposit, a mismatch) is recorded as ignored.
 */
export async function applyNotification(
  ctx: ServerContext,
  provider: string,
  event: NotificationEvent,
): Promise<NotificationOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [recorded] = await tx.query<{ event_id: string }>(
      `INSERT INTO payment_events (provider, event_id, type, outcome, received_at) VALUES ($1, $2, $3, 'pending', $4)
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
      [provider, event.id, event.type, Date.now()],
    )
    if (!recorded) return 'replayed'
    const outcome = await act(ctx, tx, provider, event)
    await tx.query(
      `UPDATE payment_events SET outcome = $3, deposit_id = $4 WHERE provider = $1 AND event_id = $2`,
      [provider, event.id, outcome.outcome, outcome.depositId],
    )
    return outcome.outcome
  })
}

async function act(
  ctx: ServerContext,
  tx: Transaction,
  provider: string,
  event: NotificationEvent,
): Promise<{ outcome: NotificationOutcome; depositId: number | null }> {
  const [deposit] = await tx.query<{
    id: number
    member_id: number
    amount: string
    currency_code: string
    status: string
  }>(
    `SELECT id, member_id, amount::text AS amount, currency_code, status FROM deposits
     WHERE id = $1 AND provider = $2 AND provider_ref = $3 FOR UPDATE`,
    [event.depositId, provider, event.providerRef],
  )
  if (!deposit) return { outcome: 'ignored', depositId: null }
  const depositId = Number(deposit.id)
  // A status never goes backwards: succeeded, failed and expired are final.
  if (deposit.status !== 'pending') return { outcome: 'ignored', depositId }
  const now = Date.now()
  if (event.type === 'payment.failed') {
    await tx.query(`UPDATE deposits SET status = 'failed', completed_at = $2 WHERE id = $1`, [depositId, now])
    return { outcome: 'failed', depositId }
  }
  const currency = await ctx.ledger.currencies.get(deposit.currency_code)
  if (!currency || event.currencyCode !== deposit.currency_code) return { outcome: 'ignored', depositId }
  let paid: bigint
  try {
    paid = toUnits(event.amount, 8)
  } catch {
    return { outcome: 'ignored', depositId }
  }
  if (paid !== toUnits(deposit.amount, 8)) return { outcome: 'ignored', depositId }
  await tx.query(`UPDATE deposits SET status = 'succeeded', completed_at = $2 WHERE id = $1`, [
    depositId,
    now,
  ])
  await ctx.ledger.transfer(tx, {
    kind: 'deposit',
    memo: `deposit:${depositId}`,
    idempotencyKey: `deposit:${depositId}:credit`,
    entries: [
      { account: { kind: 'external', currency: currency.code }, amount: `-${event.amount}` },
      {
        account: { kind: 'member', memberId: Number(deposit.member_id), currency: currency.code },
        amount: event.amount,
      },
    ],
  })
  return { outcome: 'credited', depositId }
}
