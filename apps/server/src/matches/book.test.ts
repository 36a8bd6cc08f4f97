import { describe, expect, it } from 'vitest'
import { ManualClock } from '../feed/clock'
import { FeedSimulator } from '../feed/simulator'
import { type BookChanges, MatchBook } from './book'
import { isPrice } from './feed-prices'

const start = Date.UTC(2026, 10, 22, 12, 7)

function bookOnSimulator() {
  const clock = new ManualClock(start)
  const feed = new FeedSimulator({ seed: 4, clock })
  const book = new MatchBook(feed)
  feed.subscribe((events) => book.apply(events))
  return { clock, feed, book }
}

describe('match book', () => {
  it('follows the feed: its matches equal the feed snapshot after every tick', () => {
    const { clock, feed, book } = bookOnSimulator()
    for (let i = 0; i < 60; i += 1) {
      clock.advance(45_000)
      feed.tick()
    }
    const snapshot = feed.snapshot()
    expect(book.all().length).toBe(snapshot.length)
    for (const match of snapshot) {
      const mine = book.get(match.id)!
      expect(mine.status).toBe(match.status)
      expect(mine.score).toEqual(match.score)
      expect(mine.markets).toEqual(match.markets)
      expect(mine.incidents).toEqual(match.incidents)
    }
  })

  it('stamps changes with a seq that grows per match and quotes current odds', () => {
    const { clock, feed, book } = bookOnSimulator()
    const batches: BookChanges[] = []
    book.onChange((changes) => batches.push(changes))
    const last = new Map<number, number>()
    for (let i = 0; i < 40; i += 1) {
      clock.advance(30_000)
      feed.tick()
    }
    const updates = batches.flatMap((batch) => [...batch.statuses, ...batch.scores, ...batch.odds])
    expect(updates.length).toBeGreaterThan(50)
    for (const batch of batches) {
      for (const update of [...batch.statuses, ...batch.scores, ...batch.odds]) {
        expect(update.seq).toBeGreaterThanOrEqual(last.get(update.matchId) ?? 0)
        last.set(update.matchId, update.seq)
      }
    }
    const odds = batches.flatMap((batch) => batch.odds).at(-1)!
    const quote = book.quote(odds.matchId, odds.marketId, odds.selectionId)
    expect(quote?.selection.odds).toBe(
      book
        .get(odds.matchId)
        ?.markets.find((m) => m.id === odds.marketId)
        ?.selections.find((s) => s.id === odds.selectionId)?.odds,
    )
    expect(book.quote(odds.matchId, odds.marketId + 1, odds.selectionId)).toBeNull()
    expect(book.quote(odds.matchId + 16, odds.marketId, odds.selectionId)).toBeNull()
  })

  it('takes no price under 1.01 from the feed: the selection is suspended at its last price until a real one', () => {
    const { clock, feed, book } = bookOnSimulator()
    clock.advance(60_000)
    feed.tick()
    const match = book.all().find((item) => item.markets.some((market) => market.status === 'open'))!
    const market = match.markets.find((item) => item.status === 'open')!
    const selection = market.selections[0]!
    const before = selection.odds
    const batches: BookChanges[] = []
    book.onChange((changes) => batches.push(changes))
    const at = clock.now()
    const ids = { matchId: match.id, marketId: market.id, selectionId: selection.id }
    for (const odds of ['0.96', '1.00', '1.0', 'x', '-2'])
      book.apply([{ kind: 'odds', ...ids, odds, status: 'open', at }])
    expect(book.quote(match.id, market.id, selection.id)?.selection).toMatchObject({
      odds: before,
      status: 'suspended',
    })
    expect(batches.flatMap((changes) => changes.odds).map((item) => [item.odds, item.status])).toEqual(
      Array.from({ length: 5 }, () => [before, 'suspended']),
    )
    book.apply([{ kind: 'odds', ...ids, odds: '1.01', status: 'open', at }])
    expect(book.quote(match.id, market.id, selection.id)?.selection).toMatchObject({
      odds: '1.01',
      status: 'open',
    })
  })

  it('takes no price under 1.01 from a whole match or result either: last price, or 1.01, suspended', () => {
    const { clock, feed, book } = bookOnSimulator()
    clock.advance(60_000)
    feed.tick()
    const match = book.all().find((item) => item.markets.some((market) => market.status === 'open'))!
    const [first, second] = match.markets.find((item) => item.status === 'open')!.selections
    const before = first!.odds
    const snapshot = structuredClone(match)
    const market = snapshot.markets.find((item) => item.status === 'open')!
    market.selections[0]!.odds = '0.50'
    // A selection the book never priced, whose first price is not one.
    market.selections.push({ ...market.selections[1]!, id: 9_000_001, odds: '1.00' })
    book.apply([{ kind: 'match', match: snapshot }])
    expect(book.quote(match.id, market.id, first!.id)?.selection).toMatchObject({
      odds: before,
      status: 'suspended',
    })
    expect(book.quote(match.id, market.id, 9_000_001)?.selection).toMatchObject({
      odds: '1.01',
      status: 'suspended',
    })
    expect(book.quote(match.id, market.id, second!.id)?.selection.odds).toBe(second!.odds)

    const settled = structuredClone(book.get(match.id)!.markets)
    settled[0]!.selections[0]!.odds = 'x'
    const at = clock.now()
    const result = {
      matchId: match.id,
      status: 'finished' as const,
      score: match.score,
      markets: settled,
      settledAt: at,
    }
    book.apply([{ kind: 'result', result, at }])
    const shown = book.get(match.id)!.markets[0]!.selections[0]!
    expect(isPrice(shown.odds)).toBe(true)
    expect(shown.status).not.toBe('open')
  })
})
