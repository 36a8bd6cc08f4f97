import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MatchBook } from '../matches/book'
import type { FeedMarket, FeedMatch, Score } from './adapter'
import { type BuilderQuote, builderMaxOdds, priceBuilder, quoteBuilder } from './builder-pricing'
import { ManualClock } from './clock'
import { outcomeRule } from './markets'
import type { FootballModel } from './plan'
import { FeedSimulator } from './simulator'

// PROTOCOL.md section 12, bet builder: prices from the feed's own model, checked against an independent Monte Carlo
// reference (its own random numbers and its own sampling of the same model), every incompatible pair refused, and
// the invariants of any quote.
const clock = new ManualClock(Date.UTC(2026, 10, 22, 15, 7))
const feed = new FeedSimulator({ seed: 9, clock })
const book = new MatchBook(feed)
const upcoming = (sportType: 1 | 2) =>
  book.all().filter((match) => match.sportType === sportType && match.status === 'upcoming') as FeedMatch[]
const football = upcoming(1)
const basketball = upcoming(2)
const runtime = { feed, book }

const marketOf = (match: FeedMatch, type: FeedMarket['type'], main = true) =>
  match.markets.find((market) => market.type === type && (market.main || !main)) as FeedMarket
const leg = (match: FeedMatch, type: FeedMarket['type'], name: string) => {
  // Of the types with several lines, the main line.
  const market = marketOf(match, type, type === 'total' || type === 'handicap' || type === 'spread')
  const selection = market.selections.find((item) => item.name === name)
  if (!selection) throw new Error(`no ${name} in ${type}`)
  return { marketId: market.id, selectionId: selection.id }
}

/** The reference: Math.random and a Poisson drawn by inversion, nothing shared with the pricer but the model. */
function reference(
  model: FootballModel,
  rules: ((final: Score, half: Score) => string)[],
  n = 200_000,
): number {
  const poisson = (lambda: number) => {
    let k = 0
    let p = Math.exp(-lambda)
    let cdf = p
    const u = Math.random()
    while (u > cdf) {
      k += 1
      p *= lambda / k
      cdf += p
    }
    return k
  }
  let hits = 0
  let valid = 0
  for (let i = 0; i < n; i += 1) {
    const half = model.halfTime ?? {
      home: model.score.home + poisson(model.firstHalf.home),
      away: model.score.away + poisson(model.firstHalf.away),
    }
    const base = model.halfTime ? model.score : half
    const final = {
      home: base.home + poisson(model.secondHalf.home),
      away: base.away + poisson(model.secondHalf.away),
    }
    const outcomes = rules.map((rule) => rule(final, half))
    if (outcomes.includes('push')) continue
    valid += 1
    if (outcomes.every((outcome) => outcome === 'won')) hits += 1
  }
  return hits / valid
}

