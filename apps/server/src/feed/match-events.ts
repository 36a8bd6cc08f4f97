import type { FeedEvent, FeedMatch, MatchResult } from './adapter'

// What the simulator publishes of a match: the events between two of its states, and its state as the feed's
// clock shows it when the match was held.

/** A match's state with every time in it mapped by `time` (a match that was held runs behind its plan). */
export function shifted(match: FeedMatch, time: (at: number) => number): FeedMatch {
  const centre = match.centre
  return {
    ...match,
    clock: match.clock && { ...match.clock, at: time(match.clock.at) },
    incidents: match.incidents.map((incident) => ({ ...incident, at: time(incident.at) })),
    ...(centre
      ? { centre: { ...centre, incidents: centre.incidents.map((item) => ({ ...item, at: time(item.at) })) } }
      : {}),
    at: time(match.at),
  }
}

/** The events that turn `before` into `after` (same match). */
export function diff(before: FeedMatch, after: FeedMatch, out: FeedEvent[]): void {
  const matchId = after.id
  for (const incident of after.incidents.slice(before.incidents.length))
    out.push({ kind: 'incident', incident })
  if (after.centre) {
    const was = before.centre
    const fresh = after.centre.incidents.slice(was?.incidents.length ?? 0)
    if (
      fresh.length > 0 ||
      JSON.stringify(was?.stats) !== JSON.stringify(after.centre.stats) ||
      was?.momentum.length !== after.centre.momentum.length
    ) {
      const { stats, momentum } = after.centre
      out.push({ kind: 'centre', matchId, incidents: fresh, stats, momentum, at: after.at })
    }
  }
  if (
    before.score.home !== after.score.home ||
    before.score.away !== after.score.away ||
    before.clock?.period !== after.clock?.period
  ) {
    out.push({ kind: 'score', matchId, score: after.score, clock: after.clock, at: after.at })
  }
  if (before.status !== after.status)
    out.push({ kind: 'status', matchId, status: after.status, at: after.at })
  if (after.status === 'finished' || after.status === 'cancelled') {
    if (before.status !== after.status) out.push({ kind: 'result', result: resultOf(after), at: after.at })
    return
  }
  after.markets.forEach((market, index) => {
    const old = before.markets[index]
    if (old?.status !== market.status) {
      out.push({ kind: 'market', matchId, marketId: market.id, status: market.status, at: after.at })
    }
    market.selections.forEach((selection, place) => {
      const was = old?.selections[place]
      if (was?.odds === selection.odds && was.status === selection.status) return
      out.push({
        kind: 'odds',
        matchId,
        marketId: market.id,
        selectionId: selection.id,
        odds: selection.odds,
        status: selection.status,
        at: after.at,
      })
    })
  })
}

/** The result a finished or cancelled match settles with. */
function resultOf(match: FeedMatch): MatchResult {
  return {
    matchId: match.id,
    status: match.status === 'cancelled' ? 'cancelled' : 'finished',
    score: match.score,
    markets: match.markets,
    settledAt: match.at,
  }
}
