import { codes, type RedEnvelopeClaim } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { BusinessError } from '../errors'
import { floorToScale } from '../ledger/money'
import type { Member } from '../members/member'
import { idempotent } from '../requests/idempotency'
import { notPermitted, wrongState } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import {
  type ActivityRow,
  activityColumns,
  escrowOf,
  findActivity,
  statusOf,
  wireActivity,
} from './activities'
import { envelopeNow } from './envelope-worker'

/**
 * A claim (PROTOCOL.md section 10, `participate`): in one transaction, under the activity's row lock, it takes
 * the next stored amount, writes the member's unique (activity, member) claim with its key and pays it from the
 * activity's escrow. Idempotent through requests/ (the claim row carries the key): the same requestId for
 * another activity is 2005. A member's second claim answers the first again whatever its requestId, since the
 * rule is one claim per member, not per key. 1006 outside the activity's time; 3005 when every envelope is
 * taken. Another brand's activity answers 3004, like an unknown id.
 */
export async function claimEnvelope(
  ctx: ServerContext,
  member: Member,
  request: { id: number; requestId: string },
): Promise<RedEnvelopeClaim> {
  const now = envelopeNow(ctx)
  const key = {
    memberId: member.id,
    requestId: request.requestId,
    hash: requestHash('red-envelope-claim', { id: request.id }),
  }
  return idempotent(ctx.db, {
    table: 'red_envelope_claims',
    key,
    attempt: () =>
      ctx.db.transaction(async (tx) => {
        const [activity] = await tx.query<Omit<ActivityRow, 'mine'>>(
          `SELECT ${activityColumns} FROM red_envelope_activities a JOIN currencies cu ON cu.code = a.currency_code
           WHERE a.id = $1 FOR UPDATE OF a`,
          [request.id],
        )
        if (!activity || Number(activity.product_no) !== member.productNo) throw notPermitted()
        const [first] = await tx.query<{ seq: number }>(
          'SELECT seq FROM red_envelope_claims WHERE activity_id = $1 AND member_id = $2',
          [request.id, member.id],
        )
        if (first) return claimAnswer(tx, request.id, member.id, now)

        if (now < Number(activity.starts_at) || now >= Number(activity.ends_at)) {
          throw wrongState(statusOf(activity, now))
        }
        if (activity.claimed >= activity.count)
          throw new BusinessError(codes.NOTHING_LEFT, 'redEnvelopeEmpty')
        const seq = Number(activity.claimed)
        const [envelope] = await tx.query<{ amount: string }>(
          'SELECT amount::text AS amount FROM red_envelope_amounts WHERE activity_id = $1 AND seq = $2',
          [request.id, seq],
        )
        const amount = floorToScale(envelope!.amount, Number(activity.scale))
        // Under the activity's lock only the key can conflict: this requestId is taking another activity.
        const [claimed] = await tx.query<{ seq: number }>(
          `INSERT INTO red_envelope_claims (activity_id, member_id, seq, amount, request_id, request_hash, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING seq`,
          [request.id, member.id, seq, amount, key.requestId, key.hash, now],
        )
        if (!claimed) return null
        await tx.query('UPDATE red_envelope_activities SET claimed = claimed + 1 WHERE id = $1', [request.id])
        await ctx.ledger.transfer(tx, {
          kind: 'red-envelope-claim',
          memo: `red-envelope:${request.id}:${seq}`,
          entries: [
            { account: escrowOf(request.id, activity.currency_code), amount: `-${amount}` },
            { account: { kind: 'member', memberId: member.id, currency: activity.currency_code }, amount },
          ],
        })
        return claimAnswer(tx, request.id, member.id, now)
      }),
    replay: (activityId) => claimAnswer(ctx.db, Number(activityId), member.id, now),
  })
}

/** The member's claim of the activity as the wire shows it, with the activity as it stands. */
async function claimAnswer(
  q: Queryable,
  activityId: number,
  memberId: number,
  now: number,
): Promise<RedEnvelopeClaim> {
  const row = await findActivity(q, activityId, memberId)
  if (!row?.mine) throw new Error(`red envelope ${activityId}: member ${memberId} has no claim`)
  return {
    amount: floorToScale(row.mine, Number(row.scale)),
    currencyCode: row.currency_code,
    activity: wireActivity(row, now),
  }
}
