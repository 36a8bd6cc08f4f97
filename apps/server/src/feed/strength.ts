import { Random } from './random'

/**
 * Team strengths drawn from the seed: attack multiplies the team's scoring, defence the opponent's (lower is
 * better). A different seed gives a different balance of power with the same names.
 */
export interface Strength {
  attack: number
  defence: number
}

export function footballStrength(seed: number, teamId: number): Strength {
  const random = new Random(seed, 'strength', teamId)
  return { attack: Math.exp(random.normal(0, 0.2)), defence: Math.exp(random.normal(0, 0.15)) }
}

export function basketballStrength(seed: number, teamId: number): Strength {
  const random = new Random(seed, 'strength', teamId)
  return { attack: Math.exp(random.normal(0, 0.045)), defence: Math.exp(random.normal(0, 0.04)) }
}
