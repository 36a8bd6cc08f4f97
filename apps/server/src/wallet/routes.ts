import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { publicBaseUrlOf, siteOf } from '../brands/site-url'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import type { Member } from '../members/member'
import type { PaymentProvider } from '../payments/provider'
import { cancelCollection, createCollection, listCollections } from './collections'
import { createDeposit, listDeposits, type PaymentPlace } from './deposits'
import { banksOf, payTypesOf } from './pay-settings'
import { listWithdrawAccounts, operateWithdrawAccount } from './withdraw-accounts'
import { editWithdrawPassword } from './withdraw-password'
import { createWithdrawal, listWithdrawals } from './withdrawals'

const paths = catalogue.wallet
const wallet = schemas.wallet

/**
 * The member's wallet paths of PROTOCOL.md section 8 (the balance is the session routes'; the proof upload and
 * read are proof-routes.ts; the operators' are src/operators). Every row answered is the caller's own.
 */
export function registerWalletRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  providers: ReadonlyMap<string, PaymentProvider>,
): void {
  registerPath(app, ctx, paths.payTypes, wallet.payTypes, async ({ payload, member }) =>
    payTypesOf(ctx, member.productNo, payload.currencyCode),
  )
  registerPath(app, ctx, paths.banks, wallet.banks, async ({ payload, member }) =>
    banksOf(ctx, member.productNo, payload.currencyCode),
  )
  registerPath(app, ctx, paths.withdrawAccounts, wallet.withdrawAccounts, async ({ member }) =>
    listWithdrawAccounts(ctx, member),
  )
  registerPath(
    app,
    ctx,
    paths.withdrawAccountOperate,
    wallet.withdrawAccountOperate,
    async ({ payload, member }) => operateWithdrawAccount(ctx, member, payload),
  )
  registerPath(
    app,
    ctx,
    paths.withdrawPasswordEdit,
    wallet.withdrawPasswordEdit,
    async ({ payload, member }) => {
      await editWithdrawPassword(ctx.db, member.id, payload)
      return null
    },
  )
  registerPath(app, ctx, paths.depositCreate, wallet.depositCreate, async ({ payload, member, request }) =>
    createDeposit(ctx, providers, member, payload, await paymentPlace(ctx, member, request)),
  )
  registerPath(app, ctx, paths.deposits, wallet.deposits, async ({ payload, member }) =>
    listDeposits(ctx, member, payload),
  )
  registerPath(app, ctx, paths.collectionCreate, wallet.collectionCreate, async ({ payload, member }) =>
    createCollection(ctx, member, payload),
  )
  registerPath(app, ctx, paths.collectionOrder, wallet.collectionOrder, async ({ payload, member }) =>
    listCollections(ctx, member, payload),
  )
  registerPath(app, ctx, paths.collectionCancel, wallet.collectionCancel, async ({ payload, member }) =>
    cancelCollection(ctx, member, payload.id),
  )
  registerPath(app, ctx, paths.withdrawCreate, wallet.withdrawCreate, async ({ payload, member }) =>
    createWithdrawal(ctx, member, payload),
  )
  registerPath(app, ctx, paths.withdrawals, wallet.withdrawals, async ({ payload, member }) =>
    listWithdrawals(ctx, member, payload),
  )
}

/**
 * Where the provider's page is (this server as the player reaches it: PUBLIC_URL, else the request's own host)
 * and where it sends the player back: the site the request came from when it is a configured one, else the first
 * site of the member's brand.
 */
async function paymentPlace(
  ctx: ServerContext,
  member: Member,
  request: FastifyRequest,
): Promise<PaymentPlace> {
  const publicBaseUrl = publicBaseUrlOf(ctx.config, request)
  const site = siteOf(ctx.config, member.productNo, request.headers.origin)
  return { publicBaseUrl, returnUrl: site ? `${site}/#/wallet` : `${publicBaseUrl}/` }
}
