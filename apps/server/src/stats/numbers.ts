import { floorToScale, fromUnits } from '../ledger/money'

/**
 * Number helpers of the stats answers: sums come from SQL as numeric text; differences and rates are worked out
 * exactly, never through floats.
 */

/** `won / settled` with 4 decimals, rounded down ("0.6667"); "0.0000" with nothing settled. */
export function rateOf(won: number, settled: number): string {
  if (settled === 0) return '0.0000'
  const scaled = Math.floor((won * 10_000) / settled)
  return `${Math.floor(scaled / 10_000)}.${String(scaled % 10_000).padStart(4, '0')}`
}

function units(text: string, scale: number): bigint {
  return BigInt(floorToScale(text, scale).replace('.', ''))
}

const text = fromUnits

/** a - b of two decimal texts at `scale`, exactly. */
export function subtract(a: string, b: string, scale: number): string {
  return text(units(a, scale) - units(b, scale), scale)
}

/** a + b of two decimal texts at `scale`, exactly. */
export function add(a: string, b: string, scale: number): string {
  return text(units(a, scale) + units(b, scale), scale)
}

/** A numeric text (a SQL sum, possibly null) at the currency's scale. */
export function amountAt(value: string | null | undefined, scale: number): string {
  return floorToScale(value ?? '0', scale)
}

const dayMs = 86_400_000

/** The day number of a time in the caller's offset (minutes to add to UTC). */
export function dayOf(time: number, utcOffsetMinutes: number): number {
  return Math.floor((time + utcOffsetMinutes * 60_000) / dayMs)
}

/** YYYY-MM-DD of a day number. */
export function dateOf(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10)
}

/** The day number of a YYYY-MM-DD date. */
export function dayOfDate(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / dayMs)
}

/** The UTC time at which a day of the caller's offset starts. */
export function dayStart(day: number, utcOffsetMinutes: number): number {
  return day * dayMs - utcOffsetMinutes * 60_000
}
