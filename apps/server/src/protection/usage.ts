import { type LimitPeriod, limitPeriods, periodMs } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type { Currency } from '../ledger/currencies'
import { sqlUnits } from '../requests/amounts'
import { protectionClock } from './clock'
import type { ActivitySpan, PeriodSums, TimedMovement } from './limit-rules'
import { moneyInKinds, returnKinds, stakeKinds } from './money-kinds'

/**
 * What a member used in one currency over each rolling period ending at `now`, read from the ledger (PROTOCOL.md
 * section 11): the entries of its balance account by transfer kind. Called under the member's protection lock,
 * in the transaction of the movement it guards.
 */
export async function periodSumsOf(
  q: Queryable,
  memberId: number,
  currency: Pick<Currency, 'code' | 'scale'>,
  now: number,
): Promise<Record<LimitPeriod, PeriodSums>> {
  const starts = limitPeriods.map((period) => protectionClock.wallOf(now - periodMs[period]))
  const columns = limitPeriods
    .map(
      (period, index) => `
      sum(e.amount) FILTER (WHERE t.kind = ANY($4::text[]) AND e.created_at > to_timestamp($${7 + index}::bigint / 1000.0))::text AS money_in_${period},
      (-sum(e.amount) FILTER (WHERE t.kind = ANY($5::text[]) AND e.created_at > to_timestamp($${7 + index}::bigint / 1000.0)))::text AS stakes_${period},
      (-sum(e.amount) FILTER (WHERE t.kind = ANY($6::text[]) AND e.created_at > to_timestamp($${7 + index}::bigint / 1000.0)))::text AS net_loss_${period}`,
    )
    .join(',')
  const [row] = await q.query<Record<string, string | null>>(
    `SELECT ${columns}
     FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE e.account_id = (SELECT id FROM ledger_accounts
                           WHERE kind = 'member' AND member_id = $1 AND currency_code = $2 AND ref = '')
       AND e.created_at > to_timestamp($3::bigint / 1000.0)`,
    [
      memberId,
      currency.code,
      Math.min(...starts),
      moneyInKinds,
      stakeKinds,
      [...stakeKinds, ...returnKinds],
      ...starts,
    ],
  )
  const units = (value: string | null | undefined) => {
    if (!value) return 0n
    const negative = value.startsWith('-')
    const magnitude = sqlUnits(negative ? value.slice(1) : value, currency)
    return negative ? -magnitude : magnitude
  }
  const sums = {} as Record<LimitPeriod, PeriodSums>
  for (const period of limitPeriods) {
    sums[period] = {
      moneyIn: units(row?.[`money_in_${period}`]),
      stakes: units(row?.[`stakes_${period}`]),
      netLoss: units(row?.[`net_loss_${period}`]),
    }
  }
  return sums
}

/** The member's movements in one currency since `since` (protection clock), for the time a refusal lifts. */
export async function movementsOf(
  q: Queryable,
  memberId: number,
  currency: Pick<Currency, 'code' | 'scale'>,
  since: number,
): Promise<TimedMovement[]> {
  const rows = await q.query<{ kind: string; amount: string; at: number | string }>(
    `SELECT t.kind, e.amount::text AS amount, (extract(epoch FROM e.created_at) * 1000)::bigint AS at
     FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE e.account_id = (SELECT id FROM ledger_accounts
                           WHERE kind = 'member' AND member_id = $1 AND currency_code = $2 AND ref = '')
       AND e.created_at > to_timestamp($3::bigint / 1000.0) AND t.kind = ANY($4::text[])
     ORDER BY e.id`,
    [
      memberId,
      currency.code,
      protectionClock.wallOf(since),
      [...moneyInKinds, ...stakeKinds, ...returnKinds],
    ],
  )
  return rows.map((row) => {
    const negative = row.amount.startsWith('-')
    const magnitude = sqlUnits(negative ? row.amount.slice(1) : row.amount, currency)
    const kind = (moneyInKinds as readonly string[]).includes(row.kind)
      ? 'moneyIn'
      : (stakeKinds as readonly string[]).includes(row.kind)
        ? 'stake'
        : 'return'
    return { at: protectionClock.ofWall(Number(row.at)), amount: negative ? -magnitude : magnitude, kind }
  })
}

/** The member's signed-in spans that end after `since`. */
export async function activitySpansOf(
  q: Queryable,
  memberId: number,
  since: number,
): Promise<ActivitySpan[]> {
  const rows = await q.query<{ started_at: number | string; last_seen_at: number | string }>(
    'SELECT started_at, last_seen_at FROM protection_activity WHERE member_id = $1 AND last_seen_at > $2',
    [memberId, since],
  )
  return rows.map((row) => ({ startedAt: Number(row.started_at), lastSeenAt: Number(row.last_seen_at) }))
}

/** A session quiet for longer than this was not signed in meanwhile: its next activity starts a new span. */
export const idleGapMs = 10 * 60_000

/** Records that the session is active at `now`: its span goes on, or a new one starts after a quiet gap. */
export async function touchActivity(
  q: Queryable,
  memberId: number,
  sessionId: number,
  now: number,
): Promise<void> {
  const moved = await q.query(
    `UPDATE protection_activity SET last_seen_at = GREATEST(last_seen_at, $3)
     WHERE member_id = $1 AND id = (SELECT id FROM protection_activity WHERE session_id = $2 AND last_seen_at >= $4
                 ORDER BY last_seen_at DESC LIMIT 1)
     RETURNING id`,
    [memberId, sessionId, now, now - idleGapMs],
  )
  if (moved.length > 0) return
  await q.query(
    'INSERT INTO protection_activity (member_id, session_id, started_at, last_seen_at) VALUES ($1, $2, $3, $3)',
    [memberId, sessionId, now],
  )
}
