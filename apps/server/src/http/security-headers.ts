import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { Server as SocketServer } from 'socket.io'

/**
 * Helmet's options for the API: its defaults, with a policy under which nothing may load, run or be framed (the
 * API answers JSON; a route that serves HTML, such as the sandbox pay page or a game page, sets its own), framing
 * denied and no referrer.
 */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // The brand sites call from their own origins, under CORS.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
}

/**
 * The headers Helmet sets with these options, read once: they depend on nothing in the request, so every answer
 * gets the same table from a callback hook instead of Helmet's middleware running again per request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure))
  return headers
}

/**
 * What every answer carries: Helmet's headers, and no cache for answers that hold sessions and money (a route that
 * serves a static file, such as `/i18n/<code>.json`, sets its own Cache-Control).
 */
const apiHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...helmetHeaders(helmetOptions),
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
