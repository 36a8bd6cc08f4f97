/**
 * Money travels as a decimal string, never a float: an optional minus, up to 30 digits and up to 8 decimals. The
 * groups are the sign, the whole part and the decimals.
 */
export const amountPattern = /^(-)?(\d{1,30})(?:\.(\d{1,8}))?$/

/** Whether a text is an amount of money as the wire carries it. */
export function isAmount(text: string): boolean {
  return amountPattern.test(text)
}

/** Whether a text is an amount above zero (a stake, a deposit, a withdrawal, a loan). */
export function isPositiveAmount(text: string): boolean {
  return isAmount(text) && !text.startsWith('-') && /[1-9]/.test(text)
}

/** Whether a text is an amount of zero or more (a provider's notification, a configured limit). */
export function isUnsignedAmount(text: string): boolean {
  return isAmount(text) && !text.startsWith('-')
}
