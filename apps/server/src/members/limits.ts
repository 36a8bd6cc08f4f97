import type { MemberLimits } from '@sportsbook/sdk/protocol'
import type { Currency } from '../ledger/currencies'
import { fromUnits, toUnits } from '../ledger/money'
import type { Member } from './member'

/** Stake limits per currency, in whole units: [min, max, maxPayout]. */
const baseLimits: Record<string, [number, number, number]> = {
  USD: [1, 5_000, 50_000],
  BRL: [5, 25_000, 250_000],
  USDT: [1, 5_000, 50_000],
  DEMO: [1, 1_000, 10_000],
}

/**
 * Markets per sport (DESIGN.md section 4, Bets; PROTOCOL.md section 12) and the share of the maximum stake each
 * takes, as a book sizes them by how deep and how predictable each is: the main lines take the whole maximum, a
 * double chance (two results of the 1X2) and both teams to score nearly as much, a half's result half, and the
 * exotic many-outcome markets (correct score, winning margin: long odds a well-informed bettor beats most) a fifth.
 * Every market type the feed offers is listed, so none falls back to its sport's whole maximum.
 */
const markets: Record<number, [string, number][]> = {
  1: [
    ['1x2', 1],
    ['handicap', 1],
    ['total', 1],
    ['doubleChance', 1],
    ['bothTeamsToScore', 0.8],
    ['firstHalf1x2', 0.5],
    ['correctScore', 0.2],
  ],
  2: [
    ['moneyline', 1],
    ['spread', 0.8],
    ['total', 0.8],
    ['winningMargin', 0.2],
  ],
}

/**
 * A member's stake limits in its current currency. A risk level (`oddsConfig[4]`, spec section 3) above zero
 * divides the maximum stakes by 1 + the level; the operator's stake factor (PROTOCOL.md section 14) multiplies
 * them, never below the minimum.
 */
export function memberLimitsOf(member: Member, currency: Currency): MemberLimits {
  const [min, max, maxPayout] = baseLimits[currency.code] ?? [1, 5_000, 50_000]
  const risk = Math.max(0, Math.floor(member.oddsConfig[4] ?? 0))
  const money = (whole: number) =>
    fromUnits(toUnits(String(Math.floor(whole)), 0) * 10n ** BigInt(currency.scale), currency.scale)
  // In hundredths, so that 5,000 × 0.29 is 1,450 and not a float a hair below it.
  const factorHundredths = Math.round((member.stakeFactor ?? 1) * 100)
  const cappedMax = Math.max(min, (max * factorHundredths) / 100 / (1 + risk))
  return {
    currencyCode: currency.code,
    default: { min: money(min), max: money(cappedMax) },
    maxPayout: money(maxPayout),
    sports: Object.entries(markets).map(([sportType, list]) => ({
      sportType: Number(sportType),
      min: money(min),
      max: money(cappedMax),
      markets: list.map(([type, share]) => ({ type, min: money(min), max: money(cappedMax * share) })),
    })),
  }
}

/** The limits of one stake: its market's if listed, else its sport's, else the default. */
export function stakeLimitOf(
  limits: MemberLimits,
  sportType: number,
  marketType: string,
): { min: string; max: string } {
  const sport = limits.sports.find((s) => s.sportType === sportType)
  const market = sport?.markets.find((m) => m.type === marketType)
  return market ?? sport ?? limits.default
}
