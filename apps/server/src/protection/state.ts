import type { LimitKind, LimitPeriod } from '@sportsbook/sdk/protocol'
import type { Queryable, Transaction } from '../db'

/** A member's row of `member_protection`: breaks and the reality check (times on the protection clock). */
export interface ProtectionState {
  memberId: number
  timeOutUntil: number | null
  selfExcludedSince: number | null
  /** Null with `selfExcludedSince` set: indefinite. */
  selfExcludedUntil: number | null
  realityCheckMinutes: number
  realityAckedAt: number | null
  realityPushedAt: number | null
  sessionLimitPushedUntil: number | null
}

/** A row of `protection_limits`: the amount in force and what waits. Amounts are numeric text. */
export interface LimitRow {
  kind: LimitKind
  period: LimitPeriod
  /** Null for a session limit. */
  currencyCode: string | null
  amount: string
  imposedAmount: string | null
  imposedReason: string | null
  pendingAmount: string | null
  pendingRemoval: boolean
  pendingEffectiveAt: number | null
}

interface StateRow {
  member_id: number | string
  time_out_until: number | string | null
  self_excluded_since: number | string | null
  self_excluded_until: number | string | null
  reality_check_minutes: number
  reality_acked_at: number | string | null
  reality_pushed_at: number | string | null
  session_limit_pushed_until: number | string | null
}

const msOrNull = (value: number | string | null) => (value === null ? null : Number(value))

const stateColumns = `member_id, time_out_until, self_excluded_since, self_excluded_until, reality_check_minutes,
  reality_acked_at, reality_pushed_at, session_limit_pushed_until`

function stateOf(row: StateRow): ProtectionState {
  return {
    memberId: Number(row.member_id),
    timeOutUntil: msOrNull(row.time_out_until),
    selfExcludedSince: msOrNull(row.self_excluded_since),
    selfExcludedUntil: msOrNull(row.self_excluded_until),
    realityCheckMinutes: Number(row.reality_check_minutes),
    realityAckedAt: msOrNull(row.reality_acked_at),
    realityPushedAt: msOrNull(row.reality_pushed_at),
    sessionLimitPushedUntil: msOrNull(row.session_limit_pushed_until),
  }
}

/** The member's protection row, or null when it never set anything (nothing to check). */
export async function protectionStateOf(q: Queryable, memberId: number): Promise<ProtectionState | null> {
  const [row] = await q.query<StateRow>(
    `SELECT ${stateColumns} FROM member_protection WHERE member_id = $1`,
    [memberId],
  )
  return row ? stateOf(row) : null
}

/**
 * The member's protection row locked for this transaction: every check and change of a member's protection, and
 * every money path of a member who has one, takes this lock first, so usage read under it cannot be overtaken by
 * a concurrent movement of the same member. Null when the member has none.
 */
export async function lockProtection(tx: Transaction, memberId: number): Promise<ProtectionState | null> {
  const [row] = await tx.query<StateRow>(
    `SELECT ${stateColumns} FROM member_protection WHERE member_id = $1 FOR UPDATE`,
    [memberId],
  )
  return row ? stateOf(row) : null
}

/** lockProtection, making the row first when the member has none yet (a first setting). */
export async function lockOrCreateProtection(
  tx: Transaction,
  memberId: number,
  now: number,
): Promise<ProtectionState> {
  await tx.query(
    'INSERT INTO member_protection (member_id, updated_at) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING',
    [memberId, now],
  )
  const state = await lockProtection(tx, memberId)
  if (!state) throw new Error(`member_protection of ${memberId} vanished`)
  return state
}

interface LimitDbRow {
  kind: LimitKind
  period: LimitPeriod
  currency_code: string
  amount: string
  imposed_amount: string | null
  imposed_reason: string | null
  pending_amount: string | null
  pending_removal: boolean
  pending_effective_at: number | string | null
}

const limitColumns = `kind, period, currency_code, amount::text AS amount, imposed_amount::text AS imposed_amount,
  imposed_reason, pending_amount::text AS pending_amount, pending_removal, pending_effective_at`

const periodOrder = "array_position(ARRAY['day', 'week', 'month'], period)"
const kindOrder = "array_position(ARRAY['deposit', 'loss', 'wager', 'session'], kind)"

function limitOf(row: LimitDbRow): LimitRow {
  return {
    kind: row.kind,
    period: row.period,
    currencyCode: row.currency_code === '' ? null : row.currency_code,
    amount: row.amount,
    imposedAmount: row.imposed_amount,
    imposedReason: row.imposed_reason,
    pendingAmount: row.pending_amount,
    pendingRemoval: row.pending_removal,
    pendingEffectiveAt: msOrNull(row.pending_effective_at),
  }
}

/** The member's limits, by kind, currency and period. */
export async function limitsOf(q: Queryable, memberId: number): Promise<LimitRow[]> {
  const rows = await q.query<LimitDbRow>(
    `SELECT ${limitColumns} FROM protection_limits WHERE member_id = $1
     ORDER BY ${kindOrder}, currency_code, ${periodOrder}`,
    [memberId],
  )
  return rows.map(limitOf)
}

/** What names one limit of a member. */
export interface LimitKey {
  kind: LimitKind
  period: LimitPeriod
  currencyCode: string | null
}

export async function limitOfKey(q: Queryable, memberId: number, key: LimitKey): Promise<LimitRow | null> {
  const [row] = await q.query<LimitDbRow>(
    `SELECT ${limitColumns} FROM protection_limits
     WHERE member_id = $1 AND kind = $2 AND period = $3 AND currency_code = $4`,
    [memberId, key.kind, key.period, key.currencyCode ?? ''],
  )
  return row ? limitOf(row) : null
}

/** Writes a limit as it now stands (insert or replace). */
export async function saveLimit(
  tx: Transaction,
  memberId: number,
  limit: LimitRow,
  now: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO protection_limits (member_id, kind, period, currency_code, amount, imposed_amount, imposed_reason,
       pending_amount, pending_removal, pending_effective_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (member_id, kind, period, currency_code) DO UPDATE SET amount = EXCLUDED.amount,
       imposed_amount = EXCLUDED.imposed_amount, imposed_reason = EXCLUDED.imposed_reason,
       pending_amount = EXCLUDED.pending_amount, pending_removal = EXCLUDED.pending_removal,
       pending_effective_at = EXCLUDED.pending_effective_at, updated_at = EXCLUDED.updated_at`,
    [
      memberId,
      limit.kind,
      limit.period,
      limit.currencyCode ?? '',
      limit.amount,
      limit.imposedAmount,
      limit.imposedReason,
      limit.pendingAmount,
      limit.pendingRemoval,
      limit.pendingEffectiveAt,
      now,
    ],
  )
}

export async function deleteLimit(tx: Transaction, memberId: number, key: LimitKey): Promise<void> {
  await tx.query(
    'DELETE FROM protection_limits WHERE member_id = $1 AND kind = $2 AND period = $3 AND currency_code = $4',
    [memberId, key.kind, key.period, key.currencyCode ?? ''],
  )
}
