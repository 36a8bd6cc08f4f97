import { catalogue, codes, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import { walletCurrencyOf } from '../brands/brand-currencies'
import { brandLanguage } from '../brands/site-brand'
import type { ServerContext } from '../context'
import { BusinessError } from '../errors'
import { registerPath } from '../http/route'
import { invalidField } from '../requests/request-errors'
import { balanceEntriesOf } from './balance'
import { memberLimitsOf } from './limits'
import { updateMember } from './members'
import { userInfoOf } from './user-info'

const paths = catalogue.session
const session = schemas.session

/** Profile, language, currency, brand, limits and balances (PROTOCOL.md section 6, Session). */
export function registerMemberRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, ledger, bus, config } = ctx

  registerPath(app, ctx, paths.userInfo, session.userInfo, async ({ session: caller }) =>
    userInfoOf(db, ledger, caller.member, caller.token),
  )

  // The profile language (a brand that forces one keeps it); the member's other tabs and devices hear it on the
  // main socket.
  registerPath(app, ctx, paths.userInfoEdit, session.userInfoEdit, async ({ payload, session: caller }) => {
    const languageCode = brandLanguage(config, caller.member.productNo, payload.languageCode)
    await db.transaction(async (tx) => {
      await updateMember(tx, caller.memberId, { languageCode })
      tx.afterCommit(() => bus.emit('language', { memberId: caller.memberId, lang: languageCode }))
    })
    return { languageCode }
  })

  // Real members switch between their brand's real currencies; demo money stays demo money.
  registerPath(
    app,
    ctx,
    paths.changeCurrency,
    session.changeCurrency,
    async ({ payload, session: caller }) => {
      const currency = await walletCurrencyOf(config, ledger.currencies, caller.member, payload.currencyCode)
      if (!currency) {
        throw invalidField('currencyCode')
      }
      return db.transaction(async (tx) => {
        const member = await updateMember(tx, caller.memberId, { currencyCode: currency.code })
        tx.afterCommit(() => bus.emit('balance', { memberId: member.id }))
        return userInfoOf(tx, ledger, member, caller.token)
      })
    },
  )

  // The brand of the calling site: its Origin through SITES, else PRODUCT_NO (or the first site's).
  registerPath(app, ctx, paths.setUserType, session.setUserType, async ({ request }) => ({
    productNo: request.brand,
  }))

  registerPath(app, ctx, paths.memberLimits, session.memberLimits, async ({ member }) => {
    const currency = await ledger.currencies.get(member.currencyCode)
    if (!currency) throw new Error(`member ${member.id} holds unknown currency ${member.currencyCode}`)
    return memberLimitsOf(member, currency)
  })

  // Also the wallet group's `balance` (the same path): registered once, here.
  registerPath(app, ctx, paths.userBalance, session.userBalance, async ({ member }) =>
    balanceEntriesOf(ctx, db, member),
  )

  // Channel members only (channelOnly in the catalogue); the principal and channel must be the caller's.
  registerPath(app, ctx, paths.openBalance, session.openBalance, async ({ payload, member }) => {
    if (payload.principal !== member.principal || payload.channel !== member.channel) {
      throw new BusinessError(codes.NOT_PERMITTED, 'notPermitted')
    }
    return balanceEntriesOf(ctx, db, member)
  })
}
