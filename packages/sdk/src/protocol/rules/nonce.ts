/**
 * A round's nonce counts the rounds of a seed pair from 0, one per round. It is a whole number; the server keeps it
 * in a 32-bit integer, so the largest is 2,147,483,647.
 */
export const nonceMax = 2_147_483_647

/** A nonce as typed or carried in text: digits only, at most ten of them. */
export const noncePattern = /^\d{1,10}$/

/** Whether a text is a round's nonce: a whole number from 0 to {@link nonceMax}. */
export function isNonce(text: string): boolean {
  return noncePattern.test(text) && Number(text) <= nonceMax
}
