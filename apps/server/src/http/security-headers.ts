import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Server as SocketServer } from 'socket.io'

/**
 * The API answers JSON: nothing in it may load, run or be framed. A future HTML route (the sandbox pay page, a
 * game page) sets a policy of its own on its reply.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"

/**
 * What every answer carries besides Helmet's defaults: answers hold sessions and money, so no cache keeps them
 * (a route that serves a static file, such as `/i18n/<code>.json`, sets its own Cache-Control).
 */
const noStore = 'no-store'

/** The same headers on the socket.io handshakes, which the engine answers before Fastify sees the request. */
const socketHeaders: Record<string, string> = {
  'Content-Security-Policy': apiContentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': noStore,
}

/**
 * Security headers on every answer, a 404 and an error included (Helmet's hook runs on every request):
 * nosniff, framing refused (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), no referrer, HSTS, and
 * `Cache-Control: no-store` unless the route chose. Register before the routes. Cross-origin reads stay allowed
 * (`Cross-Origin-Resource-Policy: cross-origin`): the brand sites call from their own origins, under CORS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
  // A callback hook: an async one costs a promise per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', noStore)
    done(null, payload)
  })
}

/** Adds the API's headers to the socket.io handshake answers of `servers`. */
export function secureSocketHandshakes(...servers: SocketServer[]): void {
  for (const server of servers) {
    server.engine.on('headers', (headers: Record<string, string>) => {
      Object.assign(headers, socketHeaders)
    })
  }
}
