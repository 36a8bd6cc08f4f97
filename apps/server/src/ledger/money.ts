/**
 * Money is a decimal string on the wire and numeric in SQL, never a float (PROTOCOL.md section 1). In the
 * server's own arithmetic it is a bigint of the currency's smallest unit.
 */
import {
  amountPattern as decimalPattern,
  floorToScale as floorAmount,
  formatDecimal,
} from '@sportsbook/sdk/protocol'

export class MoneyFormatError extends Error {
  override readonly name = 'MoneyFormatError'
}

/** `"12.5"` at scale 2 -> 1250n. More decimals than the scale is an error, not a rounding. */
export function toUnits(amount: string, scale: number): bigint {
  const match = decimalPattern.exec(amount.trim())
  if (!match) throw new MoneyFormatError(`not a decimal amount: ${amount}`)
  const [, sign, whole, fraction = ''] = match
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > scale) throw new MoneyFormatError(`more than ${scale} decimals: ${amount}`)
  const units =
    BigInt(whole!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0')
  return sign ? -units : units
}

/** 1250n at scale 2 -> `"12.50"` (the protocol's decimal formatting). */
export const fromUnits: (units: bigint, scale: number) => string = formatDecimal

/** An amount of the wire's form, floored to `scale` decimals (the protocol's rule, spec section 3). */
export function floorToScale(amount: string, scale: number): string {
  const text = amount.trim()
  if (!decimalPattern.test(text)) throw new MoneyFormatError(`not a decimal amount: ${amount}`)
  return floorAmount(text, scale)
}
