// Money is a decimal string on the wire (`"1234.5000"`), never a JSON float. These helpers work on exact
// integers (BigInt) scaled by a power of ten, so '0.1' + '0.2' is '0.3', never 0.30000000000000004.

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?$/

/** A decimal as an exact integer and the number of decimals it is scaled by. */
export interface Scaled {
  units: bigint
  scale: number
}

/** Reads a decimal text exactly (`'12.50'` is 1250 at scale 2); a text that is no decimal is a `RangeError`. */
export function parseDecimal(amount: string): Scaled {
  const text = typeof amount === 'string' ? amount.trim() : ''
  const match = decimalPattern.exec(text)
  const whole = match?.[2] ?? ''
  const fraction = match?.[3] ?? ''
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`)
  }
  const units = BigInt(`${whole || '0'}${fraction}`)
  return { units: match[1] === '-' ? -units : units, scale: fraction.length }
}

const pow10 = (n: number) => 10n ** BigInt(n)

/** The same value at a larger scale (exact). */
export function rescale(value: Scaled, scale: number): bigint {
  return value.units * pow10(scale - value.scale)
}

/** Floor division toward negative infinity (BigInt `/` truncates toward zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b
  return a % b !== 0n && a < 0n !== b < 0n ? quotient - 1n : quotient
}

/** Writes an exact integer at a scale as decimal text with exactly `scale` decimals (1250n, 2 -> `'12.50'`). */
export function formatDecimal(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale)
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`
}

/** A currency scale is a whole number of decimals from 0 to 36. */
export function assertScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > 36)
    throw new RangeError(`not a currency scale: ${scale}`)
}
