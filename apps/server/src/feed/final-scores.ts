import type { Score } from './adapter'
import type { OutcomeRule } from './markets'
import type { BasketballModel, FootballModel, ScoreModel } from './plan'
import type { Random } from './random'

/**
 * The final scores a match can still end with, from the model that makes its single prices (plan.ts ScoreModel):
 * simulated ends for the bet builder's joint probability, and an exact search for the pairs of legs the simulation
 * never saw win together.
 */

/** A Poisson draw (Knuth's product of uniforms; the rates here are a few goals at most). */
function poissonDraw(random: Random, expLambda: number): number {
  let k = 0
  let p = random.next()
  while (p > expLambda) {
    k += 1
    p *= random.next()
  }
  return k
}

/** Fills `final` and `half` with one simulated end of a football match. */
export function footballSampler(model: FootballModel, random: Random) {
  const e = {
    h1: Math.exp(-model.firstHalf.home),
    a1: Math.exp(-model.firstHalf.away),
    h2: Math.exp(-model.secondHalf.home),
    a2: Math.exp(-model.secondHalf.away),
  }
  return (final: Score, half: Score) => {
    if (model.halfTime) {
      half.home = model.halfTime.home
      half.away = model.halfTime.away
    } else {
      half.home = model.score.home + poissonDraw(random, e.h1)
      half.away = model.score.away + poissonDraw(random, e.a1)
    }
    const base = model.halfTime ? model.score : half
    final.home = base.home + poissonDraw(random, e.h2)
    final.away = base.away + poissonDraw(random, e.a2)
  }
}

/** Fills `final` with one simulated end of a basketball match (a tie goes to overtime: a coin flip, by 1 to 5). */
export function basketballSampler(model: BasketballModel, random: Random) {
  return (final: Score) => {
    final.home = model.score.home + Math.max(0, Math.round(random.normal(model.mean.home, model.sd.home)))
    final.away = model.score.away + Math.max(0, Math.round(random.normal(model.mean.away, model.sd.away)))
    if (final.home === final.away) {
      if (random.chance(0.5)) final.home += random.int(1, 5)
      else final.away += random.int(1, 5)
    }
  }
}

/**
 * Whether some final score lets both rules win, searched exactly over every score still reachable (football: up
 * to 10 more goals per side in each half; basketball: up to 300 more points per side, never a tie). Asked only of
 * pairs that never won together in the simulation.
 */
export function canBothWin(model: ScoreModel, a: OutcomeRule, b: OutcomeRule): boolean {
  const final = { home: 0, away: 0 }
  if (model.sportType === 2) {
    for (let h = 0; h <= 300; h += 1) {
      for (let w = 0; w <= 300; w += 1) {
        final.home = model.score.home + h
        final.away = model.score.away + w
        if (final.home === final.away) continue
        if (a(final, null) === 'won' && b(final, null) === 'won') return true
      }
    }
    return false
  }
  const halves: Score[] = []
  if (model.halfTime) halves.push(model.halfTime)
  else {
    for (let h = 0; h <= 10; h += 1)
      for (let w = 0; w <= 10; w += 1) halves.push({ home: model.score.home + h, away: model.score.away + w })
  }
  for (const half of halves) {
    const base = model.halfTime ? model.score : half
    for (let h = 0; h <= 10; h += 1) {
      for (let w = 0; w <= 10; w += 1) {
        final.home = base.home + h
        final.away = base.away + w
        if (a(final, half) === 'won' && b(final, half) === 'won') return true
      }
    }
  }
  return false
}
