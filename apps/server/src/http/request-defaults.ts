import type { FastifyInstance } from 'fastify'
import { brandOfOrigin } from '../brands/site-brand'
import type { ServerConfig } from '../config'
import { languageOf } from '../i18n/languages'
import { requestIdHeader } from '../ops/request-ids'

/**
 * Set once per request, before any route or hook reads them (DESIGN.md section 4, Composition): the calling
 * site's brand, so that no route can forget it and serve the default brand, and the language of an answer sent
 * before the body is read (routes set it again from their fields). Every answer carries the request's id
 * (x-request-id, PROTOCOL.md section 14), whatever answers it.
 */
export function registerRequestDefaults(app: FastifyInstance, config: ServerConfig): void {
  app.decorateRequest('brand', 0)
  app.decorateRequest('lang', languageOf(undefined))
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id)
    request.brand = brandOfOrigin(config, request.headers.origin)
    request.lang = languageOf((request.query as Record<string, unknown> | undefined)?.lang)
    done()
  })
}
