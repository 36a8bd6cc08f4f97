import type { GamesOnline } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'

/** A player counts as online in a game for this long after opening it or last playing it. */
export const onlineWindowMs = 5 * 60 * 1000

/**
 * `/game/member/online` (PROTOCOL.md section 10): distinct players per game whose game session was opened or
 * played a round in the last five minutes.
 */
export async function playersOnline(ctx: Pick<ServerContext, 'db'>, now = Date.now()): Promise<GamesOnline> {
  const since = now - onlineWindowMs
  const rows = await ctx.db.query<{ game_id: number; players: number | string }>(
    `SELECT game_id, count(DISTINCT member_id) AS players FROM (
       SELECT game_id, member_id FROM game_sessions WHERE opened_at >= $1
       UNION ALL SELECT game_id, member_id FROM game_rounds WHERE created_at >= $1) recent
     GROUP BY game_id ORDER BY game_id`,
    [since],
  )
  const [total] = await ctx.db.query<{ players: number | string }>(
    `SELECT count(DISTINCT member_id) AS players FROM (
       SELECT member_id FROM game_sessions WHERE opened_at >= $1
       UNION ALL SELECT member_id FROM game_rounds WHERE created_at >= $1) recent`,
    [since],
  )
  return {
    total: Number(total?.players ?? 0),
    games: rows.map((row) => ({ gameId: Number(row.game_id), players: Number(row.players) })),
  }
}
