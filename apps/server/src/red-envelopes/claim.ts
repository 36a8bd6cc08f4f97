import { codes, type RedEnvelopeClaim } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { BusinessError } from '../errors'
import { floorToScale } from '../ledger/money'
import type { Member } from '../members/member'
import {
  type ActivityRow,
  activityColumns,
  escrowOf,
  findActivity,
  statusOf,
  wireActivity,
} from './activities'

/**
 * A claim (PROTOCOL.md section 10, `participate`): in one transaction, under the activity's row lock, it takes
 * the next stored amount, writes the member's unique (activity, member) claim and pays it from the activity's
 * escrow. A member's second claim answers the first again (whatever its requestId); the same requestId for another
 * activity is 2005; 1006 outside the activity's time; 3005 when every envelope is taken. Another brand's activity
 * answers 3004, like an unknown id.
 */
export async function claimEnvelope(
  ctx: ServerContext,
  member: Member,
  request: { id: number; requestId: string },
): Promise<RedEnvelopeClaim> {
  return ctx.db.transaction(async (tx) => {
    const [activity] = await tx.query<Omit<ActivityRow, 'mine'>>(
      `SELECT ${activityColumns} FROM red_envelope_activities a JOIN currencies cu ON cu.code = a.currency_code
       WHERE a.id = $1 FOR UPDATE OF a`,
      [request.id],
    )
    if (!activity || Number(activity.product_no) !== member.productNo) {
      throw new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
    }
    const [byKey] = await tx.query<{ activity_id: number }>(
      'SELECT activity_id FROM red_envelope_claims WHERE member_id = $1 AND request_id = $2',
      [member.id, request.requestId],
    )
    if (byKey && Number(byKey.activity_id) !== request.id) {
      throw new BusinessError(codes.IDEMPOTENCY_CONFLICT, 'idempotencyConflict')
    }
    const [first] = await tx.query<{ amount: string }>(
      'SELECT amount::text AS amount FROM red_envelope_claims WHERE activity_id = $1 AND member_id = $2',
      [request.id, member.id],
    )
    const scale = Number(activity.scale)
    const answer = async (amount: string) => ({
      amount: floorToScale(amount, scale),
      currencyCode: activity.currency_code,
      activity: wireActivity((await findActivity(tx, request.id, member.id))!),
    })
    if (first) return answer(first.amount)

    const now = Date.now()
    const status = statusOf(activity, now)
    if (now < Number(activity.starts_at) || now >= Number(activity.ends_at)) {
      throw new BusinessError(codes.NOT_ALLOWED_IN_STATE, 'notAllowedInState', { status })
    }
    if (activity.claimed >= activity.count) throw new BusinessError(codes.NOTHING_LEFT, 'redEnvelopeEmpty')
    const seq = Number(activity.claimed)
    const [envelope] = await tx.query<{ amount: string }>(
      'SELECT amount::text AS amount FROM red_envelope_amounts WHERE activity_id = $1 AND seq = $2',
      [request.id, seq],
    )
    const amount = floorToScale(envelope!.amount, scale)
    await tx.query(
      `INSERT INTO red_envelope_claims (activity_id, member_id, seq, amount, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [request.id, member.id, seq, amount, request.requestId, now],
    )
    await tx.query('UPDATE red_envelope_activities SET claimed = claimed + 1 WHERE id = $1', [request.id])
    await ctx.ledger.transfer(tx, {
      kind: 'red-envelope-claim',
      memo: `red-envelope:${request.id}:${seq}`,
      entries: [
        { account: escrowOf(request.id, activity.currency_code), amount: `-${amount}` },
        { account: { kind: 'member', memberId: member.id, currency: activity.currency_code }, amount },
      ],
    })
    return answer(amount)
  })
}
