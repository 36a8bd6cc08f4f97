import { type LimitKind, type LimitPeriod, periodMs } from '@sportsbook/sdk/protocol'

/**
 * The arithmetic of the limits (PROTOCOL.md section 11), in the currency's units (minutes for a session limit),
 * apart from the database so its invariants can be tested on their own.
 */

/** A member's movements in one currency over a rolling period, summed from the ledger. */
export interface PeriodSums {
  /** Money in (deposits, collections), gross. */
  moneyIn: bigint
  /** Stakes and transfers in. */
  stakes: bigint
  /** Stakes less returns: negative when the period is a net win. Open stakes are in it as lost (no return yet). */
  netLoss: bigint
}

/** What a limit of `kind` has used of a period. A net win uses nothing of a loss limit and never adds to it. */
export function usedOf(kind: Exclude<LimitKind, 'session'>, sums: PeriodSums): bigint {
  if (kind === 'deposit') return sums.moneyIn
  if (kind === 'wager') return sums.stakes
  return sums.netLoss > 0n ? sums.netLoss : 0n
}

/** What is left of `amount` after `used`, never below zero. */
export function remainingOf(amount: bigint, used: bigint): bigint {
  return used >= amount ? 0n : amount - used
}

/** One limit as a check sees it: its amount in force and what its period has used. */
export interface CheckedLimit {
  kind: LimitKind
  period: LimitPeriod
  amount: bigint
  used: bigint
}

/**
 * The limit a movement of `amount` would break, or null when every limit allows it: the one with the least left
 * (the one the player meets first), the shorter period first among equals. A zero movement (a free bet, a launch
 * without a transfer) breaks a limit only when nothing at all is left of a session limit.
 */
export function firstBreach(limits: readonly CheckedLimit[], amount: bigint): CheckedLimit | null {
  let found: CheckedLimit | null = null
  for (const limit of limits) {
    const left = remainingOf(limit.amount, limit.used)
    const breaks = limit.kind === 'session' ? left === 0n : amount > left
    if (!breaks) continue
    if (!found || left < remainingOf(found.amount, found.used)) found = limit
  }
  return found
}

/** A movement of the ledger as the lift time reads it: when (protection clock) and its signed amount. */
export interface TimedMovement {
  at: number
  /** Signed as the member's balance saw it: a stake is negative, a return or a deposit positive. */
  amount: bigint
  kind: 'moneyIn' | 'stake' | 'return'
}

function sumsOf(movements: readonly TimedMovement[]): PeriodSums {
  let moneyIn = 0n
  let stakes = 0n
  let netLoss = 0n
  for (const movement of movements) {
    if (movement.kind === 'moneyIn') moneyIn += movement.amount
    else {
      netLoss -= movement.amount
      if (movement.kind === 'stake') stakes -= movement.amount
    }
  }
  return { moneyIn, stakes, netLoss }
}

/** The sums of the movements inside the rolling period that ends at `now`. */
export function periodSums(
  movements: readonly TimedMovement[],
  period: LimitPeriod,
  now: number,
): PeriodSums {
  const start = now - periodMs[period]
  return sumsOf(movements.filter((movement) => movement.at > start && movement.at <= now))
}

/**
 * When a movement of `amount` refused by a money limit would fit, if nothing else moved: the first moment an old
 * movement leaves the rolling period and enough is then left (`data.until` of 1007). Null when it never fits
 * (more than the limit itself).
 */
export function liftTime(
  limit: Pick<CheckedLimit, 'kind' | 'period' | 'amount'>,
  movements: readonly TimedMovement[],
  amount: bigint,
  now: number,
): number | null {
  if (limit.kind === 'session' || amount > limit.amount) return null
  const kind = limit.kind
  const inPeriod = movements
    .filter((movement) => movement.at > now - periodMs[limit.period] && movement.at <= now)
    .sort((a, b) => a.at - b.at)
  for (let index = 0; index < inPeriod.length; index += 1) {
    const leaves = inPeriod[index]!.at + periodMs[limit.period]
    const used = usedOf(kind, sumsOf(inPeriod.slice(index + 1)))
    if (amount <= remainingOf(limit.amount, used)) return leaves
  }
  return null
}

/** A span of signed-in time (protection clock). */
export interface ActivitySpan {
  startedAt: number
  lastSeenAt: number
}

/** Whole minutes of the spans between `start` and `end`. */
function minutesBetween(spans: readonly ActivitySpan[], start: number, end: number): bigint {
  let ms = 0
  for (const span of spans) {
    const from = Math.max(span.startedAt, start)
    const to = Math.min(span.lastSeenAt, end)
    if (to > from) ms += to - from
  }
  return BigInt(Math.floor(ms / 60_000))
}

/** Whole minutes signed in within the rolling period ending at `now`. */
export function sessionMinutes(spans: readonly ActivitySpan[], period: LimitPeriod, now: number): bigint {
  return minutesBetween(spans, now - periodMs[period], now)
}

/**
 * When a used-up session limit lifts if the member stays away: the first minute at which the time signed in
 * within the period ending then is below the limit (found by halving: that time only falls as the period moves).
 */
export function sessionLiftTime(
  spans: readonly ActivitySpan[],
  period: LimitPeriod,
  minutes: bigint,
  now: number,
): number {
  let low = now
  let high = now + periodMs[period]
  while (high - low > 60_000) {
    const middle = Math.floor((low + high) / 2)
    if (minutesBetween(spans, middle - periodMs[period], now) < minutes) high = middle
    else low = middle
  }
  return high
}
