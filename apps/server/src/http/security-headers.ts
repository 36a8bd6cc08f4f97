import type { FastifyInstance } from 'fastify'
import type { Server as SocketServer } from 'socket.io'

/**
 * The API answers JSON: nothing in it may load, run or be framed. A future HTML route (the sandbox pay page, a
 * game page) sets a policy of its own on its reply.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"

/**
 * What every answer carries: Helmet's defaults with the API's policy, framing refused (`frame-ancestors 'none'`
 * and `X-Frame-Options: DENY`), no referrer, and cross-origin reads allowed (`Cross-Origin-Resource-Policy:
 * cross-origin`: the brand sites call from their own origins, under CORS). Answers hold sessions and money, so no
 * cache keeps them (a route that serves a static file, such as `/i18n/<code>.json`, sets its own Cache-Control).
 * A fixed table: @fastify/helmet built its whole middleware again for every request (directives parsed, a
 * promise and a closure per request).
 */
const apiHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': apiContentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
})
const apiHeaderNames = Object.keys(apiHeaders)

/**
 * Security headers on every answer, a 404 and an error included: set on the reply as the request arrives, so a
 * route replaces one by setting its own (Cache-Control of a static file, a page's policy) or drops it
 * (`reply.removeHeader`). Register before the routes.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // A callback hook: an async one costs a promise per request.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of apiHeaderNames) reply.header(name, apiHeaders[name])
    done()
  })
}

/** Adds the API's headers to the socket.io handshake answers of `servers`, which the engine answers before Fastify. */
export function secureSocketHandshakes(...servers: SocketServer[]): void {
  for (const server of servers) {
    server.engine.on('headers', (headers: Record<string, string>) => {
      Object.assign(headers, apiHeaders)
    })
  }
}
