import { codes, formJson, moneyField, type PathSpec } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import type { ServerContext } from '../../src/context'
import { BusinessError } from '../../src/errors'
import { sendEnvelope } from '../../src/http/envelope'
import type { UploadedFile } from '../../src/http/request-fields'
import { registerPath } from '../../src/http/route'
import { registerRequestScope } from './request-scope'

/**
 * Paths no catalogue entry has, served through the real `registerPath` on the shared test server (routes are
 * fixed once a server is ready): `/probe/*` for each encoding, auth level and failure (http-envelope.test.ts),
 * `/probe/fields/*` for the field guards (security-fields.test.ts).
 */
export function registerProbePaths(app: FastifyInstance, ctx: ServerContext): void {
  registerRequestScope(app)
  registerEnvelopeProbes(app, ctx)
  registerFieldProbes(app, ctx)
  void app.register(plainRouteProbes)
}

/**
 * Routes of a feature plugin of their own that skip `registerPath`, as a provider's webhook or a game page does:
 * the brand and the error handler are the server's, not the route's.
 */
async function plainRouteProbes(app: FastifyInstance): Promise<void> {
  app.get('/probe/plain/brand', async (request, reply) =>
    sendEnvelope(reply, { code: codes.OK, msg: 'ok', data: { brand: request.brand } }),
  )
  app.get('/probe/plain/business', async () => {
    throw new BusinessError(codes.STAKE_OUT_OF_LIMITS, 'stakeOutOfLimits', { min: '1.00', max: '5.00' })
  })
}

/** Every field-guard probe call that reached its handler, by path: a refused field must never get there. */
export const fieldProbesHandled: string[] = []

const spec = (
  path: string,
  auth: PathSpec['auth'],
  encoding: PathSpec['encoding'],
  extra: Partial<PathSpec> = {},
) => ({ path, auth, encoding, ...extra }) as PathSpec

/** The schemas of the echoing envelope probes. */
export const echo = {
  request: v.object({ amount: moneyField, note: v.optional(v.string()) }),
  response: v.unknown(),
}

function registerEnvelopeProbes(app: FastifyInstance, ctx: ServerContext): void {
  registerPath(
    app,
    ctx,
    spec('/probe/nested', 'M', 'json-nested'),
    echo,
    async ({ payload, clientInfo }) => ({
      payload,
      deviceID: clientInfo.deviceID,
    }),
  )
  registerPath(app, ctx, spec('probe/flat', 'V', 'json-flat'), echo, async ({ payload }) => payload)
  registerPath(
    app,
    ctx,
    spec('probe/get', 'V', 'get', { answerCipher: 'token' }),
    echo,
    async ({ payload }) => payload,
  )
  registerPath(app, ctx, spec('/probe/upload', 'M', 'upload'), undefined, async ({ payload }) => {
    const file = payload.file as UploadedFile
    return { size: file.data.length, mimetype: file.mimetype, filename: file.filename }
  })
  registerPath(app, ctx, spec('/probe/operator', 'O', 'form'), undefined, async () => 'operator')
  registerPath(app, ctx, spec('/probe/registered', 'R', 'form'), undefined, async () => 'registered')
  registerPath(app, ctx, spec('/probe/crash', 'none', 'form'), undefined, async () =>
    ctx.db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO members (product_no, kind, currency_code) VALUES (800000, 'visitor', 'USD')",
      )
      throw new Error('boom')
    }),
  )
  registerPath(app, ctx, spec('/probe/business', 'none', 'form'), undefined, async () => {
    throw new BusinessError(codes.STAKE_OUT_OF_LIMITS, 'stakeOutOfLimits', { min: '1.00', max: '5.00' })
  })
  registerPath(
    app,
    ctx,
    spec('/probe/bad-answer', 'none', 'form'),
    { request: v.object({}), response: v.object({ n: v.number() }) },
    async () => ({ n: 'not a number' }) as unknown as { n: number },
  )
}

function registerFieldProbes(app: FastifyInstance, ctx: ServerContext): void {
  const schemas = {
    request: v.object({
      amount: moneyField,
      note: v.optional(v.string()),
      items: v.optional(formJson(v.array(v.object({ id: v.optional(v.number()) })))),
    }),
    response: v.unknown(),
  }
  for (const [path, encoding] of [
    ['/probe/fields/form', 'form'],
    ['/probe/fields/flat', 'json-flat'],
    ['/probe/fields/get', 'get'],
  ] as const) {
    registerPath(app, ctx, spec(path, 'V', encoding), schemas, async ({ payload }) => {
      fieldProbesHandled.push(path)
      return payload
    })
  }
  registerPath(app, ctx, spec('/probe/fields/upload', 'M', 'upload'), undefined, async () => {
    fieldProbesHandled.push('/probe/fields/upload')
    return 'stored'
  })
}
