import { describe, expect, it } from 'vitest'
import { ManualClock } from '../feed/clock'
import { FeedSimulator } from '../feed/simulator'
import { type BookChanges, MatchBook } from './book'

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
})
