import { compareAmounts, floorToScale } from '@sportsbook/sdk'
import { isUnsignedAmount } from '@sportsbook/sdk/protocol'

/** Why an amount typed in the cashier cannot be sent: not a number, or outside the pay type's (or balance's) limits. */
export type AmountIssue =
  | { code: 'required' }
  | { code: 'invalid' }
  | { code: 'belowMin'; min: string }
  | { code: 'aboveMax'; max: string }

/**
 * Checks an amount the player typed against its limits before it is sent (the server checks again: 2004). The
 * amount is floored to the currency's scale first, as the server floors it; the limits are inclusive.
 */
export function amountIssue(
  text: string,
  limits: { min?: string | undefined; max?: string | undefined; scale: number },
): AmountIssue | null {
  const value = text.trim()
  if (value === '') return { code: 'required' }
  if (!isUnsignedAmount(value)) return { code: 'invalid' }
  const amount = floorToScale(value, limits.scale)
  if (compareAmounts(amount, '0') <= 0) return { code: 'invalid' }
  if (limits.min !== undefined && compareAmounts(amount, limits.min) < 0)
    return { code: 'belowMin', min: limits.min }
  if (limits.max !== undefined && compareAmounts(amount, limits.max) > 0)
    return { code: 'aboveMax', max: limits.max }
  return null
}

/** The smaller of two limits, either may be missing. */
export function lowerLimit(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  return compareAmounts(a, b) <= 0 ? a : b
}
