/** A bank's odds are written with at most two decimals. */
export const bankOddsPattern = /^\d{1,3}(\.\d{1,2})?$/

/** A bank's lowest and highest odds, in hundredths (1.01 to 100). */
export const bankOddsRange = { min: 101, max: 10_000 } as const

/** Whether a text is odds a bank may offer: 1.01 to 100 with at most two decimals. */
export function isBankOdds(text: string): boolean {
  if (!bankOddsPattern.test(text)) return false
  const [whole = '0', fraction = ''] = text.split('.')
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return hundredths >= bankOddsRange.min && hundredths <= bankOddsRange.max
}
