import { fitOrder, type Participant, resultScale, selectionCapacity } from '../protocol/market/bank-exposure'
import { type GridMarketType, type GridSelection, outcomeGrid } from '../protocol/market/outcome-grid'
import { formatDecimal, parseDecimal, rescale } from '../protocol/rules/decimal'

/**
 * The open-a-bank preview (the bank's liability), computed with the server's own maths
 * (`@sportsbook/sdk/protocol`): what the first order on each selection may be, and the banker's result in each
 * outcome if every offered selection then takes one order as large as the limits and the capital allow.
 */

export interface OpeningDraft {
  type: GridMarketType
  line: string | null
  /** The offered selections with their odds ("1.95"); a selection without valid odds is left out. */
  selections: readonly { name: GridSelection; odds: string }[]
  capital: string
  maxStake: string
  /** The currency's number of decimals. */
  scale: number
}

/** What a bank being opened would risk and take: worked out from the draft before it is sent. */
export interface OpeningPreview {
  /** Per offered selection: the largest first order it can take (within maxStake). */
  capacities: { name: GridSelection; capacity: string }[]
  /** The banker's result per outcome after one such order on each selection, floored to the unit. */
  outcomes: { label: string; pnl: string }[]
  /** The lowest of those results (never below minus the capital). */
  worst: string
}

const units = (amount: string, scale: number) => rescale(parseDecimal(amount), scale)
/** Odds as hundredths; null for text that is no odds. */
function hundredths(odds: string): bigint | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(odds.trim())) return null
  const value = rescale(parseDecimal(odds), 2)
  return value >= 101n && value <= 10_000n ? value : null
}
/** 1/200 units floored to whole units (toward minus infinity). */
function wholeUnits(value: bigint): bigint {
  const quotient = value / resultScale
  return value % resultScale !== 0n && value < 0n ? quotient - 1n : quotient
}

/** Null while the draft is incomplete (no capital, no valid odds, a bad amount). */
export function previewOpening(draft: OpeningDraft): OpeningPreview | null {
  let capital: bigint
  let cap: bigint
  try {
    capital = units(draft.capital, draft.scale)
    cap = units(draft.maxStake, draft.scale)
  } catch {
    return null
  }
  const offered = draft.selections
    .map((item) => ({ name: item.name, odds: hundredths(item.odds) }))
    .filter((item): item is { name: GridSelection; odds: bigint } => item.odds !== null)
  if (capital <= 0n || cap <= 0n || offered.length === 0) return null
  const grid = outcomeGrid(draft.type, draft.line)
  const first: Participant = { memberId: 0, capital, results: grid.map(() => 0n) }
  const capacities = offered.map((item) => ({
    name: item.name,
    capacity: formatDecimal(selectionCapacity([first], grid, item.name, item.odds, cap), draft.scale),
  }))
  let banker = first
  for (const item of offered) {
    const stake = selectionCapacity([banker], grid, item.name, item.odds, cap)
    if (stake === 0n) continue
    const fit = fitOrder([banker], grid, item.name, item.odds, stake)
    banker = { ...banker, results: fit.results[0] ?? banker.results }
  }
  const results = banker.results.map(wholeUnits)
  // bigints have no Math.min.
  let worst = 0n
  for (const value of results) if (value < worst) worst = value
  return {
    capacities,
    outcomes: grid.map((outcome, index) => ({
      label: outcome.label,
      pnl: formatDecimal(results[index] ?? 0n, draft.scale),
    })),
    worst: formatDecimal(worst, draft.scale),
  }
}
