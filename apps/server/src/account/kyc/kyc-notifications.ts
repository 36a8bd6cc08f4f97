import type { Database } from '../../db'
import { accountClock } from '../account-clock'
import { type KycEvent, statusOfEvent } from './kyc-provider'

/** What a notification did; every event is recorded once with it. */
export type KycOutcome = 'applied' | 'ignored' | 'replayed'

/**
 * Acts on a verified notification (PROTOCOL.md section 13) in one transaction, as payment notifications are
 * (payments/notifications.ts): the event id first (a replay finds it taken and changes nothing), then the member's
 * check, which must be the provider's latest one for that member. Verified is final: a later event of an older
 * check, or any event after it, is ignored.
 */
export async function applyKycEvent(db: Database, provider: string, event: KycEvent): Promise<KycOutcome> {
  return db.transaction(async (tx) => {
    const now = accountClock.now()
    const [recorded] = await tx.query(
      `INSERT INTO kyc_events (provider, event_id, member_id, outcome, received_at) VALUES ($1, $2, $3, 'pending', $4)
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
      [provider, event.id, event.memberId, now],
    )
    if (!recorded) return 'replayed'
    const updated = await tx.query(
      `UPDATE member_kyc SET status = $4, updated_at = $5
       WHERE member_id = $1 AND provider = $2 AND check_ref = $3 AND status <> 'verified' RETURNING member_id`,
      [event.memberId, provider, event.checkRef, statusOfEvent[event.type], now],
    )
    const outcome: KycOutcome = updated.length > 0 ? 'applied' : 'ignored'
    await tx.query('UPDATE kyc_events SET outcome = $3 WHERE provider = $1 AND event_id = $2', [
      provider,
      event.id,
      outcome,
    ])
    return outcome
  })
}
