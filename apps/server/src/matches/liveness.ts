import type { FeedAdapter } from '../feed/adapter'
import type { BookChanges, MatchBook } from './book'

/**
 * The feed's liveness per match (PROTOCOL.md section 12, Odds stream): a live match the feed has not spoken of for
 * longer than the silence limit has every market suspended (its prices can no longer be trusted), pushed as any
 * change; the book opens them again as soon as the feed speaks of the match (MatchBook.apply), or at the next check.
 * Every node checks its own book: a node that takes bets never takes one on a silent match.
 */
export const feedSilenceWallMs = 15_000

export class FeedLiveness {
  constructor(
    readonly feed: FeedAdapter,
    readonly book: MatchBook,
    /** Where the changes go (the store notes them; the book's listeners push them). */
    readonly onChanges: (changes: BookChanges) => void,
    /** Feed ms of silence after which a live match is suspended (the wall limit times the feed speed). */
    readonly silenceMs = feedSilenceWallMs * feed.speed,
  ) {}

  /** Suspends the live matches gone silent and reopens those heard again; returns the matches it changed. */
  check(): number[] {
    const now = this.feed.now()
    const changed: number[] = []
    for (const match of this.book.all()) {
      const stale = this.book.isStale(match.id)
      if (match.status !== 'live' && !stale) continue
      const heard = this.feed.lastHeard ? this.feed.lastHeard(match.id) : match.at
      const silent = match.status === 'live' && heard !== null && now - heard > this.silenceMs
      if (silent === stale) continue
      this.onChanges(this.book.setStale(match.id, silent, now))
      changed.push(match.id)
    }
    return changed
  }
}
