import { catalogue, schemas } from '@sportsbook/sdk/protocol'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { fromUnits } from '../ledger/money'
import { registerHouseGame } from './house/house-routes'
import { launchGame } from './launch'
import { amountUnits, gameCurrency, invalidField, refuseDemo } from './money-rules'
import { playersOnline } from './online'
import { gameById, gameProviders, listGames, providerNamed } from './providers'
import { oncePerRequest } from './requests'
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
 * endpoints. Money paths are idempotent per member by `requestId` (games/requests.ts) and refuse demo members.
 */
export function registerGameRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerHouseGame(app, ctx)

  registerPath(app, ctx, paths.play, games.play, async ({ payload, member, request, lang }) =>
    launchGame(ctx, member, payload, originOf(request), lang),
  )

  registerPath(app, ctx, paths.launchList, games.launchList, async () =>
    gameProviders.map((provider) => ({
      provider: provider.name,
      name: provider.displayName,
      games: [...provider.games],
      currencyCodes: [...provider.currencyCodes],
    })),
  )

  registerPath(app, ctx, paths.list, games.list, async ({ payload }) => {
    const page = payload.page ?? 1
    const pageSize = payload.pageSize ?? 20
    const all = listGames(payload)
    return { list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize }
  })

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
    refuseDemo(member)
    const provider = providerNamed(payload.provider)
    if (!provider) throw invalidField('provider')
    const currency = await gameCurrency(ctx, member, payload.currencyCode, provider)
    const amount = amountUnits(payload.amount, currency, 'amount')
    const body = [provider.name, currency.code, String(amount)]
    return ctx.db.transaction((tx) =>
      oncePerRequest(tx, member.id, payload.requestId, 'game-withdraw', body, async () => {
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
      }),
    )
  })

  registerPath(app, ctx, paths.oneClickWithdraw, games.oneClickWithdraw, async ({ payload, member }) => {
    refuseDemo(member)
    return ctx.db.transaction((tx) =>
      oncePerRequest(tx, member.id, payload.requestId, 'game-recall', [], async () => {
        await recallGameWallets(ctx, tx, member.id)
        return gameWalletsOf(ctx, tx, member.id)
      }),
    )
  })
}
