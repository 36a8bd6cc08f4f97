import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance } from 'fastify'

/**
 * The path of the request whose handling is running, for tests that count what one request does on the shared
 * server: its sweeps and timers (settlement, expiry, notices, envelopes) run outside any request and stay apart.
 */
const scope = new AsyncLocalStorage<string>()

export function requestPath(): string | undefined {
  return scope.getStore()
}

/** Opens the scope for every request of `app` (registered before the server is ready). */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    scope.run(request.url.split('?')[0]!, done)
  })
}
