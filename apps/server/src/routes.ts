import type { FastifyInstance } from 'fastify'
import type { ServerContext } from './context'

/** The paths this module serves: session, captcha, sysinit and the language files. */
export async function registerCoreRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  void app
  void ctx
}
