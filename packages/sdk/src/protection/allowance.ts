import { compareAmounts } from '../money'
import type { Limit, Protection } from '../protocol'

/** What money a form moves: a deposit (deposit limits) or a stake (loss and wager limits count it). */
export type AllowanceKind = 'deposit' | 'stake'

/** The tightest limit on a movement: what it still allows and which limit says so. */
export interface Allowance {
  remaining: string
  limit: Limit
}

const countsFor: Record<AllowanceKind, readonly Limit['kind'][]> = {
  deposit: ['deposit'],
  // Loss and wager limits both count stakes, bank capital and game transfers in.
  stake: ['loss', 'wager'],
}

/**
 * What the member may still deposit or stake in `currencyCode` now: the smallest `remaining` of the limits that count
 * it, or null when no limit does. The server checks again; this is what forms show ("left to wager") before the
 * player types.
 */
export function allowanceOf(
  protection: Pick<Protection, 'limits'> | null | undefined,
  kind: AllowanceKind,
  currencyCode: string,
): Allowance | null {
  let tightest: Allowance | null = null
  for (const limit of protection?.limits ?? []) {
    if (!countsFor[kind].includes(limit.kind) || limit.currencyCode !== currencyCode) continue
    if (!tightest || compareAmounts(limit.remaining, tightest.remaining) < 0)
      tightest = { remaining: limit.remaining, limit }
  }
  return tightest
}
