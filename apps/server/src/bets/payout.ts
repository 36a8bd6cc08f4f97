import { cashOutMargin, type LegResult, parlayOddsHundredths, returnUnits } from '@sportsbook/sdk/protocol'

/**
 * What orders pay (DESIGN.md section 4, Bets), in bigints: odds in hundredths, money in the currency's unit.
 * A single pays stake * odds when won, its stake when void or pushed, nothing when lost. A parlay multiplies its
 * legs' factors (a void or pushed leg counts as 1) and is lost as soon as one leg is. The feed has no quarter
 * lines (feed/markets.ts), so there are no half results.
 */
export interface LegState {
  /** The accepted odds. */
  odds: bigint
  result: LegResult | null
}

export type SettledStatus = 'won' | 'lost' | 'void' | 'pushed'

export interface Outcome {
  status: SettledStatus
  /** The odds the order is paid at: the product of the leg factors rounded down to 2 decimals (0 when lost). */
  odds: bigint
}

/** A leg's factor in hundredths: its odds when won, 1 when void or pushed, 0 when lost. */
export function legFactor(leg: LegState): bigint {
  switch (leg.result) {
    case 'won':
      return leg.odds
    case 'lost':
      return 0n
    case 'void':
    case 'pushed':
      return 100n
    default:
      throw new Error('a leg without a result has no factor')
  }
}

/** The order's result, or null while a leg still waits (and none is lost). */
export function outcomeOf(legs: readonly LegState[]): Outcome | null {
  if (legs.some((leg) => leg.result === 'lost')) return { status: 'lost', odds: 0n }
  if (legs.some((leg) => leg.result === null)) return null
  const odds = parlayOddsHundredths(legs.map(legFactor))
  const status = legs.some((leg) => leg.result === 'won')
    ? 'won'
    : legs.some((leg) => leg.result === 'pushed')
      ? 'pushed'
      : 'void'
  return { status, odds }
}

/**
 * A bet builder's result (PROTOCOL.md section 12): lost as soon as a leg is; once every leg is settled, void when
 * any leg is void or pushed (its joint price no longer stands: the stake comes back), else won at its own price.
 */
export function builderOutcomeOf(legs: readonly LegState[], odds: bigint): Outcome | null {
  if (legs.some((leg) => leg.result === 'lost')) return { status: 'lost', odds: 0n }
  if (legs.some((leg) => leg.result === null)) return null
  if (legs.some((leg) => leg.result === 'void' || leg.result === 'pushed'))
    return { status: 'void', odds: 100n }
  return { status: 'won', odds }
}

/** What a settled order pays back. A free bet keeps the stake: it pays the winnings only. */
export function payoutOf(stake: bigint, outcome: Outcome, freeBet: boolean): bigint {
  const back = returnUnits(stake, outcome.odds)
  if (!freeBet) return back
  return back > stake ? back - stake : 0n
}

/** The cash-out margin in basis points (cashOutMargin "0.05" -> 500). */
export const cashOutMarginBasisPoints = BigInt(Math.round(Number(cashOutMargin) * 10_000))

/**
 * What the book pays to buy the order back now: its fair value at the current odds less the margin, floored,
 * fair value = stake * (product of settled legs' factors) * (product over open legs of accepted / current odds).
 * Null when a leg is lost, when no leg is open (settlement is due) or when the offer would be zero.
 * `current` is null for a settled leg; every open leg must have one.
 */
export function cashOutOfferOf(
  stake: bigint,
  legs: readonly (LegState & { current: bigint | null })[],
  marginBasisPoints: bigint = cashOutMarginBasisPoints,
): bigint | null {
  if (legs.some((leg) => leg.result === 'lost')) return null
  const open = legs.filter((leg) => leg.result === null)
  if (open.length === 0) return null
  let numerator = stake * (10_000n - marginBasisPoints)
  let denominator = 10_000n
  for (const leg of legs) {
    if (leg.result !== null) {
      numerator *= legFactor(leg)
      denominator *= 100n
      continue
    }
    if (leg.current === null || leg.current <= 0n) return null
    numerator *= leg.odds
    denominator *= leg.current
  }
  const offer = numerator / denominator
  return offer > 0n ? offer : null
}

/** A cash out of the share `fraction` (hundredths, 10..100) of an order whose whole offer is `offer`. */
export interface CashOutSplit {
  /** What the player is paid now: floor(offer × fraction). */
  paid: bigint
  /** The stake that leaves the order: ceil(stake × fraction), so the book keeps the rounding. */
  stakeOut: bigint
  /** The stake the order stays open on (0: the whole order is cashed out). */
  remaining: bigint
}

/**
 * Splits an order for a cash out (PROTOCOL.md section 12): the stake that leaves is rounded up and the amount paid
 * down, so what is paid now plus the offer on the stake that stays never exceeds the offer on the whole stake
 * (both offers are floors of the same rate times the stake), and the two stakes sum to the stake.
 */
export function cashOutSplitOf(stake: bigint, offer: bigint, fraction: bigint): CashOutSplit {
  if (fraction < 10n || fraction > 100n) throw new RangeError('a cash-out fraction is 10 to 100 hundredths')
  const stakeOut = (stake * fraction + 99n) / 100n
  return { paid: (offer * fraction) / 100n, stakeOut, remaining: stake - stakeOut }
}