describe('bet builder pricing', () => {
  it('prices correlated legs from the simulated model within a Monte Carlo reference', () => {
    const combos: [string, string][][] = [
      [
        ['1x2', 'home'],
        ['total', 'over'],
      ],
      [
        ['bothTeamsToScore', 'yes'],
        ['total', 'over'],
        ['doubleChance', 'homeOrDraw'],
      ],
      [
        ['firstHalf1x2', 'draw'],
        ['1x2', 'draw'],
      ],
      [
        ['correctScore', '1-1'],
        ['bothTeamsToScore', 'yes'],
      ],
    ]
    for (const [index, combo] of combos.entries()) {
      const match = football[index * 3] as FeedMatch
      const legs = combo.map(([type, name]) => leg(match, type as FeedMarket['type'], name))
      const quote = quoteBuilder(runtime, match.id, legs) as BuilderQuote
      expect(quote.ok).toBe(true)
      const model = feed.matchModel(match.id)
      if (model?.model.sportType !== 1) throw new Error('no football model')
      const rules = legs.map((item) => {
        const market = match.markets.find((m) => m.id === item.marketId) as FeedMarket
        const selection = market.selections.find((s) => s.id === item.selectionId)
        return outcomeRule(
          market.type,
          market.line === null ? null : Number(market.line),
          selection?.name ?? 'home',
        )
      })
      const expected = reference(model.model, rules)
      // 20,000 samples: the standard error is at most 0.0035; five of them, and the reference's own.
      expect(Math.abs(quote.probability - expected)).toBeLessThan(0.02)
      const fair = 1 / (quote.probability * (1 + quote.margin))
      expect(Number(quote.odds)).toBeCloseTo(Math.floor(fair * 100) / 100, 2)
    }
    // Positively correlated legs pay less than their product; the naive odds are that product.
    const match = football[0] as FeedMatch
    const correlated = quoteBuilder(runtime, match.id, [
      leg(match, 'bothTeamsToScore', 'yes'),
      leg(match, 'total', 'over'),
    ]) as BuilderQuote
    expect(Number(correlated.odds)).toBeLessThan(Number(correlated.naiveOdds))
    expect(correlated.naiveOdds).toBe(
      (Math.floor(Number(correlated.legOdds[0]) * Number(correlated.legOdds[1]) * 100 + 1e-6) / 100).toFixed(
        2,
      ),
    )
  })

  it('gives one price for one state and set of legs, in any order', () => {
    const match = football[1] as FeedMatch
    const legs = [
      leg(match, '1x2', 'away'),
      leg(match, 'total', 'under'),
      leg(match, 'bothTeamsToScore', 'no'),
    ]
    const a = quoteBuilder(runtime, match.id, legs) as BuilderQuote
    const b = quoteBuilder(runtime, match.id, [...legs].reverse()) as BuilderQuote
    expect(b.odds).toBe(a.odds)
    expect(b.probability).toBe(a.probability)
  })

  it('refuses every pair that cannot both win, naming the later leg', () => {
    const match = football[2] as FeedMatch
    const pairs: [[string, string], [string, string]][] = [
      [
        ['1x2', 'home'],
        ['1x2', 'away'],
      ],
      [
        ['1x2', 'home'],
        ['1x2', 'draw'],
      ],
      [
        ['doubleChance', 'homeOrDraw'],
        ['doubleChance', 'drawOrAway'],
      ],
      [
        ['correctScore', '1-0'],
        ['bothTeamsToScore', 'yes'],
      ],
      [
        ['correctScore', '0-0'],
        ['1x2', 'home'],
      ],
      [
        ['correctScore', '2-1'],
        ['doubleChance', 'drawOrAway'],
      ],
      [
        ['1x2', 'home'],
        ['doubleChance', 'drawOrAway'],
      ],
      [
        ['1x2', 'draw'],
        ['doubleChance', 'homeOrAway'],
      ],
      [
        ['correctScore', '0-0'],
        ['bothTeamsToScore', 'yes'],
      ],
      [
        ['firstHalf1x2', 'home'],
        ['correctScore', '0-0'],
      ],
    ]
    for (const [first, second] of pairs) {
      const refusal = quoteBuilder(runtime, match.id, [
        leg(match, first[0] as FeedMarket['type'], first[1]),
        leg(match, second[0] as FeedMarket['type'], second[1]),
      ])
      expect(refusal, `${first} with ${second}`).toMatchObject({ ok: false, leg: 1, field: 'legs.1' })
      expect(['incompatible', 'same']).toContain((refusal as { reason: string }).reason)
    }
    // The same selection twice.
    const home = leg(match, '1x2', 'home')
    expect(quoteBuilder(runtime, match.id, [home, leg(match, 'total', 'over'), home])).toMatchObject({
      ok: false,
      reason: 'same',
      leg: 2,
      field: 'legs.2',
    })
    // Basketball: moneyline home with an away winning margin.
    const game = basketball[0] as FeedMatch
    expect(
      quoteBuilder(runtime, game.id, [leg(game, 'moneyline', 'home'), leg(game, 'winningMargin', 'away1-5')]),
    ).toMatchObject({ ok: false, reason: 'incompatible', field: 'legs.1' })
    // But legs that can win together are priced, however unlikely the pair looks at a glance.
    const possible = quoteBuilder(runtime, match.id, [
      leg(match, 'correctScore', '2-1'),
      leg(match, '1x2', 'home'),
    ])
    expect(possible.ok).toBe(true)
  })

  it('refuses a bad leg count, a leg of another match and an unknown match', () => {
    const match = football[3] as FeedMatch
    const other = football[4] as FeedMatch
    expect(quoteBuilder(runtime, match.id, [leg(match, '1x2', 'home')])).toMatchObject({ reason: 'legCount' })
    const seven = Array.from({ length: 7 }, () => leg(match, '1x2', 'home'))
    expect(quoteBuilder(runtime, match.id, seven)).toMatchObject({ reason: 'legCount', field: 'legs' })
    expect(
      quoteBuilder(runtime, match.id, [leg(match, '1x2', 'home'), leg(other, 'total', 'over')]),
    ).toMatchObject({ reason: 'unknownLeg', field: 'legs.1.marketId' })
    const wrongSelection = {
      ...leg(match, 'total', 'over'),
      selectionId: leg(match, '1x2', 'away').selectionId,
    }
    expect(quoteBuilder(runtime, match.id, [leg(match, '1x2', 'home'), wrongSelection])).toMatchObject({
      reason: 'unknownLeg',
      field: 'legs.1.selectionId',
    })
    expect(quoteBuilder(runtime, 16, [leg(match, '1x2', 'home'), leg(match, 'total', 'over')])).toMatchObject(
      {
        reason: 'unknownMatch',
        field: 'matchId',
      },
    )
  })

  it('keeps every price within [1.01, the cap] and the joint chance below each leg', () => {
    const matches = [...football.slice(0, 6), ...basketball.slice(0, 4)]
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: matches.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 2, maxLength: 6 }),
        (matchIndex, picks) => {
          const match = matches[matchIndex] as FeedMatch
          const legs = picks.map(([m, s]) => {
            const market = match.markets[m % match.markets.length] as FeedMarket
            const selection = market.selections[s % market.selections.length]
            return { marketId: market.id, selectionId: selection?.id ?? 0 }
          })
          const price = priceBuilder({ match, model: feed.matchModel(match.id), legs, samples: 4000 })
          if (!price.ok) {
            expect(price.field).toMatch(/^legs(\.\d)?$/)
            return
          }
          const odds = Number(price.odds)
          expect(odds).toBeGreaterThanOrEqual(1.01)
          expect(odds).toBeLessThanOrEqual(builderMaxOdds)
          expect(price.odds).toMatch(/^\d+\.\d{2}$/)
          for (const probability of price.legProbabilities) {
            expect(price.probability).toBeLessThanOrEqual(probability)
          }
          expect(price.probability).toBeLessThanOrEqual(1)
          expect(price.probability).toBeGreaterThan(0)
        },
      ),
      { numRuns: 60 },
    )
  })
})
