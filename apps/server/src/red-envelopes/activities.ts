import type { RedEnvelopeActivity } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { AccountRef } from '../ledger/ledger'
import { floorToScale } from '../ledger/money'

/**
 * Red envelope activities (PROTOCOL.md section 10) as stored and as the wire shows them. An activity's money is
 * held in a system escrow account of its own from creation until it is claimed or returned to the house.
 */
export interface ActivityRow {
  id: number
  product_no: number
  title: string
  currency_code: string
  total: string
  count: number
  claimed: number
  starts_at: number | string
  ends_at: number | string
  returned_at: number | string | null
  scale: number
  /** The caller's claimed amount (null when none, or for an operator's answer). */
  mine: string | null
}

export const activityColumns = `a.id, a.product_no, a.title, a.currency_code, a.total::text AS total, a.count,
  a.claimed, a.starts_at, a.ends_at, a.returned_at, cu.scale`

export function escrowOf(activityId: number, currency: string): AccountRef {
  return { kind: 'escrow', memberId: null, currency, ref: `red-envelope:${activityId}` }
}

export function statusOf(row: Pick<ActivityRow, 'starts_at' | 'ends_at' | 'claimed' | 'count'>, now: number) {
  if (now < Number(row.starts_at)) return 'upcoming' as const
  if (now >= Number(row.ends_at) || row.claimed >= row.count) return 'finished' as const
  return 'open' as const
}

export function wireActivity(row: ActivityRow, now = Date.now()): RedEnvelopeActivity {
  const scale = Number(row.scale)
  const claimed = Number(row.claimed)
  const count = Number(row.count)
  return {
    id: Number(row.id),
    title: row.title,
    currencyCode: row.currency_code,
    total: floorToScale(row.total, scale),
    count,
    remaining: count - claimed,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    status: statusOf({ ...row, claimed, count }, now),
    claimed: row.mine === null ? null : floorToScale(row.mine, scale),
  }
}

/** One activity with the member's claim (memberId 0: none). */
export async function findActivity(q: Queryable, id: number, memberId: number): Promise<ActivityRow | null> {
  const [row] = await q.query<ActivityRow>(
    `SELECT ${activityColumns}, c.amount::text AS mine FROM red_envelope_activities a
     JOIN currencies cu ON cu.code = a.currency_code
     LEFT JOIN red_envelope_claims c ON c.activity_id = a.id AND c.member_id = $2
     WHERE a.id = $1`,
    [id, memberId],
  )
  return row ?? null
}

/**
 * `app/api/member/red/envelope/activity`: the brand's activities that are upcoming, open, or ended within the
 * last 7 days, newest first, each with the caller's claim.
 */
export async function activitiesFor(q: Queryable, productNo: number, memberId: number, now = Date.now()) {
  const rows = await q.query<ActivityRow>(
    `SELECT ${activityColumns}, c.amount::text AS mine FROM red_envelope_activities a
     JOIN currencies cu ON cu.code = a.currency_code
     LEFT JOIN red_envelope_claims c ON c.activity_id = a.id AND c.member_id = $2
     WHERE a.product_no = $1 AND a.ends_at > $3 ORDER BY a.id DESC LIMIT 50`,
    [productNo, memberId, now - 7 * 24 * 60 * 60 * 1000],
  )
  return rows.map((row) => wireActivity(row, now))
}
