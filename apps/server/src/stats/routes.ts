import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import type { Member } from '../members/member'
import { memberCurrency } from '../requests/member-currency'
import { invalidField } from '../requests/request-errors'
import { dayStats, settleStat, winStat } from './member-stats'
import { dayOf, dayOfDate } from './numbers'

const paths = catalogue.loan
const loan = schemas.loan

/** The currency of a stats call: the one asked for, else the member's own, as its money paths may use it. */
export async function statsCurrency(
  ctx: ServerContext,
  member: Member,
  code: string | undefined,
): Promise<string> {
  return (await memberCurrency(ctx, member, code ?? member.currencyCode)).code
}

/** The member stats of PROTOCOL.md section 6, Loan and stats; the loan paths come with the wallet. */
export function registerStatsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The days of the member's clock (`utcOffsetMinutes`) from `first` to `last`, counted back from today.
  type DaysCall = { utcOffsetMinutes?: number; currencyCode?: string }
  const daysOf = async (member: Member, payload: DaysCall, range: (today: number) => [number, number]) => {
    const offset = payload.utcOffsetMinutes ?? 0
    const [first, last] = range(dayOf(Date.now(), offset))
    const currency = await statsCurrency(ctx, member, payload.currencyCode)
    return dayStats(ctx, member.id, currency, offset, first, last)
  }

  registerPath(app, ctx, paths.statToday, loan.statToday, async ({ payload, member }) => {
    const [line] = await daysOf(member, payload, (today) => [today, today])
    return line!
  })

  registerPath(app, ctx, paths.statByDate, loan.statByDate, async ({ payload, member }) => {
    const day = dayOfDate(payload.date)
    if (!Number.isFinite(day)) throw invalidField('date')
    const [line] = await daysOf(member, payload, () => [day, day])
    return line!
  })

  registerPath(app, ctx, paths.statDaily, loan.statDaily, async ({ payload, member }) =>
    daysOf(member, payload, (today) => [today - (payload.days ?? 7) + 1, today]),
  )

  registerPath(app, ctx, paths.statSettle, loan.statSettle, async ({ payload, member }) =>
    settleStat(ctx, member.id, await statsCurrency(ctx, member, payload.currencyCode), payload),
  )

  registerPath(app, ctx, paths.winStat, loan.winStat, async ({ payload, member }) =>
    winStat(ctx, member.id, await statsCurrency(ctx, member, payload.currencyCode), payload.days ?? 30),
  )
}
