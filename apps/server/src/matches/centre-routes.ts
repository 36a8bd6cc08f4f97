import { catalogue, type MatchCentre, matchesSchemas as schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import { registerPath } from '../http/route'
import { wireCentreIncident } from './book'
import { unknownMatch } from './list-routes'

/** Before kick-off, or for a provider without a centre: no incidents, even statistics, no momentum. */
function emptyCentre(matchId: number, seq: number): MatchCentre {
  const zero = { home: 0, away: 0 }
  return {
    matchId,
    seq,
    incidents: [],
    stats: {
      possession: { home: 50, away: 50 },
      shots: zero,
      shotsOnTarget: zero,
      corners: zero,
      cards: zero,
      fouls: zero,
    },
    momentum: [],
  }
}

/**
 * match/centre (PROTOCOL.md section 12): the live match centre from the match book, or for a match that left the
 * feed's window from the database (match_centres, written with the match), so every node and a restarted one
 * answer the same. `match/event` keeps its answer (the list of events).
 */
export function registerCentreRoutes(app: FastifyInstance, ctx: ServerContext, runtime: FeedRuntime): void {
  registerPath(app, ctx, catalogue.matches.centre, schemas.centre, async ({ payload }) => {
    const match = runtime.book.get(payload.matchId)
    if (match) {
      if (!match.centre) return emptyCentre(match.id, match.seq)
      return {
        matchId: match.id,
        seq: match.seq,
        incidents: match.centre.incidents.map(wireCentreIncident),
        stats: structuredClone(match.centre.stats),
        momentum: match.centre.momentum.map((point) => ({ ...point })),
      }
    }
    const [row] = await ctx.db.query<{
      id: number
      seq: number | null
      incidents: MatchCentre['incidents'] | null
      stats: MatchCentre['stats'] | null
      momentum: MatchCentre['momentum'] | null
    }>(
      `SELECT m.id, c.seq, c.incidents, c.stats, c.momentum FROM matches m
       LEFT JOIN match_centres c ON c.match_id = m.id WHERE m.id = $1`,
      [payload.matchId],
    )
    if (!row) throw unknownMatch()
    if (!row.stats || !row.incidents || !row.momentum) return emptyCentre(Number(row.id), 0)
    return {
      matchId: Number(row.id),
      seq: Number(row.seq),
      incidents: row.incidents,
      stats: row.stats,
      momentum: row.momentum,
    }
  })
}
