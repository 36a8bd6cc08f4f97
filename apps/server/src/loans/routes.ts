import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { listLoanRecords, moveLoan } from './loans'

const paths = catalogue.loan
const loan = schemas.loan

/** The loan paths of PROTOCOL.md section 8 (R): borrow, repay, records. */
export function registerLoanRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerPath(app, ctx, paths.borrow, loan.borrow, async ({ payload, member }) =>
    moveLoan(ctx, member, 'loan', payload),
  )
  registerPath(app, ctx, paths.repay, loan.repay, async ({ payload, member }) =>
    moveLoan(ctx, member, 'repay', payload),
  )
  registerPath(app, ctx, paths.records, loan.records, async ({ payload, member }) =>
    listLoanRecords(ctx, member, payload),
  )
}
