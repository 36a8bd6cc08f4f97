import { createHash, randomBytes } from 'node:crypto'
import { codes } from '@sportsbook/sdk/protocol'
import type { ServerContext } from '../context'
import type { Queryable } from '../db'
import { BusinessError } from '../errors'
import { type Member, type MemberRow, memberColumns, memberOf } from '../members/member'

/**
 * Launch sessions (PROTOCOL.md section 10, Launch): the launch url carries a one-time token that must be opened
 * within 60 s. Opening the game page uses it up (a leaked or replayed url opens nothing); the page then calls its
 * provider's endpoints with the same `session` for 12 hours. Only the token's SHA-256 is stored.
 */
export const launchWindowMs = 60_000
export const playWindowMs = 12 * 60 * 60 * 1000

export interface GameSession {
  id: number
  member: Member
  provider: string
  gameId: number
  currencyCode: string
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** Writes a new launch session in `q` and returns its token (the only time it exists in clear). */
export async function createGameSession(
  q: Queryable,
  launch: { memberId: number; provider: string; gameId: number; currencyCode: string },
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await q.query(
    `INSERT INTO game_sessions (token_hash, member_id, provider, game_id, currency_code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashOf(token),
      launch.memberId,
      launch.provider,
      launch.gameId,
      launch.currencyCode,
      now,
      now + launchWindowMs,
    ],
  )
  return token
}

interface SessionRow extends MemberRow {
  session_id: number
  expires_at: number | string
  provider: string
  game_id: number
  session_currency: string
}

function forbidden(): BusinessError {
  return new BusinessError(codes.FORBIDDEN, 'forbidden')
}

/**
 * Opened sessions as the page's calls read them, for a few seconds: a crash round's thousand players each call
 * twice or more in a few seconds, and the database would write the same row for each call. An opened session
 * changes only by expiring, which the cache checks too; the member's fields are at most `cachedMs` old.
 */
const cachedMs = 10_000
const cacheLimit = 20_000

/** The opened sessions a server holds for a few seconds: the instance's `gameSessions` decoration. */
export type OpenedGameSessions = Map<string, { session: GameSession; expiresAt: number; until: number }>

/** Holds the opened sessions for the server of `ctx` (its games plugin calls it once). */
export function holdGameSessions(ctx: Pick<ServerContext, 'app'>): void {
  ctx.app.decorate('gameSessions', new Map() as OpenedGameSessions)
}

/**
 * The session of `token` for `provider`. `page`: the launch page is opening it, which only an unopened token
 * within its 60 s may do, once. Otherwise (the page's own calls) an opened session within its 12 hours, or an
 * unopened one within its 60 s (opened now). Anything else is 403.
 */
export async function useGameSession(
  ctx: Pick<ServerContext, 'db' | 'app'>,
  token: string,
  provider: string,
  page: boolean,
  now = Date.now(),
): Promise<GameSession> {
  const hash = hashOf(token)
  const cache = ctx.app.gameSessions
  const key = `${provider}:${hash}`
  const cached = page ? undefined : cache.get(key)
  if (cached && now < cached.until && now < cached.expiresAt) return cached.session
  const unopened = page ? 'AND g.opened_at IS NULL' : ''
  const [row] = await ctx.db.query<SessionRow>(
    `UPDATE game_sessions g SET opened_at = COALESCE(g.opened_at, $2),
       expires_at = CASE WHEN g.opened_at IS NULL THEN $3 ELSE g.expires_at END
     FROM members m
     WHERE g.token_hash = $1 AND g.provider = $4 AND g.expires_at > $2 ${unopened} AND m.id = g.member_id
     RETURNING g.id AS session_id, g.expires_at, g.provider, g.game_id, g.currency_code AS session_currency, ${memberColumns('m')}`,
    [hash, now, now + playWindowMs, provider],
  )
  if (!row) {
    cache.delete(key)
    throw forbidden()
  }
  const session: GameSession = {
    id: Number(row.session_id),
    member: memberOf(row),
    provider: row.provider,
    gameId: Number(row.game_id),
    currencyCode: row.session_currency,
  }
  // The page's own use opens the session too, so from here on its calls may read it from the cache.
  if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!)
  cache.set(key, { session, expiresAt: Number(row.expires_at), until: now + cachedMs })
  return session
}
