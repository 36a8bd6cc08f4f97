import type {
  FeedAdapter,
  FeedEvent,
  FeedLeague,
  FeedMarket,
  FeedMatch,
  FeedSelection,
  FeedTeam,
  MarketStatus,
} from '../feed/adapter'
import {
  type BookChanges,
  type BookListener,
  type BookMatch,
  eventAt,
  eventMatchId,
  noChanges,
  wireCentreIncident,
} from './book-changes'
import { guardPrices, isPrice } from './feed-prices'

export type {
  BookChanges,
  BookListener,
  BookMatch,
  IncidentUpdate,
  OddsUpdate,
  ScoreUpdate,
  StatusUpdate,
} from './book-changes'
export { wireCentreIncident } from './book-changes'

/** A selection with its market and match, as bets check them. */
export interface Quote {
  match: BookMatch
  market: FeedMarket
  selection: FeedSelection
}

export class MatchBook {
  readonly leagues = new Map<number, FeedLeague>()
  readonly teams = new Map<number, FeedTeam>()
  readonly #matches = new Map<number, BookMatch>()
  readonly #selections = new Map<number, { matchId: number; market: FeedMarket; selection: FeedSelection }>()
  readonly #listeners = new Set<BookListener>()
  /**
   * Matches whose feed went silent (matches/liveness.ts): every market shows suspended, and what the feed said of
   * each market and selection waits here to come back when it speaks again.
   */
  readonly #stale = new Map<number, Map<FeedMarket | FeedSelection, MarketStatus>>()
  #sorted: BookMatch[] | null = null

  constructor(readonly feed: FeedAdapter) {
    for (const league of feed.leagues()) this.leagues.set(league.id, league)
    for (const team of feed.teams()) this.teams.set(team.id, team)
    for (const match of feed.snapshot()) this.#add(match)
  }

  get(matchId: number): BookMatch | undefined {
    return this.#matches.get(matchId)
  }

  /** Every match of the window, by kick-off then id. */
  all(): readonly BookMatch[] {
    this.#sorted ??= [...this.#matches.values()].sort((a, b) => a.startTime - b.startTime || a.id - b.id)
    return this.#sorted
  }

  /** The selection's current odds and status with its market and match, or null when the book has none. */
  quote(matchId: number, marketId: number, selectionId: number): Quote | null {
    const entry = this.#selections.get(selectionId)
    const match = this.#matches.get(matchId)
    if (!entry || !match || entry.matchId !== matchId || entry.market.id !== marketId) return null
    return { match, market: entry.market, selection: entry.selection }
  }

