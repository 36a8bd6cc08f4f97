import type { ProtectionPush, RealityCheckPush } from '../protocol'
import { protectionReasons } from '../protocol/rules/protection'

// The main socket's protection pushes, read by hand rather than by their schemas: the client's first chunk carries
// the sockets, and a malformed push is dropped, never a crash.

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isDecimal = (value: unknown): value is string =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)

/** A pushed reality check as the protocol shapes it, or null: a malformed push is dropped, never a crash. */
export function readRealityCheck(payload: unknown): RealityCheckPush | null {
  if (typeof payload !== 'object' || payload === null) return null
  const { elapsedMs, stakes, returns, net, currencyCode, since } = payload as Record<string, unknown>
  if (!isNumber(elapsedMs) || !isNumber(since) || typeof currencyCode !== 'string') return null
  if (!isDecimal(stakes) || !isDecimal(returns) || !isDecimal(net)) return null
  return { elapsedMs, stakes, returns, net, currencyCode, since }
}

/** A pushed `protection` as the protocol shapes it, or null. */
export function readProtectionPush(payload: unknown): ProtectionPush | null {
  if (typeof payload !== 'object' || payload === null) return null
  const { reason, until } = payload as Record<string, unknown>
  if (!(protectionReasons as readonly unknown[]).includes(reason)) return null
  return { reason: reason as ProtectionPush['reason'], until: isNumber(until) ? until : null }
}
