/**
 * The crash multiplier curve (PROTOCOL.md section 10, crash): m(t) = e^(growth × t) for t ms into the flight,
 * floored to hundredths. The round crashes when m reaches its crash point, so the crash time follows from the
 * point and every node computes the same phase from the clock: the server's clock decides a cash-out.
 */
export const growthPerMs = 0.00006

/** The multiplier in hundredths `elapsedMs` into the flight (100 at take-off). */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100
  return Math.floor(100 * Math.exp(growthPerMs * elapsedMs) + 1e-9)
}

/** The first ms of the flight at which the multiplier reaches `hundredths`. */
export function timeToReach(hundredths: number): number {
  if (hundredths <= 100) return 0
  let time = Math.floor(Math.log(hundredths / 100) / growthPerMs)
  while (multiplierAt(time) < hundredths) time += 1
  while (time > 0 && multiplierAt(time - 1) >= hundredths) time -= 1
  return time
}

/**
 * The cap point of one currency's bets (maximum house loss per round): the multiplier at which the bets' total win,
 * Σ stake × (m − 1), reaches `maxLoss`; every bet still flying is cashed out there. Units of the currency.
 */
export function capPoint(totalStake: bigint, maxLoss: bigint): number {
  if (totalStake <= 0n) return Number.MAX_SAFE_INTEGER
  const hundredths = ((maxLoss + totalStake) * 100n) / totalStake
  return hundredths > BigInt(Number.MAX_SAFE_INTEGER)
    ? Number.MAX_SAFE_INTEGER
    : Math.max(101, Number(hundredths))
}
