/**
 * Money is a decimal string on the wire and numeric in SQL, never a float (PROTOCOL.md section 1). In the
 * server's own arithmetic it is a bigint of the currency's smallest unit.
 */
const decimalPattern = /^(-)?(\d{1,30})(?:\.(\d{1,8}))?$/

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

/** 1250n at scale 2 -> `"12.50"`. */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale)
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`
}

/** A numeric text of any precision, floored to `scale` decimals (spec section 3: amounts floor-rounded). */
export function floorToScale(amount: string, scale: number): string {
  const match = decimalPattern.exec(amount.trim())
  if (!match) throw new MoneyFormatError(`not a decimal amount: ${amount}`)
  const [, sign, whole, fraction = ''] = match
  let units =
    BigInt(whole!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0').slice(0, scale) || '0')
  const dropped = fraction.slice(scale).replace(/0+$/, '')
  if (sign) units = -units - (dropped ? 1n : 0n)
  return fromUnits(units, scale)
}
