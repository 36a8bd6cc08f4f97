import type { Server } from 'socket.io'
import type { MatchBook, OddsUpdate } from '../../matches/book'
import { allMatchesRoom, brandRoomOf, roomOfMatch } from '../../sockets/match-socket'
import type { Risk, SuspensionChange } from '.'

/** A changed selection as the brand's players now see it: the feed's price and state, or suspended. */
function oddsOf(book: MatchBook, change: SuspensionChange): OddsUpdate | null {
  const quote = book.quote(change.matchId, change.marketId, change.selectionId)
  if (!quote) return null
  const status = quote.selection.status
  return {
    seq: quote.match.seq,
    matchId: change.matchId,
    marketId: change.marketId,
    selectionId: change.selectionId,
    odds: quote.selection.odds,
    status: change.suspended && status === 'open' ? 'suspended' : status,
  }
}

/**
 * A selection that a brand's suspensions close or open again reaches the brand's match sockets at once as an `odds`
 * item with the match's current seq (PROTOCOL.md sections 5 and 14), without waiting for the feed to move its
 * price. Each node tells its own sockets when its own memory changes (risk-nodes.ts carries the change), so a
 * socket hears it once, from the node whose views it matches.
 */
export function pushSuspensionChanges(io: Server, book: MatchBook, risk: Risk): () => void {
  return risk.onChange((productNo, changes) => {
    const byMatch = new Map<number, OddsUpdate[]>()
    for (const change of changes) {
      const update = oddsOf(book, change)
      if (!update) continue
      byMatch.set(update.matchId, [...(byMatch.get(update.matchId) ?? []), update])
    }
    for (const [matchId, odds] of byMatch) {
      io.local
        .to([brandRoomOf(productNo, allMatchesRoom), brandRoomOf(productNo, roomOfMatch(matchId))])
        .emit('odds', odds, { sentAt: Date.now() })
    }
  })
}
