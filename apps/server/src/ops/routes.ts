import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { registerReportRoutes } from './reports/report-routes'
import { registerRiskRoutes } from './risk/risk-routes'
import { registerStakeFactorRoutes } from './risk/stake-factor'

/** The operators' catalogue paths of PROTOCOL.md section 14 (the `operations` group). */
export function registerOperationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerRiskRoutes(app, ctx)
  registerStakeFactorRoutes(app, ctx)
  registerReportRoutes(app, ctx)
}
