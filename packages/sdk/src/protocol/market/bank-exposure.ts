import type { GridResult, GridSelection, Outcome } from './outcome-grid'

/**
 * A bank's liability: each participant's result per outcome of the market, how a new order is shared among them,
 * whether it fits, and each selection's capacity. Pure and exact: stakes are bigint units of the currency (its
 * smallest unit), odds bigint hundredths, and results bigint units of 1/200 of the currency's unit (`resultScale`),
 * so a half of stake * (odds - 1) is always a whole number. The server runs the same functions inside the order's
 * transaction; a client may run them to preview a bank.
 */

/** Results are in 1/200 of the currency's unit: halves (quarter lines) of hundredths (odds). */
export const resultScale = 200n

/** A banker or partner of a bank: their capital and their result in each outcome so far, in units. */
export interface Participant {
  memberId: number
  /** Capital in, in units of the currency. */
  capital: bigint
  /** The participant's result in each outcome of the grid (1/200 units); positive: a win. */
  results: bigint[]
}

/** The bank's side of one gambler stake with this result, in 1/200 units (the gambler's win is its loss). */
export function bankResult(stake: bigint, odds: bigint, result: GridResult | 'void'): bigint {
  switch (result) {
    case 'won':
      return -stake * (odds - 100n) * 2n
    case 'halfWon':
      return -stake * (odds - 100n)
    case 'lost':
      return stake * resultScale
    case 'halfLost':
      return stake * 100n
    default:
      return 0n
  }
}

/** What the gambler is paid from the escrow, floored to the currency's unit. */
export function gamblerPayout(stake: bigint, odds: bigint, result: GridResult | 'void'): bigint {
  switch (result) {
    case 'won':
      return (stake * odds) / 100n
    case 'halfWon':
      return (stake * (odds + 100n)) / 200n
    case 'halfLost':
      return stake / 2n
    case 'lost':
      return 0n
    default:
      return stake
  }
}

/** The smallest of the values and zero (bigints have no Math.min). */
function minOf(values: readonly bigint[]): bigint {
  let least = 0n
  for (const value of values) if (value < least) least = value
  return least
}

/** The worst result over the outcomes (0 when every outcome is a win or nothing). */
export function worstResult(participant: Participant): bigint {
  return minOf(participant.results)
}

/** Capital less the worst loss so far, in 1/200 units (never negative while the bank's rule holds). */
export function freeCapital(participant: Participant): bigint {
  return participant.capital * resultScale + worstResult(participant)
}

/** What a stake is shared by: free capital, or capital when nobody has any free. */
export function stakeWeights(participants: readonly Participant[]): { weights: bigint[]; total: bigint } {
  let weights = participants.map(freeCapital)
  let total = weights.reduce((a, b) => a + b, 0n)
  if (total <= 0n) {
    weights = participants.map((participant) => participant.capital)
    total = weights.reduce((a, b) => a + b, 0n)
  }
  if (total <= 0n) throw new RangeError('a bank with no capital takes no orders')
  return { weights, total }
}

/**
 * Each participant's part of a stake, in whole units: pro rata to their free capital (to their capital when
 * nobody has any free), each floored, the units left over going one each to the largest remainders (earlier
 * participants first on a tie) among those that `canTakeOneMore` allows. So every part is within one unit of its
 * exact pro-rata value and they sum to the stake; a leftover unit goes to a participant who cannot carry it only
 * when nobody with a remainder can.
 */
export function shareStake(
  participants: readonly Participant[],
  stake: bigint,
  canTakeOneMore: (index: number, part: bigint) => boolean = () => true,
): bigint[] {
  const { weights, total } = stakeWeights(participants)
  const parts = weights.map((weight) => (stake * weight) / total)
  let left = stake - parts.reduce((a, b) => a + b, 0n)
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (stake * weight) % total }))
    .filter((item) => item.remainder > 0n)
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  const passedOver: number[] = []
  for (const item of byRemainder) {
    if (left === 0n) break
    if (!canTakeOneMore(item.index, parts[item.index]!)) {
      passedOver.push(item.index)
      continue
    }
    parts[item.index]! += 1n
    left -= 1n
  }
  for (const index of passedOver) {
    if (left === 0n) break
    parts[index]! += 1n
    left -= 1n
  }
  return parts
}

