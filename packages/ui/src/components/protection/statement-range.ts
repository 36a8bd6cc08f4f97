// The statement's range as date inputs hold it (yyyy-mm-dd, the player's own days) and as the protocol takes it
// (ms, endTime exclusive, at most 366 days).

const dayMs = 86_400_000
/** The longest range the statement takes. */
export const maxStatementDays = 366

/** A local day as a date input's value. */
export function dayInputValue(ms: number): string {
  const date = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The start of a date input's local day in ms, or null for an empty or malformed value. */
export function dayStart(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(date.getTime()) ? null : date.getTime()
}

/** Why a range cannot be asked for, or null when it can. */
export type RangeIssue = 'invalid' | 'reversed' | 'tooLong'

/** The range from the first day's start to the last day's end, or the issue that stops it. */
export function statementRange(
  from: string,
  to: string,
): { startTime: number; endTime: number } | { issue: RangeIssue } {
  const startTime = dayStart(from)
  const lastDay = dayStart(to)
  if (startTime === null || lastDay === null) return { issue: 'invalid' }
  const endTime = lastDay + dayMs
  if (endTime <= startTime) return { issue: 'reversed' }
  if (endTime - startTime > maxStatementDays * dayMs) return { issue: 'tooLong' }
  return { startTime, endTime }
}

/** The default range: the last 30 days up to today. */
export function lastDays(now: number, days = 30): { from: string; to: string } {
  return { from: dayInputValue(now - (days - 1) * dayMs), to: dayInputValue(now) }
}
