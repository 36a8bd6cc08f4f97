import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { matchesOf } from '../feed/runtime'
import { registerPath } from '../http/route'
import { marketLists } from './bank-lists'
import { bankReader } from './bank-reader'
import { editBank } from './banker-edits'
import { openBank } from './open-bank'
import { investInBank, joinBank } from './partners'
import { placeGamblerOrder } from './place-gambler-order'

const paths = catalogue.market
const market = schemas.market

/**
 * Every path of PROTOCOL.md section 9, the peer trade market, within the caller's brand: a bank of another brand
 * reads as missing (3001). Needs the feed (`startFeed`) for matches, kick-off and the feed clock.
 */
export function registerMarketRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const runtime = () => matchesOf(ctx)
  const lists = () => marketLists(ctx, runtime())

  registerPath(app, ctx, paths.open, market.open, async ({ payload, member }) =>
    openBank(ctx, runtime(), member, payload),
  )
  registerPath(app, ctx, paths.oddsConfig, market.oddsConfig, async ({ payload, member }) =>
    editBank(ctx, runtime(), member, payload.id, { kind: 'odds', selections: payload.selections }),
  )
  registerPath(app, ctx, paths.updatePassword, market.updatePassword, async ({ payload, member }) =>
    editBank(ctx, runtime(), member, payload.id, { kind: 'password', password: payload.password }),
  )
  registerPath(app, ctx, paths.updateDescription, market.updateDescription, async ({ payload, member }) =>
    editBank(ctx, runtime(), member, payload.id, { kind: 'description', description: payload.description }),
  )
  registerPath(app, ctx, paths.saleStatus, market.saleStatus, async ({ payload, member }) =>
    editBank(ctx, runtime(), member, payload.id, { kind: 'sale', open: payload.open }),
  )
  registerPath(app, ctx, paths.cancel, market.cancel, async ({ payload, member }) =>
    editBank(ctx, runtime(), member, payload.id, { kind: 'cancel' }),
  )
  registerPath(app, ctx, paths.partnerJoin, market.partnerJoin, async ({ payload, member }) =>
    joinBank(ctx, runtime(), member, payload.id, payload.password),
  )
  registerPath(app, ctx, paths.invest, market.invest, async ({ payload, member }) =>
    investInBank(ctx, runtime(), member, payload),
  )
  registerPath(app, ctx, paths.gamblerOrderCreate, market.gamblerOrderCreate, async ({ payload, member }) =>
    placeGamblerOrder(ctx, runtime(), member, payload),
  )
  registerPath(app, ctx, paths.info, market.info, async ({ payload, member }) =>
    bankReader(ctx, runtime()).bank(payload.id, member.productNo),
  )
  registerPath(app, ctx, paths.list, market.list, async ({ payload, member }) =>
    lists().list(member, payload),
  )
  registerPath(app, ctx, paths.checkExist, market.checkExist, async ({ payload, member }) =>
    lists().checkExist(member, payload.matchId),
  )
  registerPath(app, ctx, paths.bankerInfo, market.bankerInfo, async ({ payload, member }) =>
    lists().bankerInfo(member, payload.id),
  )
  registerPath(app, ctx, paths.simpleList, market.simpleList, async ({ payload }) =>
    lists().simpleList(payload.sportType),
  )
  registerPath(app, ctx, paths.gamblerOrders, market.gamblerOrders, async ({ payload, member }) =>
    lists().gamblerOrders(member, payload),
  )
  registerPath(app, ctx, paths.gamblerUserOrders, market.gamblerUserOrders, async ({ payload, member }) =>
    lists().bankOrders(member, payload),
  )
  registerPath(app, ctx, paths.gamblerOrderStats, market.gamblerOrderStats, async ({ payload, member }) =>
    lists().stats(member, payload),
  )
  registerPath(app, ctx, paths.unsettled, market.unsettled, async ({ member }) => lists().unsettled(member))
}
