import { houseGameSchemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { notPermitted } from '../../requests/request-errors'
import { gameCurrency } from '../game-currency'
import type { GameSession } from '../game-sessions'
import { gameById } from '../providers'
import { gameWalletOf } from '../wallet'
import { closed } from './crash/crash-bets'
import { startCrashEngine } from './crash/crash-engine'
import { rollDice } from './dice'
import { registerHouseEndpoint } from './house-api'
import { crashGame, diceGame, houseProvider } from './house-provider'
import { registerHousePages } from './pages'
import { refuseProtectedPlay } from './protected-play'
import { lockActivePair, publicPair, rotatePair } from './seeds'

/** A session launched for another game may not play this one. */
function requireGame(session: GameSession, gameId: number): GameSession {
  if (session.gameId !== gameId) throw notPermitted()
  return session
}

/**
 * The built-in provider's pages and JSON endpoints (PROTOCOL.md section 10, `house`), and the crash rounds'
 * engine (stopped as the server closes).
 */
export function registerHouseGame(app: FastifyInstance, ctx: ServerContext): void {
  registerHousePages(app, ctx)
  const crash = startCrashEngine(ctx)
  app.addHook('onClose', () => crash.stop())

  registerHouseEndpoint(
    app,
    ctx,
    'POST',
    '/games/house/api/crash/bet',
    houseGameSchemas.crashBet,
    async (session, payload) => {
      const now = crash.now()
      requireGame(session, crashGame.id)
      // A late bet is refused from the engine's round before any database work (the database checks again).
      const refused = crash.refusal({ kind: 'bet' }, now)
      if (refused) throw closed(refused)
      await refuseProtectedPlay(ctx, session)
      const round = await crash.placeBet(session, payload, now)
      if (round.play.game === 'crash')
        ctx.bus.emit('crash', { kind: 'bet', roundId: round.play.roundId, betId: round.id })
      return round
    },
  )

  registerHouseEndpoint(
    app,
    ctx,
    'POST',
    '/games/house/api/crash/cashout',
    houseGameSchemas.crashCashOut,
    async (session, payload) => {
      const now = crash.now()
      requireGame(session, crashGame.id)
      // A cash-out at or after the crash by the server's clock never pays: the engine's round refuses it at once.
      const refused = crash.refusal({ kind: 'cashOut', roundId: payload.roundId }, now)
      if (refused) throw closed(refused)
      const { roundId } = payload
      const { detail, exit } = await crash.cashOut(session, roundId, now)
      ctx.bus.emit('crash', { kind: 'cashOut', roundId, betId: detail.id, multiplier: exit })
      return detail
    },
  )

  registerHouseEndpoint(
    app,
    ctx,
    'POST',
    '/games/house/api/dice/roll',
    houseGameSchemas.diceRoll,
    async (session, payload) => {
      requireGame(session, diceGame.id)
      await refuseProtectedPlay(ctx, session)
      return rollDice(ctx, session, payload)
    },
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
      const currency = await gameCurrency(ctx, session.member, session.currencyCode, houseProvider)
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
