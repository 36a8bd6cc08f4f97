import { type CallSchemas, codes } from '@sportsbook/sdk/protocol'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { ServerContext } from '../../context'
import { BusinessError } from '../../errors'
import { sendEnvelope } from '../../http/envelope'
import { languageOf } from '../../i18n/languages'
import { message } from '../../i18n/messages'
import { invalidField } from '../../requests/request-errors'
import { type GameSession, useGameSession } from '../game-sessions'

/**
 * The one way to serve an endpoint of the built-in provider (PROTOCOL.md section 10): JSON bodies only (so a
 * cross-site form cannot post one), or the query for GET; the payload checked against the SDK's schema (1000
 * naming the field); `session` from the launch url (403 when unknown, used up or expired); the answer in the
 * protocol's envelope; a business error is its code and anything else 5000 with nothing changed, as on every path.
 */
export function registerHouseEndpoint<S extends CallSchemas>(
  app: FastifyInstance,
  ctx: ServerContext,
  method: 'GET' | 'POST',
  url: string,
  schemas: S,
  handler: (session: GameSession, payload: v.InferOutput<S['request']>) => Promise<unknown>,
): void {
  app.route({
    method,
    url,
    handler: async (request, reply) => {
      // Errors go to the server's one handler (http/fallbacks.ts), in the language the frame asked for.
      const fields = fieldsOf(request, method)
      request.lang = languageOf(fields.lang)
      delete fields.lang
      const result = v.safeParse(schemas.request, fields)
      if (!result.success) {
        throw invalidField(result.issues[0].path?.map((item) => String(item.key)).join('.') || 'body')
      }
      const payload = result.output as v.InferOutput<S['request']> & { session: string }
      const session = await useGameSession(ctx, payload.session, 'house', false)
      const answer = await handler(session, payload)
      if (!ctx.config.production) {
        const checked = v.safeParse(schemas.response, answer)
        if (!checked.success) throw new Error(`the answer of ${url} breaks its schema`)
      }
      return sendEnvelope(reply, { code: codes.OK, msg: message(request.lang, 'ok'), data: answer ?? null })
    },
  })
}

function fieldsOf(request: FastifyRequest, method: 'GET' | 'POST'): Record<string, unknown> {
  if (method === 'GET') return { ...(request.query as Record<string, unknown>) }
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json') {
    throw new BusinessError(codes.INVALID_REQUEST, 'unsupportedContentType', { field: 'content-type' })
  }
  const body = request.body
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BusinessError(codes.INVALID_REQUEST, 'malformedBody', { field: 'body' })
  }
  return { ...(body as Record<string, unknown>) }
}
