import { codes, type MemberLimits, oddsHundredths } from '@sportsbook/sdk/protocol'
import { describe, expect, it } from 'vitest'
import type { BookMatch } from '../src/matches/book'
import { type BetServer, balanceOf, newBettor, openMatches, type Pick, placeOrder } from './bets-support'
import { useSharedServer } from './support/shared-server'

// Stake limits per market type (members/limits.ts): every market the feed offers has its own range, the exotic
// ones (correct score, winning margin) a fifth of the main line's, and an order takes the narrowest of its legs'.
const bs: BetServer = useSharedServer()

/** A pick of the match's open market of `type` at the lowest odds it offers (the payout cap stays out of the way). */
function shortest(match: BookMatch, type: string): Pick {
  const market = match.markets.find((item) => item.type === type && item.status === 'open')
  const selection = market?.selections
    .filter((item) => item.status === 'open')
    .sort((a, b) => Number(oddsHundredths(a.odds) - oddsHundredths(b.odds)))[0]
  if (!market || !selection) throw new Error(`match ${match.id} has no open ${type}`)
  return { matchId: match.id, marketId: market.id, selectionId: selection.id, odds: selection.odds }
}

const upcoming = (sportType: number, type: string) =>
  openMatches(
    bs,
    (match) =>
      match.status === 'upcoming' &&
      match.sportType === sportType &&
      match.markets.some((market) => market.type === type && market.status === 'open'),
  )

describe('stake limits of the section 12 markets', () => {
  it('lists a range for every market type the feed offers, the exotic ones lower than the main line', async () => {
    const bettor = await newBettor(bs, '0')
    const answer = await bs.client.form<MemberLimits>('/trade/member/limits', {}, bettor)
    expect(answer.code, answer.msg).toBe(0)
    const offered = new Map<number, Set<string>>()
    for (const match of bs.runtime.book.all()) {
      const types = offered.get(match.sportType) ?? new Set<string>()
      for (const market of match.markets) types.add(market.type)
      offered.set(match.sportType, types)
    }
    const max = (sportType: number, type: string) =>
      answer.data.sports.find((sport) => sport.sportType === sportType)?.markets.find((m) => m.type === type)
        ?.max
    for (const [sportType, types] of offered) {
      const listed = answer.data.sports.find((sport) => sport.sportType === sportType)?.markets ?? []
      expect(new Set(listed.map((market) => market.type))).toEqual(types)
    }
    expect([max(1, '1x2'), max(1, 'doubleChance'), max(1, 'bothTeamsToScore')]).toEqual([
      '5000.00',
      '5000.00',
      '4000.00',
    ])
    expect([max(1, 'firstHalf1x2'), max(1, 'correctScore'), max(2, 'winningMargin')]).toEqual([
      '2500.00',
      '1000.00',
      '1000.00',
    ])
  })

  it("refuses a stake over a correct score's or winning margin's range with 2004 naming it, alone or in a parlay, and takes one within", async () => {
    const bettor = await newBettor(bs, '5000')
    const [football, other] = upcoming(1, 'correctScore')
    const [basketball] = upcoming(2, 'winningMargin')
    const exotic = shortest(football!, 'correctScore')
    const margin = shortest(basketball!, 'winningMargin')
    const main = shortest(other!, '1x2')
    for (const legs of [[exotic], [margin], [main, exotic]]) {
      const over = await placeOrder(bs, bettor, { legs, stake: '1000.01', acceptOdds: 'any' })
      expect([over.code, over.data]).toMatchObject([
        codes.STAKE_OUT_OF_LIMITS,
        { currencyCode: 'USD', min: '1.00', max: '1000.00' },
      ])
    }
    expect(await balanceOf(bs, bettor.memberId)).toBe('5000.00')
    // The main line alone takes more; the exotic market its whole range.
    const mainOnly = await placeOrder(bs, bettor, { legs: [main], stake: '1500', acceptOdds: 'any' })
    expect(mainOnly.code, mainOnly.msg).toBe(0)
    const within = await placeOrder(bs, bettor, { legs: [exotic], stake: '1000', acceptOdds: 'any' })
    expect(within.code, within.msg).toBe(0)
    expect(await balanceOf(bs, bettor.memberId)).toBe('2500.00')
  })
})
