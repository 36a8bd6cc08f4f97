import type { Match, ResultLine } from '@sportsbook/sdk/protocol'
import type { Queryable } from '../db'
import type {
  FeedMarket,
  MarketStatus,
  MatchClock,
  MatchStatus,
  SelectionName,
  SelectionResult,
} from '../feed/adapter'
import { type Page, type PageQuery, pageWindow } from '../requests/paging'
import { wireMarket } from './views'

/**
 * Finished and cancelled matches from the database (match/result/list, api/matchResultsList, api/searchResult,
 * standings and team form): the book only holds the feed's recent window, the database every result.
 */
export interface ResultFilters extends PageQuery {
  sportType?: 1 | 2
  leagueId?: number
  /** [from, to) of kick-off. */
  range?: [number, number]
  keyword?: string
  teamIds?: number[]
}

interface ResultRow {
  id: number
  sport_type: number
  league_id: number
  league_name: string
  league_hot: boolean
  home_team_id: number
  home_name: string
  home_short: string
  away_team_id: number
  away_name: string
  away_short: string
  start_time: number
  status: MatchStatus
  home_score: number
  away_score: number
  clock: MatchClock | null
  seq: number
}

function likePattern(keyword: string): string {
  return `%${keyword.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

function where(filters: ResultFilters, params: unknown[]): string {
  const clauses = ["m.status IN ('finished', 'cancelled')"]
  const add = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  if (filters.sportType !== undefined) clauses.push(`m.sport_type = ${add(filters.sportType)}`)
  if (filters.leagueId !== undefined) clauses.push(`m.league_id = ${add(filters.leagueId)}`)
  if (filters.range) {
    clauses.push(`m.start_time >= ${add(filters.range[0])}`, `m.start_time < ${add(filters.range[1])}`)
  }
  if (filters.keyword) {
    const pattern = add(likePattern(filters.keyword))
    clauses.push(`(th.name ILIKE ${pattern} OR ta.name ILIKE ${pattern} OR l.name ILIKE ${pattern})`)
  }
  if (filters.teamIds) {
    for (const team of filters.teamIds) {
      const p = add(team)
      clauses.push(`(m.home_team_id = ${p} OR m.away_team_id = ${p})`)
    }
  }
  return clauses.join(' AND ')
}

const columns = `m.id, m.sport_type, m.league_id, l.name AS league_name, l.hot AS league_hot,
  m.home_team_id, th.name AS home_name, th.short_name AS home_short,
  m.away_team_id, ta.name AS away_name, ta.short_name AS away_short,
  m.start_time, m.status, m.home_score, m.away_score, m.clock, m.seq`

const joins = `FROM matches m JOIN leagues l ON l.id = m.league_id
  JOIN teams th ON th.id = m.home_team_id JOIN teams ta ON ta.id = m.away_team_id`

async function resultRows(
  q: Queryable,
  filters: ResultFilters,
): Promise<{ rows: ResultRow[]; total: number; page: number; pageSize: number }> {
  const params: unknown[] = []
  const condition = where(filters, params)
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n ${joins} WHERE ${condition}`,
    params,
  )
  const window = pageWindow(filters)
  const rows = await q.query<ResultRow>(
    `SELECT ${columns} ${joins} WHERE ${condition} ORDER BY m.start_time DESC, m.id DESC ${window.sql}`,
    params,
  )
  return { rows, total: Number(count?.n ?? 0), page: window.page, pageSize: window.pageSize }
}

function line(row: ResultRow): ResultLine {
  return {
    matchId: Number(row.id),
    sportType: Number(row.sport_type) as 1 | 2,
    league: { id: Number(row.league_id), name: row.league_name },
    home: { id: Number(row.home_team_id), name: row.home_name, shortName: row.home_short },
    away: { id: Number(row.away_team_id), name: row.away_name, shortName: row.away_short },
    startTime: Number(row.start_time),
    status: row.status === 'cancelled' ? 'cancelled' : 'finished',
    score: { home: Number(row.home_score), away: Number(row.away_score) },
  }
}

export async function resultLines(q: Queryable, filters: ResultFilters): Promise<Page<ResultLine>> {
  const { rows, ...page } = await resultRows(q, filters)
  return { ...page, list: rows.map(line) }
}

/** Every market of these matches with its selections and results, from the database. */
export async function storedMarkets(q: Queryable, matchIds: number[]): Promise<Map<number, FeedMarket[]>> {
  const out = new Map<number, FeedMarket[]>()
  if (matchIds.length === 0) return out
  const list = matchIds.map((id) => Number(id)).join(', ')
  const markets = await q.query<{
    id: number
    match_id: number
    type: FeedMarket['type']
    line: string | null
    main: boolean
    status: MarketStatus
  }>(
    `SELECT id, match_id, type, line::text AS line, main, status FROM match_markets WHERE match_id IN (${list})
     ORDER BY match_id, sort`,
  )
  const selections = await q.query<{
    id: number
    market_id: number
    name: SelectionName
    odds: string
    status: MarketStatus
    result: SelectionResult | null
  }>(
    `SELECT id, market_id, name, odds::text AS odds, status, result FROM match_selections WHERE match_id IN (${list})
     ORDER BY market_id, sort`,
  )
  const byMarket = new Map<number, FeedMarket>()
  for (const row of markets) {
    const market: FeedMarket = {
      id: Number(row.id),
      matchId: Number(row.match_id),
      type: row.type,
      line: row.line,
      main: row.main,
      status: row.status,
      selections: [],
    }
    byMarket.set(market.id, market)
    const list = out.get(market.matchId) ?? []
    list.push(market)
    out.set(market.matchId, list)
  }
  for (const row of selections) {
    byMarket.get(Number(row.market_id))?.selections.push({
      id: Number(row.id),
      marketId: Number(row.market_id),
      name: row.name,
      odds: row.odds,
      status: row.status,
      result: row.result,
    })
  }
  return out
}

function storedWireMatch(row: ResultRow, markets: FeedMarket[], favorites: ReadonlySet<number>): Match {
  const base = line(row)
  return {
    id: base.matchId,
    sportType: base.sportType,
    league: base.league,
    home: base.home,
    away: base.away,
    startTime: base.startTime,
    status: row.status,
    score: base.score,
    clock: row.clock,
    markets: markets.map(wireMarket),
    marketCount: markets.length,
    seq: Number(row.seq),
    favorite: favorites.has(base.matchId),
    hot: row.league_hot,
    hasStream: false,
  }
}

/** Results as wire matches with every market settled (match/result/list, api/searchResult). */
export async function resultMatches(
  q: Queryable,
  filters: ResultFilters,
  favorites: ReadonlySet<number>,
): Promise<Page<Match>> {
  const { rows, ...page } = await resultRows(q, filters)
  const markets = await storedMarkets(
    q,
    rows.map((row) => Number(row.id)),
  )
  const list = rows.map((row) => storedWireMatch(row, markets.get(Number(row.id)) ?? [], favorites))
  return { ...page, list }
}

/** One stored match by id (details of a match that left the feed's window), or null. */
export async function storedMatch(
  q: Queryable,
  matchId: number,
  favorites: ReadonlySet<number>,
): Promise<Match | null> {
  const [row] = await q.query<ResultRow>(`SELECT ${columns} ${joins} WHERE m.id = $1`, [matchId])
  if (!row) return null
  const markets = (await storedMarkets(q, [matchId])).get(matchId) ?? []
  return storedWireMatch(row, markets, favorites)
}
