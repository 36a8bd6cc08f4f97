import { codes } from '@sportsbook/sdk/protocol'
import { BusinessError } from '../errors'
import type { MessageKey } from '../i18n/messages'
import type { Currency } from '../ledger/currencies'
import { floorToScale, fromUnits, MoneyFormatError, toUnits } from '../ledger/money'
import { invalidField } from './request-errors'

/** An amount in a currency's smallest unit, both ends included. */
export interface UnitRange {
  min: bigint
  max: bigint
}

/** A wire amount in the currency's units; more decimals than its scale (or no decimal at all) is 1000 on `field`. */
export function unitsOf(amount: string, currency: Pick<Currency, 'scale'>, field = 'amount'): bigint {
  try {
    return toUnits(amount, currency.scale)
  } catch (error) {
    if (error instanceof MoneyFormatError) throw invalidField(field)
    throw error
  }
}

/**
 * The most decimals a wire amount carries (PROTOCOL.md section 1), for an amount whose currency is not known yet
 * (a request's hash before its row is read): "10" and "10.00" are one body, and the currency's own scale checks
 * the amount again.
 */
export const wireScale: Pick<Currency, 'scale'> = { scale: 8 }

/** A numeric text (SQL's decimals, or configuration) in units of the currency, floored. */
export function sqlUnits(value: string | null | undefined, currency: Pick<Currency, 'scale'>): bigint {
  return value ? toUnits(floorToScale(value, currency.scale), currency.scale) : 0n
}

/** A configured `{ min, max }` in units (configured amounts beyond the scale are floored). */
export function rangeOf(limits: { min: string; max: string }, currency: Pick<Currency, 'scale'>): UnitRange {
  return { min: sqlUnits(limits.min, currency), max: sqlUnits(limits.max, currency) }
}

/** 2004 with `data.min` and `data.max` as decimal strings (PROTOCOL.md section 1), named in the message too. */
export function outOfLimits(
  range: UnitRange,
  currency: Pick<Currency, 'scale' | 'code'>,
  message: MessageKey = 'amountOutOfLimits',
): BusinessError {
  const data = {
    min: fromUnits(range.min, currency.scale),
    max: fromUnits(range.max < 0n ? 0n : range.max, currency.scale),
    currencyCode: currency.code,
  }
  // The message says the limits too: "outside its limits" alone leaves the player guessing the minimum.
  return new BusinessError(codes.STAKE_OUT_OF_LIMITS, message, data, {
    min: data.min,
    max: data.max,
    currency: data.currencyCode,
  })
}

/** 2004 when `units` is outside `range`. */
export function checkRange(
  units: bigint,
  range: UnitRange,
  currency: Pick<Currency, 'scale' | 'code'>,
  message?: MessageKey,
): void {
  if (units < range.min || units > range.max) throw outOfLimits(range, currency, message)
}

/** The smallest of some amounts in units (Math.min takes no bigint). */
export function smallest(first: bigint, ...rest: bigint[]): bigint {
  let low = first
  for (const value of rest) if (value < low) low = value
  return low
}
