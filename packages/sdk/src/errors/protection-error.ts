import { codes } from '../protocol/codes'
import { type ProtectionReason, protectionReasons } from '../protocol/rules/protection'
import type { ProtectionRefusal } from '../protocol/schemas/protection-shapes'
import { ApiError } from './api-error'

export type { ProtectionRefusal }

/**
 * Code 1007: player protection blocked the call and nothing changed. It is an `ApiError` (`isApiError(e, 1007)`
 * holds) whose `refusal` is the envelope's data, read and checked.
 */
export class ProtectionError extends ApiError<typeof codes.PROTECTION_BLOCKED> {
  override readonly name = 'ProtectionError'
  readonly refusal: ProtectionRefusal
  constructor(envelope: { code: number; msg: string }, refusal: ProtectionRefusal, path?: string) {
    super({ msg: envelope.msg, code: codes.PROTECTION_BLOCKED, data: refusal }, path)
    this.refusal = refusal
  }
}

const periods = new Set(['day', 'week', 'month'])
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * The refusal a 1007's data carries, or null when it is not one (a server of another version): the caller then
 * keeps a plain `ApiError` and shows its message, never a crash.
 */
export function readProtectionRefusal(data: unknown): ProtectionRefusal | null {
  if (typeof data !== 'object' || data === null) return null
  const { reason, until, remaining, period, currencyCode } = data as Record<string, unknown>
  if (!(protectionReasons as readonly unknown[]).includes(reason)) return null
  const refusal: ProtectionRefusal = {
    reason: reason as ProtectionReason,
    until: isTime(until) ? until : null,
    remaining: typeof remaining === 'string' && /^-?\d+(\.\d+)?$/.test(remaining) ? remaining : null,
  }
  if (typeof period === 'string' && periods.has(period))
    refusal.period = period as ProtectionRefusal['period']
  if (typeof currencyCode === 'string' || currencyCode === null) refusal.currencyCode = currencyCode
  return refusal
}
