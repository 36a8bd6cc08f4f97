import { compareAmounts, floorToScale } from '../money/amounts'
import { formatDecimal, parseDecimal } from '../protocol/rules/decimal'
import type { StakeLimit } from '../protocol/schemas/bet-shapes'
import type { MemberLimits } from '../protocol/schemas/session-shapes'

/** The most legs a parlay may have: the protocol's `maxParlayLegs` (a test pins them equal; no schema import). */
export const maxParlayLegs = 10

export interface StakeRange {
  min: string
  max: string
}

/**
 * A stake as typed, cleaned: digits and at most one point, decimals beyond the currency's scale cut, or null
 * when the text is not a stake at all (letters, a sign, two points). '' is no stake.
 */
export function cleanStake(text: string, scale: number): string | null {
  const trimmed = text.replace(/[\s,]/g, '')
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed)
  if (!match) return null
  const [, whole = '', fraction] = match
  if (fraction === undefined || scale === 0) return whole
  return `${whole}.${fraction.slice(0, scale)}`
}

/** The stake as a decimal when it is above zero, else null ('', '.', '0.00'). */
export const stakeValue = (stake: string): string | null => (/[1-9]/.test(stake) ? stake : null)

/** `amount / odds` floored to `scale` decimals: the largest stake whose return stays within `amount`. */
export function divideFloor(amount: string, odds: string, scale: number): string {
  const a = parseDecimal(amount)
  const b = parseDecimal(odds)
  const numerator = a.units * 10n ** BigInt(b.scale + scale)
  const denominator = b.units * 10n ** BigInt(a.scale)
  return formatDecimal(numerator / denominator, scale)
}

const smaller = (a: string, b: string) => (compareAmounts(a, b) <= 0 ? a : b)

/**
 * The stake range of a bet. The server's answer for that bet (amount limit, or the data of a 2004) wins; else
 * the member's limits as the server applies them: each leg's range (its market's if listed, else its sport's,
 * else the default), the highest minimum and the lowest maximum over the legs, the maximum lowered so that
 * stake * odds stays within `maxPayout`.
 */
export function stakeRangeOf(input: {
  server: StakeLimit | undefined
  limits: MemberLimits | null
  legs: readonly { sportType?: number | undefined; marketType?: string | undefined }[]
  odds: string | null
  scale: number
}): StakeRange | null {
  const { server, limits, odds, scale } = input
  if (server) return { min: server.min, max: server.max }
  if (!limits || input.legs.length === 0) return null
  let min = '0'
  let max: string | null = null
  for (const leg of input.legs) {
    const sport = limits.sports.find((entry) => entry.sportType === leg.sportType)
    const range = sport?.markets.find((market) => market.type === leg.marketType) ?? sport ?? limits.default
    if (compareAmounts(range.min, min) > 0) min = range.min
    max = max === null ? range.max : smaller(max, range.max)
  }
  if (odds && parseDecimal(odds).units > 0n) max = smaller(max!, divideFloor(limits.maxPayout, odds, scale))
  return { min, max: floorToScale(max!, scale) }
}

/** The key of a bet in `serverLimits`: `s<selection>` for a single, `p<selections in order>` for a parlay. */
export function betKey(selectionIds: readonly number[]): string {
  return selectionIds.length === 1
    ? `s${selectionIds[0]}`
    : `p${[...selectionIds].sort((a, b) => a - b).join(',')}`
}
