/**
 * The cost of the slow password hash, as log2 of scrypt's N. 14 (N = 16384) is OWASP's minimum for scrypt and
 * the floor of a production server. A test run may set `PWD_HASH_COST` lower: every member a suite registers
 * otherwise costs about 60 ms of CPU, and the race suites register hundreds.
 */
export const productionPwdHashCost = 14
const lowest = 10
const highest = 16

export class PwdHashCostError extends Error {
  override readonly name = 'PwdHashCostError'
}

export function pwdHashCostOf(env: NodeJS.ProcessEnv): number {
  const text = env.PWD_HASH_COST
  if (text === undefined || text === '') return productionPwdHashCost
  const cost = Number(text)
  if (!Number.isInteger(cost) || cost < lowest || cost > highest) {
    throw new PwdHashCostError(`PWD_HASH_COST: "${text}" is not a whole number from ${lowest} to ${highest}`)
  }
  if (env.NODE_ENV === 'production' && cost < productionPwdHashCost) {
    throw new PwdHashCostError(`NODE_ENV=production refuses PWD_HASH_COST below ${productionPwdHashCost}`)
  }
  return cost
}

/** Whether a stored hash's parameters are ones this server would make (a bound on the work a verify may do). */
export function isKnownScryptCost(N: number, r: number, p: number): boolean {
  return Number.isInteger(Math.log2(N)) && N >= 2 ** lowest && N <= 2 ** highest && r === 8 && p === 1
}
