import { catalogue, parlayOddsHundredths, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { matchesOf } from '../feed/runtime'
import { registerPath } from '../http/route'
import { memberCurrency } from '../requests/member-currency'
import { invalidField } from '../requests/request-errors'
import { orderStat, orderSumDays, orderSums } from '../stats/order-stats'
import { statsCurrency } from '../stats/routes'
import { activities, activityById, activityLimitOf, usesToday } from './activities'
import { setAutoCashOut } from './auto-cash-out'
import { quoteBuilderLegs } from './builder-quotes'
import { cashOut } from './cash-out'
import { quoteCashOut } from './cash-out-quotes'
import { countOrders, listOrders } from './order-queries'
import { placeOrder } from './place-order'
import { quoteLegs } from './quotes'
import { amountLog, settlementRecords } from './records'
import { listShares, masterRank, shareOrder, sharerStats, verifyShare } from './shares'
import { stakeLimitAnswer, stakeRangeOf } from './stake-limits'

const paths = catalogue.bets
const bets = schemas.bets

/**
 * Every path of PROTOCOL.md section 6, Bets. Each answers the caller's own orders only: another member's order id
 * is code 3004, like an unknown one. Needs the feed (`startFeed`) for live odds and market states.
 */
export function registerBetRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const runtime = () => matchesOf(ctx)

  // The hot path: its session may be one read a moment ago (placeOrder reads only the member's id, kind, brand
  // and odds settings, which a session never sees change; a revoked session is forgotten at once).
  registerPath(
    app,
    ctx,
    paths.create,
    bets.create,
    async ({ payload, member, session }) => {
      // The session read whether protection or an identity check applies: the order's own query is saved.
      const guarded = session.protection.guarded || session.protection.identityPending
      return placeOrder(ctx, runtime(), member, payload, { guarded })
    },
    { recentSession: true },
  )

  registerPath(app, ctx, paths.amountLimit, bets.amountLimit, async ({ payload, member }) => {
    const currency = await memberCurrency(ctx, member, payload.currencyCode)
    const legs = quoteLegs(runtime(), payload.legs)
    const odds = parlayOddsHundredths(legs.map((leg) => leg.current))
    return stakeLimitAnswer(currency, stakeRangeOf(member, currency, legs, odds), odds)
  })

  registerPath(app, ctx, paths.cashOut, bets.cashOut, async ({ payload, member }) =>
    cashOut(ctx, runtime(), member, payload),
  )

  registerPath(app, ctx, paths.cashQuote, bets.cashQuote, async ({ payload, member }) =>
    quoteCashOut(ctx, runtime(), member, payload.orderId),
  )

  registerPath(app, ctx, paths.cashAuto, bets.cashAuto, async ({ payload, member }) =>
    setAutoCashOut(ctx, runtime(), member, payload),
  )

  registerPath(app, ctx, paths.builderQuote, bets.builderQuote, async ({ payload, member }) =>
    quoteBuilderLegs(ctx, runtime(), member, payload.matchId, payload.legs),
  )

  registerPath(app, ctx, paths.list, bets.list, async ({ payload, member }) =>
    listOrders(ctx, runtime(), member.id, payload),
  )

  registerPath(app, ctx, paths.count, bets.count, async ({ payload, member }) =>
    countOrders(ctx, member.id, payload),
  )

  registerPath(app, ctx, paths.stat, bets.stat, async ({ payload, member }) =>
    orderStat(ctx, member.id, await statsCurrency(ctx, member, payload.currencyCode), payload),
  )

  registerPath(app, ctx, paths.sum, bets.sum, async ({ payload, member }) =>
    orderSums(ctx, member.id, payload.currencyCode, payload),
  )

  registerPath(app, ctx, paths.sumDetail, bets.sumDetail, async ({ payload, member }) =>
    orderSumDays(ctx, member.id, payload.currencyCode, payload, payload.utcOffsetMinutes ?? 0),
  )

  registerPath(app, ctx, paths.settlementRecords, bets.settlementRecords, async ({ payload, member }) =>
    settlementRecords(ctx, member.id, payload),
  )

  registerPath(app, ctx, paths.amountLog, bets.amountLog, async ({ payload, member, lang }) =>
    amountLog(ctx, member.id, lang, payload),
  )

  registerPath(app, ctx, paths.shareList, bets.shareList, async ({ payload, member }) =>
    listShares(ctx, member, payload),
  )

  registerPath(app, ctx, paths.shareVerify, bets.shareVerify, async ({ payload, member }) =>
    verifyShare(ctx, member.id, payload.orderId),
  )

  registerPath(app, ctx, paths.share, bets.share, async ({ payload, member }) =>
    shareOrder(ctx, member.id, payload.orderId, payload.note ?? ''),
  )

  registerPath(app, ctx, paths.masterRank, bets.masterRank, async ({ payload, member }) =>
    masterRank(
      ctx,
      member.productNo,
      await statsCurrency(ctx, member, payload.currencyCode),
      payload.days ?? 30,
      payload,
    ),
  )

  registerPath(app, ctx, paths.sharePersonalData, bets.sharePersonalData, async ({ payload, member }) =>
    sharerStats(
      ctx,
      member,
      payload.memberId ?? member.id,
      await statsCurrency(ctx, member, payload.currencyCode),
      payload.days ?? 30,
    ),
  )

  registerPath(app, ctx, paths.activityLimit, bets.activityLimit, async ({ payload, member }) => {
    const currency = await memberCurrency(ctx, member, payload.currencyCode ?? member.currencyCode)
    const now = Date.now()
    const list = []
    for (const activity of activities) {
      list.push(activityLimitOf(activity, currency, await usesToday(ctx.db, member.id, activity, now)))
    }
    return list
  })

  registerPath(app, ctx, paths.activityOrderCreate, bets.activityOrderCreate, async ({ payload, member }) => {
    const activity = activityById(payload.activityId)
    if (!activity) throw invalidField('activityId')
    const { activityId: _activityId, ...request } = payload
    return placeOrder(ctx, runtime(), member, request, { activity })
  })
}
