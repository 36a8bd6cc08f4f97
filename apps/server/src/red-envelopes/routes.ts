import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { activitiesFor } from './activities'
import { claimEnvelope } from './claim'
import { createActivity } from './create-activity'
import { type EnvelopeWorker, startEnvelopeWorker } from './envelope-worker'

const paths = catalogue.misc
const misc = schemas.misc

/** The red envelope worker of a server, the instance's `envelopeWorker` decoration (tests wait for its sweep). */
export function envelopeWorkerOf(ctx: ServerContext): EnvelopeWorker | undefined {
  return ctx.app.hasDecorator('envelopeWorker') ? ctx.app.envelopeWorker : undefined
}

/**
 * Red envelope activities (PROTOCOL.md section 10): members of a brand list and claim its activities; operators
 * create them for their own brand, funded by the house.
 */
export function registerRedEnvelopeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const worker = startEnvelopeWorker(ctx)
  ctx.app.decorate('envelopeWorker', worker)
  app.addHook('onClose', () => worker.stop())

  registerPath(app, ctx, paths.redEnvelopeActivity, misc.redEnvelopeActivity, async ({ member }) =>
    activitiesFor(ctx.db, member.productNo, member.id),
  )

  registerPath(
    app,
    ctx,
    paths.redEnvelopeParticipate,
    misc.redEnvelopeParticipate,
    async ({ member, payload }) => claimEnvelope(ctx, member, payload),
  )

  registerPath(app, ctx, paths.redEnvelopeCreate, misc.redEnvelopeCreate, async ({ member, payload }) => {
    const activity = await createActivity(ctx, {
      ...payload,
      productNo: member.productNo,
      createdBy: member.id,
    })
    worker.poke()
    return activity
  })
}
