import { codes } from '@sportsbook/sdk/protocol'
import type { FastifyError, FastifyInstance } from 'fastify'
import { isBusinessError } from '../errors'
import { languageOf } from '../i18n/languages'
import { message } from '../i18n/messages'
import { failure, sendEnvelope } from './envelope'
import { errorForLog } from './log-error'

/**
 * Whatever fails before a route's handler still answers an envelope, never a crash (PROTOCOL.md section 1):
 * an oversized body is HTTP 413 (the transport refused it) with code 1000; an unreadable body or a wrong content
 * type is code 1000; a business error raised while reading the body (field-guard.ts) is its envelope; an unknown
 * path is HTTP 404 with envelope code 404.
 */
export function registerFallbacks(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf((request.query as Record<string, unknown> | undefined)?.lang)
    return sendEnvelope(reply, failure(lang, 404, 'notFound'), 404)
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf((request.query as Record<string, unknown> | undefined)?.lang)
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
    request.log.error({ error: errorForLog(error) }, 'request failed')
    return sendEnvelope(reply, failure(lang, codes.INTERNAL, 'internal'))
  })
}
