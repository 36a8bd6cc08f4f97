import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { type CollectionRow, wireOperatorCollection } from '../wallet/collections'
import { type WithdrawalRow, wireOperatorWithdrawal } from '../wallet/withdrawals'
import { auditPage } from './audit'
import { withdrawalPayout } from './payouts'
import { operatorRows, reviewCollection, reviewWithdrawal } from './reviews'

const paths = catalogue.wallet
const wallet = schemas.wallet

/**
 * The operators' paths under `/app/api/internal/` (PROTOCOL.md section 8; auth O: a registered member with the
 * operator role, made by the `operator create` command, never by an API call). An operator works on its own
 * brand's rows only. The proof read (owner or operator) is wallet/proof-routes.ts.
 */
export function registerOperatorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerPath(
    app,
    ctx,
    paths.operatorWithdrawals,
    wallet.operatorWithdrawals,
    async ({ payload, member }) => {
      const page = await operatorRows<WithdrawalRow>(ctx, member, 'withdrawals', payload)
      return { ...page, list: await Promise.all(page.list.map((row) => wireOperatorWithdrawal(ctx, row))) }
    },
  )
  registerPath(
    app,
    ctx,
    paths.operatorCollections,
    wallet.operatorCollections,
    async ({ payload, member }) => {
      const page = await operatorRows<CollectionRow>(ctx, member, 'collections', payload)
      return { ...page, list: await Promise.all(page.list.map((row) => wireOperatorCollection(ctx, row))) }
    },
  )
  registerPath(app, ctx, paths.withdrawReview, wallet.withdrawReview, async ({ payload, member }) =>
    reviewWithdrawal(ctx, member, payload),
  )
  registerPath(app, ctx, paths.collectionReview, wallet.collectionReview, async ({ payload, member }) =>
    reviewCollection(ctx, member, payload),
  )
  registerPath(app, ctx, paths.withdrawPayout, wallet.withdrawPayout, async ({ payload, member }) =>
    withdrawalPayout(ctx, member, payload.id),
  )
  registerPath(
    app,
    ctx,
    catalogue.operations.auditList,
    schemas.operations.auditList,
    async ({ payload, member }) => auditPage(ctx, member, payload),
  )
}
