import { wrongState } from '../requests/request-errors'
import type { LimitKey, LimitRow } from './state'

/**
 * How a limit changes (PROTOCOL.md section 11), on amounts in units (minutes for a session limit), apart from the
 * database: the member's changes lower at once and raise or remove only after a wait and a confirmation; an
 * operator's limit applies at once and binds the member from above. Each answers the limit as it now stands
 * (null: no limit any more) or throws 1006.
 */

/** A limit with its amounts in units. */
export interface LimitState extends LimitKey {
  amount: bigint
  imposedAmount: bigint | null
  imposedReason: string | null
  pendingAmount: bigint | null
  pendingRemoval: boolean
  pendingEffectiveAt: number | null
}

const noPending = { pendingAmount: null, pendingRemoval: false, pendingEffectiveAt: null } as const

/** 1006 with `data.status: "imposed"`: the operator's limit is a ceiling the member cannot pass or remove. */
function imposedRefusal() {
  return wrongState('imposed', {}, 'limitImposed')
}

/** The member sets `amount`: a new or lower one at once (a pending change is dropped), a higher one waits. */
export function memberSets(
  existing: LimitState | null,
  key: LimitKey,
  amount: bigint,
  now: number,
  delayMs: number,
): LimitState {
  if (!existing) return { ...key, amount, imposedAmount: null, imposedReason: null, ...noPending }
  if (amount <= existing.amount) return { ...existing, amount, ...noPending }
  if (existing.imposedAmount !== null && amount > existing.imposedAmount) throw imposedRefusal()
  return { ...existing, pendingAmount: amount, pendingRemoval: false, pendingEffectiveAt: now + delayMs }
}

/** The member asks to remove the limit: it waits like an increase; an operator's limit cannot be removed. */
export function memberRemoves(existing: LimitState | null, now: number, delayMs: number): LimitState {
  if (!existing) throw wrongState('none')
  if (existing.imposedAmount !== null) throw imposedRefusal()
  return { ...existing, pendingAmount: null, pendingRemoval: true, pendingEffectiveAt: now + delayMs }
}

/** The member confirms what waits, once its time has come (before: 1006 with `data.effectiveAt`). */
export function memberConfirms(existing: LimitState | null, now: number): LimitState | null {
  if (!existing || existing.pendingEffectiveAt === null) throw wrongState('none')
  if (now < existing.pendingEffectiveAt) {
    throw wrongState('pending', { effectiveAt: existing.pendingEffectiveAt }, 'limitChangeWaiting')
  }
  if (existing.pendingRemoval) return null
  return { ...existing, amount: existing.pendingAmount ?? existing.amount, ...noPending }
}

/**
 * An operator imposes `amount`: the amount in force becomes it unless the member's own is lower already; what
 * waits above it (or a removal) is dropped.
 */
export function operatorImposes(
  existing: LimitState | null,
  key: LimitKey,
  amount: bigint,
  reason: string,
): LimitState {
  const inForce = existing && existing.amount < amount ? existing.amount : amount
  const pendingFits =
    existing?.pendingEffectiveAt != null &&
    !existing.pendingRemoval &&
    existing.pendingAmount !== null &&
    existing.pendingAmount <= amount
  return {
    ...key,
    amount: inForce,
    imposedAmount: amount,
    imposedReason: reason,
    ...(pendingFits
      ? {
          pendingAmount: existing.pendingAmount,
          pendingRemoval: false,
          pendingEffectiveAt: existing.pendingEffectiveAt,
        }
      : noPending),
  }
}

/** Units of a stored row's numeric text, by the limit's own reading (the currency's scale, or minutes). */
export function limitStateOf(row: LimitRow, units: (text: string) => bigint): LimitState {
  return {
    kind: row.kind,
    period: row.period,
    currencyCode: row.currencyCode,
    amount: units(row.amount),
    imposedAmount: row.imposedAmount === null ? null : units(row.imposedAmount),
    imposedReason: row.imposedReason,
    pendingAmount: row.pendingAmount === null ? null : units(row.pendingAmount),
    pendingRemoval: row.pendingRemoval,
    pendingEffectiveAt: row.pendingEffectiveAt,
  }
}

/** A limit state as a row to store, its amounts as text. */
export function limitRowOf(state: LimitState, text: (units: bigint) => string): LimitRow {
  return {
    kind: state.kind,
    period: state.period,
    currencyCode: state.currencyCode,
    amount: text(state.amount),
    imposedAmount: state.imposedAmount === null ? null : text(state.imposedAmount),
    imposedReason: state.imposedReason,
    pendingAmount: state.pendingAmount === null ? null : text(state.pendingAmount),
    pendingRemoval: state.pendingRemoval,
    pendingEffectiveAt: state.pendingEffectiveAt,
  }
}
