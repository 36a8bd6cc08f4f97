import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../../context'
import { csvAnswer } from '../../http/csv'
import { registerPath } from '../../http/route'
import { memberCurrency } from '../../requests/member-currency'
import { dailyReport } from './daily-report'

const columns = [
  'day',
  'currencyCode',
  'turnover',
  'payouts',
  'ggr',
  'deposits',
  'withdrawals',
  'activeMembers',
  'newMembers',
] as const

/** The daily report of PROTOCOL.md section 14 (auth O), of the operator's own brand, as JSON or CSV. */
export function registerReportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerPath(
    app,
    ctx,
    catalogue.operations.reportDaily,
    schemas.operations.reportDaily,
    async ({ payload, member }) => {
      const currency = payload.currencyCode ? await memberCurrency(ctx, member, payload.currencyCode) : null
      const rows = await dailyReport(ctx, member.productNo, { ...payload, currency })
      if (payload.format !== 'csv') return rows
      const first = rows[0]?.day ?? ''
      const last = rows.at(-1)?.day ?? ''
      return csvAnswer(`daily-report-${member.productNo}-${first}-${last}.csv`, columns, rows)
    },
  )
}
