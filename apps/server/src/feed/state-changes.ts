import type { MatchPlan } from './plan'
import {
  clockAt,
  countUntil,
  livePricingMs,
  playUntil,
  prematchPoint,
  prematchPricingMs,
  pricedAt,
  statusAt,
} from './state'

// When a planned match's published state changes (state.ts): the simulator's tick looks again only then.

/** Every time of a plan at which its stateKey may change, besides the re-pricing grids (sorted, made once a plan). */
const keyTimes = new WeakMap<MatchPlan, number[]>()

function keyTimesOf(plan: MatchPlan): number[] {
  let times = keyTimes.get(plan)
  if (!times) {
    times = [
      plan.kickoff,
      plan.end,
      ...(plan.cancelAt !== null ? [plan.cancelAt] : []),
      ...plan.periods.flatMap((span) => [span.start, span.end]),
      ...plan.changePoints,
      ...plan.scoring.map((event) => event.at),
      ...plan.incidents.map((incident) => incident.at),
      ...(plan.centre?.events.map((event) => event.at) ?? []),
    ].sort((a, b) => a - b)
    keyTimes.set(plan, times)
  }
  return times
}

/**
 * The earliest time after t at which stateKey(plan, ·) may differ from stateKey(plan, t): the next re-pricing
 * point, status or period change, or event of the plan (never later than the key's next change, sometimes earlier).
 * Until then the match needs no look: the simulator's tick skips it.
 */
export function nextKeyChange(plan: MatchPlan, t: number): number {
  const times = keyTimesOf(plan)
  let low = 0
  let high = times.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((times[mid] as number) <= t) low = mid + 1
    else high = mid
  }
  let next = times[low] ?? Infinity
  if (plan.cancelAt !== null && t >= plan.cancelAt) return Infinity
  if (t < plan.kickoff) next = Math.min(next, prematchPoint(plan, t) + prematchPricingMs)
  else if (t < plan.end) {
    next = Math.min(next, plan.kickoff + (Math.floor((t - plan.kickoff) / livePricingMs) + 1) * livePricingMs)
  }
  return next
}

/** What changes the published state (besides the running clock): compared before rebuilding a match. */
export function stateKey(plan: MatchPlan, t: number): string {
  const until = playUntil(plan, t)
  const centre = plan.centre ? countUntil(plan.centre.events, until) : 0
  return `${statusAt(plan, t)}|${pricedAt(plan, t)}|${countUntil(plan.scoring, until)}|${countUntil(plan.incidents, until)}|${clockAt(plan, t)?.period ?? ''}|${centre}`
}
