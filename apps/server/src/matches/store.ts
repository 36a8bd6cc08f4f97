import type { Logger } from 'pino'
import type { Database } from '../db'
import type { FeedAdapter, FeedMatch } from '../feed/adapter'
import type { BookChanges, MatchBook } from './book'
import { isOver, saveMatches } from './match-rows'

/** Told the ids of matches whose result was written (their bets can be settled). */
export type SettledListener = (matchIds: number[]) => void

/**
 * Keeps the database in step with the match book (DESIGN.md section 4): matches, markets, selections, incidents
 * and results, which bets reference and settle from. Changes are gathered and written every second in one
 * transaction, a match's rows at a time, so a burst of odds moves costs one write per selection at most.
 * Only the feed leader writes (see feed/leader.ts).
 */
export class MatchStore {
  readonly #dirty = new Set<number>()
  readonly #settled = new Set<number>()
  readonly #listeners = new Set<SettledListener>()
  #timer: NodeJS.Timeout | undefined
  #flushing: Promise<void> = Promise.resolve()
  #active = false

  constructor(
    readonly db: Database,
    readonly book: MatchBook,
    readonly log: Logger,
  ) {}

  /** Called once results are in the database: bets settle the orders of these matches then. */
  onSettled(listener: SettledListener): () => void {
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
    }
  }

  /** Notes what a batch of changes touched; written at the next flush. */
  note(changes: BookChanges): void {
    if (!this.#active) return
    for (const id of changes.touched) this.#dirty.add(id)
    for (const result of changes.results) this.#settled.add(result.matchId)
  }

  /** Becomes the writer: saves the catalogue and the whole window, finishes what it left open, then every second. */
  async activate(feed: FeedAdapter, flushMs = 1000): Promise<void> {
    this.#active = true
    await this.saveCatalogue(feed)
    await this.db.transaction((tx) => saveMatches(tx, this.book.all()))
    await this.catchUp(feed)
    this.#timer = setInterval(() => void this.flush(), flushMs)
    this.#timer.unref()
  }

  /** Stops writing (another node leads now, or the server stops); the last changes are written first. */
  async deactivate(): Promise<void> {
    clearInterval(this.#timer)
    this.#timer = undefined
    if (this.#active) await this.flush()
    this.#active = false
    this.#dirty.clear()
    this.#settled.clear()
  }

  get active(): boolean {
    return this.#active
  }

  async saveCatalogue(feed: FeedAdapter): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const league of feed.leagues()) {
        await tx.query(
          `INSERT INTO leagues (id, sport_type, name, country, hot, sort) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, country = EXCLUDED.country, hot = EXCLUDED.hot,
           sort = EXCLUDED.sort`,
          [league.id, league.sportType, league.name, league.country, league.hot, league.sort],
        )
      }
      const teams = feed.teams()
      for (let start = 0; start < teams.length; start += 100) {
        const chunk = teams.slice(start, start + 100)
        const params: unknown[] = []
        const values = chunk.map((team) => {
          params.push(team.id, team.leagueId, team.sportType, team.name, team.shortName)
          const n = params.length
          return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`
        })
        await tx.query(
          `INSERT INTO teams (id, league_id, sport_type, name, short_name) VALUES ${values.join(', ')}
           ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, short_name = EXCLUDED.short_name`,
          params,
        )
      }
    })
  }

  /**
   * Matches the database still shows open that left the feed's window (the server was down when they ended):
   * the feed is asked for their state, so they finish and settle anyway.
   */
  async catchUp(feed: FeedAdapter): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      "SELECT id FROM matches WHERE status IN ('upcoming', 'live')",
    )
    const missing = rows.map((row) => Number(row.id)).filter((id) => !this.book.get(id))
    const found = missing.map((id) => feed.lookup(id)).filter((match): match is FeedMatch => match !== null)
    if (found.length === 0) return []
    await this.db.transaction((tx) => saveMatches(tx, found))
    const settled = found.filter(isOver).map((match) => match.id)
    this.#announce(settled)
    return settled
  }

  /** Writes every match touched since the last flush (one at a time: flushes never overlap). */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#flushNow())
    return this.#flushing
  }

  async #flushNow(): Promise<void> {
    if (this.#dirty.size === 0) return
    const ids = [...this.#dirty]
    const settled = [...this.#settled]
    this.#dirty.clear()
    this.#settled.clear()
    const matches = ids.map((id) => this.book.get(id)).filter((match) => match !== undefined)
    try {
      await this.db.transaction((tx) => saveMatches(tx, matches))
      this.#announce(settled)
    } catch (error) {
      // Keep them for the next flush: a busy or restarting database must not lose a result.
      for (const id of ids) this.#dirty.add(id)
      for (const id of settled) this.#settled.add(id)
      this.log.error({ err: error }, 'saving matches failed')
    }
  }

  #announce(matchIds: number[]): void {
    if (matchIds.length === 0) return
    for (const listener of this.#listeners) {
      try {
        listener(matchIds)
      } catch (error) {
        this.log.error({ err: error }, 'settled listener failed')
      }
    }
  }
}
