import { correctScoreNames, selectionNameSchema, winningMarginNames } from '@sportsbook/sdk/protocol/schemas'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { FeedMarket, FeedMatch, Score } from './adapter'
import { selectionId, settleMarket, wideSelectionBase } from './markets'
import { planMatch } from './match-plans'
import type { MatchPlan } from './plan'
import { fixturesBetween } from './schedule'
import { halfTimeAt, matchAt } from './state'

// PROTOCOL.md section 12: the bet builder's markets, priced by the feed's model and settled from the feed.
const start = Date.UTC(2026, 10, 22)
const minute = 60_000
const day = 24 * 60 * minute
const plans = fixturesBetween(5, start, start + 20 * day).map((fixture) => planMatch(5, fixture))
const football = plans.filter((plan) => plan.sportType === 1 && plan.cancelAt === null).slice(0, 300)
const basketball = plans.filter((plan) => plan.sportType === 2 && plan.cancelAt === null).slice(0, 200)

const marketOf = (match: FeedMatch, type: FeedMarket['type']) => {
  const market = match.markets.find((item) => item.type === type)
  if (!market) throw new Error(`no ${type} market`)
  return market
}
const resultsOf = (market: FeedMarket) =>
  Object.fromEntries(market.selections.map((selection) => [selection.name, selection.result]))
const implied = (market: FeedMarket) =>
  market.selections.reduce((sum, selection) => sum + 1 / Number(selection.odds), 0)