  onChange(listener: BookListener): () => void {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  /** Applies the feed's events in order and tells the listeners what changed. */
  apply(events: readonly FeedEvent[]): BookChanges {
    const changes = noChanges()
    for (const event of events) {
      // The feed speaks of a match again: its markets show what the feed says first (liveness.ts).
      const id = eventMatchId(event)
      if (id !== null && this.#stale.has(id)) this.#reopen(id, eventAt(event), changes)
      this.#applyOne(event, changes)
    }
    this.#tell(changes)
    return changes
  }

  #tell(changes: BookChanges): void {
    if (changes.touched.size > 0 || changes.dropped.length > 0) {
      for (const listener of this.#listeners) listener(changes)
    }
  }

  /** Whether the match's markets are suspended because its feed went silent. */
  isStale(matchId: number): boolean {
    return this.#stale.has(matchId)
  }

  /**
   * Suspends every open market of a match whose feed went silent (stale) or gives them back what the feed last said
   * (not stale), stamped `at` (feed time) and pushed as any change. Returns what changed (nothing when it already was).
   */
  setStale(matchId: number, stale: boolean, at: number): BookChanges {
    const changes = noChanges()
    const match = this.#matches.get(matchId)
    if (!match || stale === this.#stale.has(matchId)) return changes
    if (stale) {
      const saved = new Map<FeedMarket | FeedSelection, MarketStatus>()
      this.#stale.set(matchId, saved)
      const seq = this.#stamp(match, at, changes)
      for (const market of match.markets) {
        saved.set(market, market.status)
        if (market.status === 'open') market.status = 'suspended'
        for (const selection of market.selections) {
          saved.set(selection, selection.status)
          if (selection.status !== 'open') continue
          selection.status = 'suspended'
          const { id: selectionId, odds } = selection
          changes.odds.push({ seq, matchId, marketId: market.id, selectionId, odds, status: 'suspended' })
        }
      }
    } else this.#reopen(matchId, at, changes)
    this.#tell(changes)
    return changes
  }

  #reopen(matchId: number, at: number, changes: BookChanges): void {
    const saved = this.#stale.get(matchId)
    const match = this.#matches.get(matchId)
    this.#stale.delete(matchId)
    if (!saved || !match) return
    const seq = this.#stamp(match, at, changes)
    for (const market of match.markets) {
      const was = saved.get(market)
      if (was !== undefined && market.status === 'suspended') market.status = was
      for (const selection of market.selections) {
        const before = saved.get(selection)
        if (before === undefined || selection.status !== 'suspended' || before === 'suspended') continue
        selection.status = before
        const { id: selectionId, odds, status } = selection
        changes.odds.push({ seq, matchId, marketId: market.id, selectionId, odds, status })
      }
    }
  }

  #stamp(match: BookMatch, at: number, changes: BookChanges): number {
    match.seq = Math.max(match.seq, at)
    match.at = Math.max(match.at, at)
    changes.touched.add(match.id)
    return match.seq
  }

  #applyOne(event: FeedEvent, changes: BookChanges): void {
    if (event.kind === 'match') {
      this.#add(event.match)
      changes.added.push(event.match.id)
      changes.touched.add(event.match.id)
      return
    }
    if (event.kind === 'drop') {
      const match = this.#matches.get(event.matchId)
      if (!match) return
      for (const market of match.markets)
        for (const selection of market.selections) this.#selections.delete(selection.id)
      this.#matches.delete(event.matchId)
      this.#stale.delete(event.matchId)
      this.#sorted = null
      changes.dropped.push(event.matchId)
      return
    }
    if (event.kind === 'centre') {
      const match = this.#matches.get(event.matchId)
      if (!match) return
      const seq = this.#stamp(match, event.at, changes)
      if (!match.centre) match.centre = { incidents: [], stats: event.stats, momentum: [] }
      const centre = match.centre
      for (const incident of event.incidents) {
        const stamped = { ...incident, score: { ...incident.score }, seq: Math.max(seq, incident.at) }
        centre.incidents.push(stamped)
        changes.incidents.push({ matchId: match.id, ...wireCentreIncident(stamped) })
      }
      centre.stats = structuredClone(event.stats)
      centre.momentum = event.momentum.map((point) => ({ ...point }))
      return
    }
    if (event.kind === 'incident') {
      const match = this.#matches.get(event.incident.matchId)
      if (!match) return
      match.incidents.push({ ...event.incident, score: { ...event.incident.score } })
      this.#stamp(match, event.incident.at, changes)
      return
    }
    const matchId = event.kind === 'result' ? event.result.matchId : event.matchId
    const match = this.#matches.get(matchId)
    if (!match) return
    switch (event.kind) {
      case 'status': {
        match.status = event.status
        const seq = this.#stamp(match, event.at, changes)
        changes.statuses.push({ seq, matchId, status: event.status })
        return
      }
      case 'score': {
        match.score = { ...event.score }
        match.clock = event.clock ? { ...event.clock } : null
        const seq = this.#stamp(match, event.at, changes)
        changes.scores.push({ seq, matchId, score: { ...event.score }, clock: match.clock })
        return
      }
      case 'market': {
        const market = match.markets.find((item) => item.id === event.marketId)
        if (market) market.status = event.status
        this.#stamp(match, event.at, changes)
        return
      }
      case 'odds': {
        const entry = this.#selections.get(event.selectionId)
        if (!entry || entry.matchId !== matchId) return
        // A price no bet may be taken at (under 1.01, or not decimal odds) suspends the selection at its last
        // price until a real one comes: nobody bets on it, and the store never writes it.
        const price = isPrice(event.odds)
        entry.selection.odds = price ? event.odds : entry.selection.odds
        entry.selection.status = price ? event.status : 'suspended'
        const seq = this.#stamp(match, event.at, changes)
        const { marketId, selectionId } = event
        const { odds, status } = entry.selection
        changes.odds.push({ seq, matchId, marketId, selectionId, odds, status })
        return
      }
      case 'result': {
        const { result } = event
        match.status = result.status
        match.score = { ...result.score }
        this.#setMarkets(match, result.markets)
        const seq = this.#stamp(match, event.at, changes)
        changes.results.push(result)
        for (const market of match.markets) {
          for (const selection of market.selections) {
            const { id: selectionId, odds, status } = selection
            changes.odds.push({ seq, matchId, marketId: market.id, selectionId, odds, status })
          }
        }
        return
      }
    }
  }

  #add(feedMatch: FeedMatch): void {
    const match: BookMatch = { ...structuredClone(feedMatch), seq: feedMatch.at }
    const previous = this.#matches.get(match.id)
    if (previous) match.seq = Math.max(match.seq, previous.seq)
    this.#matches.set(match.id, match)
    this.#setMarkets(match, match.markets)
    this.#sorted = null
  }

  #setMarkets(match: BookMatch, markets: FeedMarket[]): void {
    match.markets = markets === match.markets ? markets : structuredClone(markets)
    guardPrices(match.markets, (selectionId) => this.#selections.get(selectionId)?.selection.odds)
    for (const market of match.markets) {
      for (const selection of market.selections) {
        this.#selections.set(selection.id, { matchId: match.id, market, selection })
      }
    }
  }
}
