import type { Queryable } from '../db'
import type { FeedMatch } from '../feed/adapter'
import { wireCentreIncident } from './book'

// The rows of the match tables (matches, markets, selections, centres, incidents) as the match store writes them
// (store.ts): upserts in chunks, the rows of a match that is over written once.

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

export function isOver(match: FeedMatch): boolean {
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
