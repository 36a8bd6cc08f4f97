import { planBasketball } from './basketball'
import { planCentre } from './centre'
import { planFootball } from './football'
import type { MatchPlan } from './plan'
import { Random } from './random'
import type { Fixture } from './schedule'

const minute = 60_000
const hour = 60 * minute

/** About one match in forty is cancelled: postponed before kick-off, or abandoned during play. */
export const cancelRate = 0.025

/**
 * Plans drawn lately, by seed and match: a plan is a pure function of both and never changed once drawn, while a
 * process may start several simulators on one seed (a test worker starts several servers) and looks up matches
 * that left the window again. The oldest is forgotten past plansKept (a window holds a few hundred).
 */
const plansDrawn = new Map<string, MatchPlan>()
const plansKept = 1024

/** The plan of a fixture on a seed: drawn once, then shared (plansDrawn). */
export function planMatch(seed: number, fixture: Fixture): MatchPlan {
  const key = `${seed}:${fixture.id}`
  let plan = plansDrawn.get(key)
  if (!plan) {
    plan = drawPlan(seed, fixture)
    plansDrawn.set(key, plan)
    if (plansDrawn.size > plansKept) plansDrawn.delete(plansDrawn.keys().next().value as string)
  }
  return plan
}

function drawPlan(seed: number, fixture: Fixture): MatchPlan {
  const drawn =
    fixture.league.sportType === 1 ? planFootball(seed, fixture, null) : planBasketball(seed, fixture, null)
  const plan = { ...drawn, centre: planCentre(seed, drawn) }
  const random = new Random(seed, 'cancel', fixture.id)
  if (!random.chance(cancelRate)) return plan
  const cancelAt = random.chance(0.6)
    ? plan.kickoff - Math.round(random.between(10 * minute, 6 * hour))
    : Math.round(plan.kickoff + random.between(0.1, 0.9) * (plan.end - plan.kickoff))
  return { ...plan, cancelAt }
}
