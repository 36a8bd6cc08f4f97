import { catalogue, schemas } from '@sportsbook/sdk/protocol'
import type { FastifyInstance } from 'fastify'
import { walletCurrencyOf } from '../brands/brand-currencies'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import type { Member } from '../members/member'
import { invalidField } from '../requests/request-errors'
import { dayStats, settleStat, winStat } from './member-stats'
import { dayOf, dayOfDate } from './numbers'

const paths = catalogue.loan
const loan = schemas.loan

/**
 * The currency of a stats call: the one asked for, else the member's own. Demo members read demo money only,
 * real members their brand's real currencies only (code 1000 otherwise).
 */
export async function statsCurrency(
  ctx: ServerContext,
  member: Member,
  code: string | undefined,
): Promise<string> {
  const currency = await walletCurrencyOf(
    ctx.config,
    ctx.ledger.currencies,
    member,
    code ?? member.currencyCode,
  )
  if (!currency) {
    throw invalidField('currencyCode')
  }
  return currency.code
}

/** The member stats of PROTOCOL.md section 6, Loan and stats; the loan paths come with the wallet. */
export function registerStatsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerPath(app, ctx, paths.statToday, loan.statToday, async ({ payload, member }) => {
    const offset = payload.utcOffsetMinutes ?? 0
    const today = dayOf(Date.now(), offset)
    const [line] = await dayStats(
      ctx,
      member.id,
      await statsCurrency(ctx, member, payload.currencyCode),
      offset,
      today,
      today,
    )
    return line!
  })

  registerPath(app, ctx, paths.statByDate, loan.statByDate, async ({ payload, member }) => {
    const offset = payload.utcOffsetMinutes ?? 0
    const day = dayOfDate(payload.date)
    if (!Number.isFinite(day)) {
      throw invalidField('date')
    }
    const [line] = await dayStats(
      ctx,
      member.id,
      await statsCurrency(ctx, member, payload.currencyCode),
      offset,
      day,
      day,
    )
    return line!
  })

  registerPath(app, ctx, paths.statDaily, loan.statDaily, async ({ payload, member }) => {
    const offset = payload.utcOffsetMinutes ?? 0
    const today = dayOf(Date.now(), offset)
    const days = payload.days ?? 7
    return dayStats(
      ctx,
      member.id,
      await statsCurrency(ctx, member, payload.currencyCode),
      offset,
      today - days + 1,
      today,
    )
  })

  registerPath(app, ctx, paths.statSettle, loan.statSettle, async ({ payload, member }) =>
    settleStat(ctx, member.id, await statsCurrency(ctx, member, payload.currencyCode), payload),
  )

  registerPath(app, ctx, paths.winStat, loan.winStat, async ({ payload, member }) =>
    winStat(ctx, member.id, await statsCurrency(ctx, member, payload.currencyCode), payload.days ?? 30),
  )
}
