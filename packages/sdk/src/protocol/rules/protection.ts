/** The rules of player protection that both sides compute: periods, break durations, the restricted session. */

/** What a limit counts: money in, net losses, stakes, or minutes signed in. */
export const limitKinds = ['deposit', 'loss', 'wager', 'session'] as const
/** A kind of limit ({@link limitKinds}). */
export type LimitKind = (typeof limitKinds)[number]

/** The rolling periods a limit counts over. */
export const limitPeriods = ['day', 'week', 'month'] as const
/** A limit period ({@link limitPeriods}). */
export type LimitPeriod = (typeof limitPeriods)[number]

const hourMs = 3_600_000
const dayMs = 24 * hourMs

/** Periods are rolling: a day is the last 24 hours, a week 7 × 24 h, a month 30 × 24 h. */
export const periodMs: Readonly<Record<LimitPeriod, number>> = {
  day: dayMs,
  week: 7 * dayMs,
  month: 30 * dayMs,
}

/** The most minutes a session limit of a period may allow: every minute of it (1440 a day). */
export function sessionMinutesMax(period: LimitPeriod): number {
  return periodMs[period] / 60_000
}

/** Why a call was blocked (code 1007, `data.reason`). */
export const protectionReasons = [
  'depositLimit',
  'lossLimit',
  'wagerLimit',
  'sessionLimit',
  'realityCheck',
  'timeOut',
  'selfExcluded',
] as const
/** A reason of code 1007 ({@link protectionReasons}). */
export type ProtectionReason = (typeof protectionReasons)[number]

/** Every time-out length a brand may offer (its choice is in `api/sysinit` → `protection.timeOutDurations`). */
export const timeOutDurations = ['24h', '7d', '30d', '42d'] as const
/** A time-out length ({@link timeOutDurations}). */
export type TimeOutDuration = (typeof timeOutDurations)[number]

/** Every self-exclusion length a brand may offer (`protection.selfExclusionDurations`). */
export const selfExclusionDurations = ['6m', '1y', '5y', 'indefinite'] as const
/** A self-exclusion length ({@link selfExclusionDurations}). */
export type SelfExclusionDuration = (typeof selfExclusionDurations)[number]

/**
 * When a break taken at `from` ends (ms), null for an indefinite one. Hours and days are exact; months and years
 * are calendar ones in UTC (a six-month exclusion taken on 31 August ends on the last day of February), as a
 * player reads "six months".
 */
export function breakEndOf(duration: TimeOutDuration | SelfExclusionDuration, from: number): number | null {
  if (duration === 'indefinite') return null
  const count = Number(duration.slice(0, -1))
  const unit = duration.slice(-1)
  if (unit === 'h') return from + count * hourMs
  if (unit === 'd') return from + count * dayMs
  const months = unit === 'y' ? count * 12 : count
  const start = new Date(from)
  const end = new Date(from)
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay))
  return end.getTime()
}

/**
 * The member paths a restricted session (a login during a time-out or self-exclusion) may still call: the
 * balance, the protection reads, withdrawals (create, list, accounts, the withdraw password) and logout, and a
 * longer break (a break only lengthens: a player on a time-out may still self-exclude). Every other M or R path
 * answers 1007; visitor paths (the profile) work as ever.
 */
export const restrictedSessionPaths: readonly string[] = [
  '/app/api/wallet/balance',
  '/open/v2/wallet/balance',
  '/app/api/member/protection',
  '/app/api/member/statement',
  '/app/api/member/protection/time-out',
  '/app/api/member/protection/self-exclude',
  '/app/api/withdraw/create',
  '/app/api/withdraw/list',
  '/app/api/withdraw/account',
  '/app/api/withdraw/account/operate',
  '/app/api/wallet/bank',
  '/app/api/member/withdraw/pwd/edit',
  '/app/api/member/logout',
]

/** The player protection settings of a brand that sets none (`api/sysinit` → `protection`). */
export const protectionDefaults = {
  limitPeriods: [...limitPeriods],
  timeOutDurations: [...timeOutDurations],
  selfExclusionDurations: [...selfExclusionDurations],
  realityCheckMinutes: [0, 15, 30, 60, 120],
  increaseDelayHours: 24,
  minAge: 18,
}
