import type { Limit, LimitKind, LimitPeriod } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Transaction } from '../db'
import { fromUnits } from '../ledger/money'
import type { Member } from '../members/member'
import { sqlUnits, unitsOf } from '../requests/amounts'
import { memberCurrency } from '../requests/member-currency'
import { invalidField } from '../requests/request-errors'
import { protectionClock } from './clock'
import { type LimitState, limitRowOf, limitStateOf } from './limit-changes'
import { wireLimits } from './limit-view'
import { protectionSettingsOf } from './settings'
import { deleteLimit, type LimitKey, limitOfKey, lockOrCreateProtection, saveLimit } from './state'

/** A limit named by a request, before its currency and period are checked against the member and its brand. */
export interface LimitRequest {
  kind: LimitKind
  period: LimitPeriod
  currencyCode: string | null
  amount?: string
}

/** How a limit's amounts read and write: the currency's scale, or whole minutes. */
interface LimitUnits {
  key: LimitKey
  /** The request's amount in units (1000 on `amount` beyond the currency's scale). */
  amount: bigint | null
  units: (text: string) => bigint
  text: (units: bigint) => string
}

/** Checks the period against the brand's choices and the currency against the member's wallet. */
async function unitsOfRequest(
  ctx: ServerContext,
  member: Member,
  request: LimitRequest,
): Promise<LimitUnits> {
  if (!protectionSettingsOf(ctx.config, member.productNo).limitPeriods.includes(request.period)) {
    throw invalidField('period')
  }
  if (request.kind === 'session') {
    return {
      key: { kind: request.kind, period: request.period, currencyCode: null },
      amount: request.amount === undefined ? null : BigInt(request.amount),
      units: (text) => BigInt(Math.floor(Number(text))),
      text: (units) => String(units),
    }
  }
  const currency = await memberCurrency(ctx, member, request.currencyCode ?? '')
  if (currency.demo) throw invalidField('currencyCode')
  return {
    key: { kind: request.kind, period: request.period, currencyCode: currency.code },
    amount: request.amount === undefined ? null : unitsOf(request.amount, currency),
    units: (text) => sqlUnits(text, currency),
    text: (units) => fromUnits(units, currency.scale),
  }
}

/** The member's protection lock, its limit of the request's key, and how its amounts read: what a change needs. */
export interface LimitChange {
  tx: Transaction
  now: number
  existing: LimitState | null
  /** The request's amount in units, or null (confirm, remove). */
  amount: bigint | null
  key: LimitKey
  delayMs: number
}

/**
 * Runs `change` on `member`'s limit of the request under the member's protection lock, stores what it answers
 * (null removes the limit) and answers the limit as the wire shows it.
 */
export async function changeLimit(
  ctx: ServerContext,
  member: Member,
  request: LimitRequest,
  change: (context: LimitChange) => LimitState | null,
): Promise<Limit> {
  const reading = await unitsOfRequest(ctx, member, request)
  const delayMs = protectionSettingsOf(ctx.config, member.productNo).increaseDelayHours * 3_600_000
  return ctx.db.transaction(async (tx) => {
    const now = protectionClock.now()
    await lockOrCreateProtection(tx, member.id, now)
    const stored = await limitOfKey(tx, member.id, reading.key)
    const existing = stored ? limitStateOf(stored, reading.units) : null
    const next = change({ tx, now, existing, amount: reading.amount, key: reading.key, delayMs })
    if (next) await saveLimit(tx, member.id, limitRowOf(next, reading.text), now)
    else await deleteLimit(tx, member.id, reading.key)
    // A removed limit answers as it stood, with nothing waiting: it is gone from the member's protection.
    const shown = next ?? {
      ...existing!,
      pendingAmount: null,
      pendingRemoval: false,
      pendingEffectiveAt: null,
    }
    const [limit] = await wireLimits(
      tx,
      ctx.ledger.currencies,
      member.id,
      [limitRowOf(shown, reading.text)],
      now,
    )
    if (!limit) throw new Error('a limit of a known currency did not wire')
    return limit
  })
}
