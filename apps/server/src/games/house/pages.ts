import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { isBusinessError } from '../../errors'
import { type GameSession, useGameSession } from '../game-sessions'
import { crashPage } from './crash-page'
import { dicePage } from './dice-page'
import { crashGame, diceGame } from './house-provider'
import { sendGamePage } from './page-policy'
import { pageShell } from './page-shell'

/** Each house game's page, by the game it serves. */
export const housePages: { gameId: number; code: string; render: (nonce: string) => string }[] = [
  { gameId: diceGame.id, code: diceGame.code, render: dicePage },
  { gameId: crashGame.id, code: crashGame.code, render: crashPage },
]

function expiredPage(nonce: string): string {
  return pageShell(
    nonce,
    'Game link expired',
    '<p class="card">This game link was already used or has expired. Open the game again from the site.</p>',
    '',
  )
}

/**
 * The house game pages at the launch url (`/games/house/<code>?session=`): opening one uses up its one-time
 * launch token; a used, expired or unknown token, or another game's, gets a page saying so (HTTP 403).
 */
export function registerHousePages(app: FastifyInstance, ctx: ServerContext): void {
  for (const page of housePages) {
    app.get(`/games/house/${page.code}`, async (request, reply) => {
      const token = (request.query as Record<string, unknown>).session
      let session: GameSession | null = null
      if (typeof token === 'string' && token.length <= 100) {
        session = await useGameSession(ctx, token, 'house', true).catch((error: unknown) => {
          if (isBusinessError(error)) return null
          throw error
        })
      }
      if (!session || session.gameId !== page.gameId) {
        return sendGamePage(reply, ctx.config, request, 403, expiredPage)
      }
      return sendGamePage(reply, ctx.config, request, 200, page.render)
    })
  }
}
