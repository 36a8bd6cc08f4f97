import { codes } from '@sportsbook/sdk/protocol'
import type { FastifyError, FastifyInstance } from 'fastify'
import { isBusinessError } from '../errors'
import { message } from '../i18n/messages'
import { failure, sendEnvelope } from './envelope'
import { errorForLog } from './log-error'

/**
 * The server's one error handler, and the unknown path (PROTOCOL.md section 1): whatever a route or a hook throws
 * answers an envelope, never a crash. A business error is its code; an oversized body is HTTP 413 (the transport
 * refused it) with code 1000; an unreadable body or a wrong content type is code 1000; anything else is logged and
 * code 5000. An unknown path is HTTP 404 with envelope code 404.
 */
export function registerFallbacks(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendEnvelope(reply, failure(request.lang, 404, 'notFound'), 404))

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang
    if (isBusinessError(error)) {
      const msg = error.messageKey ? message(lang, error.messageKey, error.params) : error.message
      return sendEnvelope(reply, { code: error.code, msg, data: error.data })
    }
    const status = error.statusCode ?? 500
    if (
      status === 413 ||
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      error.code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      return sendEnvelope(reply, failure(lang, codes.INVALID_REQUEST, 'bodyTooLarge', { field: 'body' }), 413)
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendEnvelope(
        reply,
        failure(lang, codes.INVALID_REQUEST, 'unsupportedContentType', { field: 'content-type' }),
      )
    }
    if (status >= 400 && status < 500) {
      return sendEnvelope(reply, failure(lang, codes.INVALID_REQUEST, 'malformedBody', { field: 'body' }))
    }
    request.log.error({ error: errorForLog(error), path: request.routeOptions.url }, 'request failed')
    return sendEnvelope(reply, failure(lang, codes.INTERNAL, 'internal'))
  })
}
