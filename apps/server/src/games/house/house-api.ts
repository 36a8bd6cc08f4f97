import { type CallSchemas, codes } from '@sportsbook/sdk/protocol'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { ServerContext } from '../../context'
import { BusinessError, isBusinessError } from '../../errors'
import { failure, sendEnvelope } from '../../http/envelope'
import { clientErrorStatus, errorForLog } from '../../http/log-error'
import { type LanguageCode, languageOf } from '../../i18n/languages'
import { message } from '../../i18n/messages'
import { invalidField } from '../../requests/request-errors'
import { type GameSession, useGameSession } from '../game-sessions'

/**
 * The one way to serve an endpoint of the built-in provider (PROTOCOL.md section 10): JSON bodies only (so a
 * cross-site form cannot post one), or the query for GET; the payload checked against the SDK's schema (1000
 * naming the field); `session` from the launch url (403 when unknown, used up or expired); the answer in the
 * protocol's envelope, a business error as its code, anything else 5000 with nothing changed.
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
      let lang: LanguageCode = 'en'
      try {
        const fields = fieldsOf(request, method)
        lang = languageOf(fields.lang)
        delete fields.lang
        const result = v.safeParse(schemas.request, fields)
        if (!result.success) {
          const field = result.issues[0].path?.map((item) => String(item.key)).join('.') || 'body'
          throw invalidField(field)
        }
        const payload = result.output as v.InferOutput<S['request']> & { session: string }
        const session = await useGameSession(ctx, payload.session, 'house', false)
        const answer = await handler(session, payload)
        if (!ctx.config.production) {
          const checked = v.safeParse(schemas.response, answer)
          if (!checked.success) throw new Error(`the answer of ${url} breaks its schema`)
        }
        return sendEnvelope(reply, { code: codes.OK, msg: message(lang, 'ok'), data: answer ?? null })
      } catch (error) {
        if (isBusinessError(error)) {
          const msg = error.messageKey ? message(lang, error.messageKey, error.params) : error.message
          return sendEnvelope(reply, { code: error.code, msg, data: error.data })
        }
        if (clientErrorStatus(error) !== null) {
          return sendEnvelope(reply, failure(lang, codes.INVALID_REQUEST, 'malformedBody', { field: 'body' }))
        }
        request.log.error({ error: errorForLog(error), path: url }, 'house game endpoint failed')
        return sendEnvelope(reply, failure(lang, codes.INTERNAL, 'internal'))
      }
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
