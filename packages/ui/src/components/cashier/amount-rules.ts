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

/** Whether a text is an amount being typed: an unsigned decimal amount, or one awaiting a digit. */
function isAmountDraft(text: string): boolean {
  return isUnsignedAmount(text) || isUnsignedAmount(`${text}0`)
}

/**
 * What an amount field keeps of a typed or pasted text: each character that still leaves the start of an
 * unsigned amount as the protocol carries it (digits, one point, at most 30 whole digits and 8 decimals); a
 * leading point reads as "0.". `amountDraft('1,250.5x')` is '1250.5'.
 */
export function amountDraft(text: string): string {
  let kept = ''
  for (const character of text) {
    const next = kept === '' && character === '.' ? '0.' : kept + character
    if (isAmountDraft(next)) kept = next
  }
  return kept
}

/** The smaller of two limits, either may be missing. */
export function lowerLimit(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  return compareAmounts(a, b) <= 0 ? a : b
}
