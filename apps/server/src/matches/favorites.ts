import type { Queryable } from '../db'
import { invalidField } from '../requests/request-errors'

/** A member's favourite matches (match/favorite/add and delete; list answers mark them). */
export async function favoritesOf(q: Queryable, memberId: number): Promise<Set<number>> {
  const rows = await q.query<{ match_id: number }>(
    'SELECT match_id FROM match_favorites WHERE member_id = $1',
    [memberId],
  )
  return new Set(rows.map((row) => Number(row.match_id)))
}

export async function addFavorite(q: Queryable, memberId: number, matchId: number): Promise<void> {
  const [known] = await q.query<{ id: number }>('SELECT id FROM matches WHERE id = $1', [matchId])
  if (!known) throw invalidField('matchId')
  await q.query(
    'INSERT INTO match_favorites (member_id, match_id) VALUES ($1, $2) ON CONFLICT (member_id, match_id) DO NOTHING',
    [memberId, matchId],
  )
}

export async function removeFavorite(q: Queryable, memberId: number, matchId: number): Promise<void> {
  await q.query('DELETE FROM match_favorites WHERE member_id = $1 AND match_id = $2', [memberId, matchId])
}
