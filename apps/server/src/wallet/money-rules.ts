import { codes } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import { BusinessError } from '../errors'
import type { Currency } from '../ledger/currencies'
import { floorToScale, fromUnits, MoneyFormatError, toUnits } from '../ledger/money'
import type { Member } from '../members/member'

/**
 * The rules every call that moves money shares (PROTOCOL.md section 8): a demo member is 3004, an amount outside
 * its limits is 2004 with `data.min` and `data.max`, an unknown or someone else's row is 3004 like an unknown id
 * (so ids cannot be probed), a transition from the wrong state is 1006 with `data.status`.
 */

export function invalid(field: string): BusinessError {
  return new BusinessError(codes.INVALID_REQUEST, 'invalidField', { field }, { field })
}

export function notFound(): BusinessError {
  return new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
}

export function wrongState(status: string, extra: Record<string, unknown> = {}): BusinessError {
  return new BusinessError(codes.NOT_ALLOWED_IN_STATE, 'notAllowedInState', { status, ...extra })
}

/** Demo money never enters or leaves the book: a demo member may not deposit, withdraw or borrow. */
export function refuseDemo(member: Member): void {
  if (member.kind === 'demo' || member.kind === 'visitor') {
    throw new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
  }
}

/** A real, enabled currency, else 1000 on `field`. */
export async function realCurrency(
  ctx: ServerContext,
  code: string,
  field = 'currencyCode',
): Promise<Currency> {
  const currency = await ctx.ledger.currencies.get(code)
  if (!currency?.enabled || currency.demo) throw invalid(field)
  return currency
}

/** The amount in the currency's smallest unit; more decimals than the currency has is 1000 on `field`. */
export function unitsOf(amount: string, currency: Currency, field = 'amount'): bigint {
  try {
    return toUnits(amount, currency.scale)
  } catch (error) {
    if (error instanceof MoneyFormatError) throw invalid(field)
    throw error
  }
}

export interface UnitRange {
  min: bigint
  max: bigint
}

/** 2004 with the range as decimal strings when `units` is outside it. */
export function checkRange(units: bigint, range: UnitRange, currency: Currency): void {
  if (units < range.min || units > range.max) {
    throw new BusinessError(codes.STAKE_OUT_OF_LIMITS, 'amountOutOfLimits', {
      min: fromUnits(range.min, currency.scale),
      max: fromUnits(range.max < 0n ? 0n : range.max, currency.scale),
      currencyCode: currency.code,
    })
  }
}

/** A configured `{ min, max }` in units (configured amounts beyond the scale are floored). */
export function rangeOf(limits: { min: string; max: string }, currency: Currency): UnitRange {
  return { min: sqlUnits(limits.min, currency), max: sqlUnits(limits.max, currency) }
}

/** A numeric text (SQL's 8 decimals, or configuration) in units of the currency, floored. */
export function sqlUnits(value: string | null | undefined, currency: Currency): bigint {
  return value ? toUnits(floorToScale(value, currency.scale), currency.scale) : 0n
}

/** Milliseconds of a bigint column as read from PGlite or PostgreSQL. */
export function msOf(value: number | string | null): number | null {
  return value === null ? null : Number(value)
}

/** The smallest of some amounts in units (Math.min takes no bigint). */
export function smallest(first: bigint, ...rest: bigint[]): bigint {
  let low = first
  for (const value of rest) if (value < low) low = value
  return low
}