const winner = (diff: number) => (diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw')

describe('section 12 markets', () => {
  it('offers every new market on every match with wire names and unique ids below 2^53', () => {
    const ids = new Set<number>()
    for (const plan of [...football.slice(0, 40), ...basketball.slice(0, 40)]) {
      const match = matchAt(plan, plan.kickoff - 60 * minute)
      const types = match.markets.map((market) => market.type)
      if (plan.sportType === 1) {
        expect(types).toEqual(
          expect.arrayContaining(['bothTeamsToScore', 'correctScore', 'doubleChance', 'firstHalf1x2']),
        )
      } else expect(types).toContain('winningMargin')
      for (const market of match.markets) {
        for (const selection of market.selections) {
          expect(v.is(selectionNameSchema, selection.name)).toBe(true)
          expect(Number.isSafeInteger(selection.id)).toBe(true)
          expect(ids.has(selection.id)).toBe(false)
          ids.add(selection.id)
        }
      }
      // The markets of section 7 keep their ids (bets placed before section 12 still find them).
      const first = match.markets[0] as FeedMarket
      expect(first.selections[1]?.id).toBe(first.id * 4 + 1)
    }
    expect(marketOf(matchAt(football[0] as MatchPlan, start), 'correctScore').selections).toHaveLength(28)
    expect(selectionId(2 ** 30 * 16 + 15, 31)).toBeLessThan(2 ** 53)
    expect(selectionId(1, 0, true)).toBeGreaterThan(2 ** 30 * 16 * 4)
    expect(selectionId(1, 0, true)).toBe(wideSelectionBase + 32)
  })

  it('prices the new markets with the book margin before kick-off', () => {
    for (const plan of football.slice(0, 50)) {
      const match = matchAt(plan, plan.kickoff - 60 * minute)
      expect(implied(marketOf(match, 'bothTeamsToScore'))).toBeGreaterThan(1.02)
      expect(implied(marketOf(match, 'bothTeamsToScore'))).toBeLessThan(1.08)
      expect(implied(marketOf(match, 'firstHalf1x2'))).toBeGreaterThan(1.02)
      expect(implied(marketOf(match, 'firstHalf1x2'))).toBeLessThan(1.09)
      // Each double chance selection covers two of the three results: the three add up to two, plus the margin.
      expect(implied(marketOf(match, 'doubleChance'))).toBeGreaterThan(2.04)
      expect(implied(marketOf(match, 'doubleChance'))).toBeLessThan(2.2)
      expect(implied(marketOf(match, 'correctScore'))).toBeGreaterThan(1.05)
      for (const market of match.markets) expect(market.status).toBe('open')
    }
    for (const plan of basketball.slice(0, 50)) {
      const match = matchAt(plan, plan.kickoff - 60 * minute)
      expect(implied(marketOf(match, 'winningMargin'))).toBeGreaterThan(1.05)
      expect(implied(marketOf(match, 'winningMargin'))).toBeLessThan(1.3)
    }
  })

  it('settles both teams to score, correct score, double chance and first-half result from the scores', () => {
    let otherScores = 0
    for (const plan of football) {
      const match = matchAt(plan, plan.end + minute)
      const { home, away } = match.score
      const half = halfTimeAt(plan, plan.end) as Score
      expect(half.home).toBeLessThanOrEqual(home)
      expect(half.away).toBeLessThanOrEqual(away)
      expect(resultsOf(marketOf(match, 'bothTeamsToScore'))).toEqual({
        yes: home > 0 && away > 0 ? 'won' : 'lost',
        no: home > 0 && away > 0 ? 'lost' : 'won',
      })
      const result = winner(home - away)
      expect(resultsOf(marketOf(match, 'doubleChance'))).toEqual({
        homeOrDraw: result !== 'away' ? 'won' : 'lost',
        homeOrAway: result !== 'draw' ? 'won' : 'lost',
        drawOrAway: result !== 'home' ? 'won' : 'lost',
      })
      const halfResult = winner(half.home - half.away)
      expect(resultsOf(marketOf(match, 'firstHalf1x2'))).toEqual({
        home: halfResult === 'home' ? 'won' : 'lost',
        draw: halfResult === 'draw' ? 'won' : 'lost',
        away: halfResult === 'away' ? 'won' : 'lost',
      })
      const correct = marketOf(match, 'correctScore')
      const won = correct.selections.filter((selection) => selection.result === 'won').map((s) => s.name)
      const named = home <= 4 && away <= 4
      if (!named) otherScores += 1
      const other = { home: 'otherHome', draw: 'otherDraw', away: 'otherAway' } as const
      expect(won).toEqual([named ? `${home}-${away}` : other[result]])
      expect(correct.selections.every((s) => s.result === 'won' || s.result === 'lost')).toBe(true)
    }
    expect(otherScores).toBeGreaterThan(0)
  })

  it('settles basketball winning margin from the final score', () => {
    for (const plan of basketball) {
      const match = matchAt(plan, plan.end + minute)
      const { home, away } = match.score
      const margin = Math.abs(home - away)
      const side = home > away ? 'home' : 'away'
      const bucket =
        margin <= 5 ? '1-5' : margin <= 10 ? '6-10' : margin <= 15 ? '11-15' : margin <= 20 ? '16-20' : '21+'
      const market = marketOf(match, 'winningMargin')
      expect(market.selections.map((s) => s.name)).toEqual([...winningMarginNames])
      expect(market.selections.filter((s) => s.result === 'won').map((s) => s.name)).toEqual([
        `${side}${bucket}`,
      ])
    }
  })

  it('voids every new market of a cancelled match and a first-half result without a half-time score', () => {
    const cancelled = plans.find((plan) => plan.sportType === 1 && plan.cancelAt !== null) as MatchPlan
    const match = matchAt(cancelled, (cancelled.cancelAt as number) + minute)
    for (const market of match.markets) {
      expect(market.selections.every((selection) => selection.result === 'void')).toBe(true)
    }
    expect(settleMarket({ type: 'firstHalf1x2', line: null }, { home: 1, away: 0 }, null)).toEqual([
      'void',
      'void',
      'void',
    ])
    expect(settleMarket({ type: 'correctScore', line: null }, { home: 5, away: 5 }).at(-2)).toBe('won')
    expect(correctScoreNames.at(-2)).toBe('otherDraw')
  })

  it('closes a decided market in play: first-half result after the break, both teams to score once both scored', () => {
    let checked = 0
    for (const plan of football) {
      const secondHalf = plan.periods[1] as MatchPlan['periods'][0]
      const match = matchAt(plan, secondHalf.start + 10 * minute)
      expect(marketOf(match, 'firstHalf1x2').status).toBe('closed')
      if (match.score.home > 0 && match.score.away > 0) {
        expect(marketOf(match, 'bothTeamsToScore').status).toBe('closed')
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(0)
  })
})