/** The bank's result per outcome of one unit of stake on `selection` at `odds`. */
function perUnit(grid: readonly Outcome[], selection: GridSelection, odds: bigint): bigint[] {
  return grid.map((outcome) => {
    const result = outcome.results[selection]
    if (!result) throw new RangeError(`the market has no selection ${selection}`)
    return bankResult(1n, odds, result)
  })
}

/** Whether an order fits a bank (every participant's worst loss within their capital), its shares, and the largest stake that would. */
export interface OrderFit {
  /** Each participant's part of the stake (units), in participant order. */
  shares: bigint[]
  /** Each participant's results after the order. */
  results: bigint[][]
  /** Every participant's worst result stays within their capital. */
  fits: boolean
}

/** Shares a stake among the participants and says whether every one of them can carry their part. */
export function fitOrder(
  participants: readonly Participant[],
  grid: readonly Outcome[],
  selection: GridSelection,
  odds: bigint,
  stake: bigint,
): OrderFit {
  const unit = perUnit(grid, selection, odds)
  const carries = (p: number, part: bigint) =>
    part === 0n ||
    minOf(participants[p]!.results.map((value, k) => value + part * unit[k]!)) >=
      -participants[p]!.capital * resultScale
  // A unit of rounding goes where it can be carried: a participant at the edge of their capital is passed over.
  const shares = shareStake(participants, stake, (p, part) => carries(p, part + 1n))
  let fits = true
  const results = participants.map((participant, p) => {
    const after = participant.results.map((value, k) => value + shares[p]! * unit[k]!)
    if (shares[p]! > 0n && minOf(after) < -participant.capital * resultScale) fits = false
    return after
  })
  return { shares, results, fits }
}

/**
 * The largest stake `selection` can take now, at most `cap`: from each participant's room (the largest part they can
 * carry, over the outcomes where the stake loses) the bound on the whole stake, then down from it to the first stake
 * whose rounded shares fit.
 */
export function selectionCapacity(
  participants: readonly Participant[],
  grid: readonly Outcome[],
  selection: GridSelection,
  odds: bigint,
  cap: bigint,
): bigint {
  if (participants.length === 0 || cap <= 0n) return 0n
  const unit = perUnit(grid, selection, odds)
  const { weights, total } = stakeWeights(participants)
  let bound = cap
  const fitsAt = (stake: bigint) => stake === 0n || fitOrder(participants, grid, selection, odds, stake).fits
  if (fitsAt(cap)) return cap
  participants.forEach((participant, p) => {
    if (weights[p] === 0n) return
    let room: bigint | null = null
    participant.results.forEach((value, k) => {
      const perStake = unit[k]!
      if (perStake >= 0n) return
      const limit = (value + participant.capital * resultScale) / -perStake
      if (room === null || limit < room) room = limit
    })
    if (room === null) return
    // A part is stake * weight / total floored, plus at most one: no stake above this fits.
    const stakeBound = ((room + 1n) * total) / weights[p]!
    if (stakeBound < bound) bound = stakeBound
  })
  let stake = bound
  for (let step = 0; step < 64 && stake > 0n; step += 1) {
    if (fitsAt(stake)) return stake
    stake -= 1n
  }
  // Rounding never needs this many steps in practice; bisect what is left rather than walk it.
  let low = 0n
  let high = stake
  while (low < high) {
    const middle = (low + high + 1n) / 2n
    if (fitsAt(middle)) low = middle
    else high = middle - 1n
  }
  return low
}
