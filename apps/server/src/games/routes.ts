import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { fromUnits } from '../ledger/money'
import { unitsOf } from '../requests/amounts'
import { oncePerKey } from '../requests/once-per-key'
import { pageOfList } from '../requests/paging'
import { invalidField } from '../requests/request-errors'
import { requestHash } from '../requests/request-hash'
import { gameCurrency, playsIn } from './game-currency'
import { holdGameSessions } from './game-sessions'
import { registerHouseGame } from './house/house-routes'
import { launchGame } from './launch'
import { playersOnline } from './online'
import { gameById, gameProviders, listGames, providerNamed } from './providers'
import { listRounds, roundDetail } from './rounds'
import { gameWalletAccount, gameWalletsOf, memberAccount, recallGameWallets } from './wallet'

const paths = catalogue.games
const games = schemas.games

/** The server's own origin as the caller reached it: launch urls point back here. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/**
 * Every path of PROTOCOL.md section 6, Games (rules: section 10), and the built-in provider's pages and
 * endpoints. Money paths are idempotent per member by `requestId` (requests/); a demo member moves demo money
 * only, in and out of its demo game wallet (PROTOCOL.md section 10: the games are M).
 */
export function registerGameRoutes(app: FastifyInstance, ctx: ServerContext): void {
  holdGameSessions(ctx)
  registerHouseGame(app, ctx)

  registerPath(app, ctx, paths.play, games.play, async ({ payload, member, request, lang }) =>
    launchGame(ctx, member, payload, originOf(request), lang),
  )

  registerPath(app, ctx, paths.launchList, games.launchList, async ({ member }) => {
    // A demo member plays in the demo currency only: that is what it may launch with.
    const demo = member.kind === 'demo' ? await ctx.ledger.currencies.demo() : null
    return gameProviders.map((provider) => ({
      provider: provider.name,
      name: provider.displayName,
      games: [...provider.games],
      currencyCodes: demo ? (playsIn(provider, demo) ? [demo.code] : []) : [...provider.currencyCodes],
    }))
  })

  registerPath(app, ctx, paths.list, games.list, async ({ payload }) =>
    pageOfList(listGames(payload), payload),
  )

  registerPath(app, ctx, paths.item, games.item, async ({ payload }) => {
    const found = gameById(payload.id)
    if (!found) throw invalidField('id')
    return found.game
  })

  registerPath(app, ctx, paths.order, games.order, async ({ payload, member }) =>
    listRounds(ctx, member.id, payload),
  )

  registerPath(app, ctx, paths.orderDetail, games.orderDetail, async ({ payload, member }) =>
    roundDetail(ctx.db, member.id, payload.id),
  )

  registerPath(app, ctx, paths.online, games.online, async () => playersOnline(ctx))

  registerPath(app, ctx, paths.balance, games.balance, async ({ payload, member }) =>
    gameWalletsOf(ctx, ctx.db, member.id, payload.provider),
  )

  registerPath(app, ctx, paths.balanceWithdraw, games.balanceWithdraw, async ({ payload, member }) => {
    const provider = providerNamed(payload.provider)
    if (!provider) throw invalidField('provider')
    const currency = await gameCurrency(ctx, member, payload.currencyCode, provider)
    const amount = unitsOf(payload.amount, currency)
    const body = { provider: provider.name, currencyCode: currency.code, amount }
    const key = {
      memberId: member.id,
      requestId: payload.requestId,
      hash: requestHash('game-withdraw', body),
    }
    return oncePerKey(ctx.db, key, 'game-withdraw', async (tx) => {
      const text = fromUnits(amount, currency.scale)
      // The game wallet may not go below zero: the ledger answers 2001 when it holds less.
      await ctx.ledger.transfer(tx, {
        kind: 'game-withdraw',
        memo: `game:${provider.name}`,
        entries: [
          { account: gameWalletAccount(member.id, currency.code, provider.name), amount: `-${text}` },
          { account: memberAccount(member.id, currency.code), amount: text },
        ],
      })
      return gameWalletsOf(ctx, tx, member.id)
    })
  })

  registerPath(app, ctx, paths.oneClickWithdraw, games.oneClickWithdraw, async ({ payload, member }) => {
    const key = { memberId: member.id, requestId: payload.requestId, hash: requestHash('game-recall', {}) }
    return oncePerKey(ctx.db, key, 'game-recall', async (tx) => {
      await recallGameWallets(ctx, tx, member.id)
      return gameWalletsOf(ctx, tx, member.id)
    })
  })
}
