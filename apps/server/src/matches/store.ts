import type { Logger } from 'pino'
import type { Database, Queryable } from '../db'
import type { FeedAdapter, FeedMatch } from '../feed/adapter'
import { type BookChanges, type MatchBook, wireCentreIncident } from './book'

/**
 * Keeps the database in step with the match book (DESIGN.md section 4): matches, markets, selections, incidents
 * and results, which bets reference and settle from. Changes are gathered and written every second in one
 * transaction, a match's rows at a time, so a burst of odds moves costs one write per selection at most.
 * Only the feed leader writes (see feed/leader.ts).
 */
export type SettledListener = (matchIds: number[]) => void

const chunkRows = 400

interface Table {
  name: string
  columns: string[]
  /** SQL casts per column, e.g. `::text::jsonb` (both drivers then send plain text). */
  casts?: Record<string, string>
  /** Columns replaced on conflict; none = keep the existing row. */
  update: string[]
  /** The conflict column (id by default). */
  key?: string
}

const matchesTable: Table = {
  name: 'matches',
  columns: [
    'id',
    'sport_type',
    'league_id',
    'home_team_id',
    'away_team_id',
    'start_time',
    'status',
    'home_score',
    'away_score',
    'clock',
    'seq',
    'settled_at',
  ],
  casts: { clock: '::text::jsonb' },
  update: ['status', 'home_score', 'away_score', 'clock', 'seq', 'settled_at'],
}

const marketsTable: Table = {
  name: 'match_markets',
  columns: ['id', 'match_id', 'type', 'line', 'main', 'status', 'sort'],
  casts: { line: '::numeric' },
  update: ['status'],
}

const selectionsTable: Table = {
  name: 'match_selections',
  columns: ['id', 'market_id', 'match_id', 'name', 'odds', 'status', 'result', 'sort'],
  casts: { odds: '::numeric' },
  update: ['odds', 'status', 'result'],
}

const centresTable: Table = {
  name: 'match_centres',
  columns: ['match_id', 'seq', 'incidents', 'stats', 'momentum'],
  casts: { incidents: '::text::jsonb', stats: '::text::jsonb', momentum: '::text::jsonb' },
  update: ['seq', 'incidents', 'stats', 'momentum'],
  key: 'match_id',
}

const incidentsTable: Table = {
  name: 'match_incidents',
  columns: ['id', 'match_id', 'type', 'team', 'period', 'seconds', 'at', 'home_score', 'away_score'],
  update: [],
}

async function upsert(q: Queryable, table: Table, rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkRows) {
    const chunk = rows.slice(start, start + chunkRows)
    const params: unknown[] = []
    const values = chunk.map((row) => {
      const cells = table.columns.map((column, index) => {
        params.push(row[index])
        return `$${params.length}${table.casts?.[column] ?? ''}`
      })
      return `(${cells.join(', ')})`
    })
    const onConflict =
      table.update.length === 0
        ? 'DO NOTHING'
        : `DO UPDATE SET ${table.update.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}${
            table.name === 'match_selections' ? '' : ', updated_at = now()'
          }`
    await q.query(
      `INSERT INTO ${table.name} (${table.columns.join(', ')}) VALUES ${values.join(', ')} ON CONFLICT (${table.key ?? 'id'}) ${onConflict}`,
      params,
    )
  }
}

function isOver(match: FeedMatch): boolean {
  return match.status === 'finished' || match.status === 'cancelled'
}

/** Writes matches with everything they hold, parents before children. */
export async function saveMatches(
  q: Queryable,
  matches: readonly (FeedMatch & { seq?: number })[],
): Promise<void> {
  await upsert(
    q,
    matchesTable,
    matches.map((match) => [
      match.id,
      match.sportType,
      match.leagueId,
      match.homeId,
      match.awayId,
      match.startTime,
      match.status,
      match.score.home,
      match.score.away,
      match.clock ? JSON.stringify(match.clock) : null,
      match.seq ?? match.at,
      isOver(match) ? match.at : null,
    ]),
  )
  const markets = matches.flatMap((match) => match.markets)
  await upsert(
    q,
    marketsTable,
    matches.flatMap((match) =>
      match.markets.map((market, place) => [
        market.id,
        market.matchId,
        market.type,
        market.line,
        market.main,
        market.status,
        place,
      ]),
    ),
  )
  await upsert(
    q,
    selectionsTable,
    markets.flatMap((market) =>
      market.selections.map((selection, place) => [
        selection.id,
        selection.marketId,
        market.matchId,
        selection.name,
        selection.odds,
        selection.status,
        selection.status === 'settled' ? (selection.result ?? 'void') : null,
        place,
      ]),
    ),
  )
  await upsert(
    q,
    incidentsTable,
    matches.flatMap((match) =>
      match.incidents.map((incident) => [
        incident.id,
        incident.matchId,
        incident.type,
        incident.team,
        incident.period,
        Math.floor(incident.seconds),
        incident.at,
        incident.score.home,
        incident.score.away,
      ]),
    ),
  )
  await upsert(
    q,
    centresTable,
    matches.flatMap((match) =>
      match.centre
        ? [
            [
              match.id,
              match.seq ?? match.at,
              JSON.stringify(match.centre.incidents.map(wireCentreIncident)),
              JSON.stringify(match.centre.stats),
              JSON.stringify(match.centre.momentum),
            ],
          ]
        : [],
    ),
  )
}

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
