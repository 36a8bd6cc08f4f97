import { houseGameSchemas } from '@sportsbook/sdk/protocol'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { gameCurrency } from '../money-rules'
import { gameById } from '../providers'
import { gameWalletOf } from '../wallet'
import { rollDice } from './dice'
import { registerHouseEndpoint } from './house-api'
import { registerHousePages } from './pages'
import { lockActivePair, publicPair, rotatePair } from './seeds'

/** The built-in provider's pages and JSON endpoints (PROTOCOL.md section 10, `house`). */
export function registerHouseGame(app: FastifyInstance, ctx: ServerContext): void {
  registerHousePages(app, ctx)

  registerHouseEndpoint(
    app,
    ctx,
    'POST',
    '/games/house/api/dice/roll',
    houseGameSchemas.diceRoll,
    (session, payload) => rollDice(ctx, session, payload),
  )

  registerHouseEndpoint(
    app,
    ctx,
    'POST',
    '/games/house/api/seed',
    houseGameSchemas.seed,
    (session, payload) => ctx.db.transaction((tx) => rotatePair(tx, session.member.id, payload.clientSeed)),
  )

  registerHouseEndpoint(app, ctx, 'GET', '/games/house/api/fairness', houseGameSchemas.fairness, (session) =>
    ctx.db.transaction(async (tx) => publicPair(await lockActivePair(tx, session.member.id))),
  )

  registerHouseEndpoint(
    app,
    ctx,
    'GET',
    '/games/house/api/state',
    houseGameSchemas.state,
    async (session) => {
      const currency = await gameCurrency(ctx, session.member, session.currencyCode)
      const game = gameById(session.gameId)!.game
      return ctx.db.transaction(async (tx) => ({
        game,
        currencyCode: currency.code,
        balance: await gameWalletOf(ctx, tx, session.member.id, 'house', currency),
        fairness: publicPair(await lockActivePair(tx, session.member.id)),
      }))
    },
  )
}
