import { catalogue, schemas } from '@sportsbook/sdk/protocol/schemas'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { registerPath } from '../http/route'
import { consumeCaptcha, createCaptcha } from './captchas'

/** The captcha paths of PROTOCOL.md section 6, Misc. */
export function registerCaptchaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const paths = catalogue.misc
  registerPath(app, ctx, paths.captchaGet, schemas.misc.captchaGet, async () => createCaptcha(ctx.db))
  // `/app/api/captcha` sends `time` only to defeat caches: it is a fresh captcha too.
  registerPath(app, ctx, paths.captcha, schemas.misc.captcha, async () => createCaptcha(ctx.db))
  registerPath(app, ctx, paths.captchaCheck, schemas.misc.captchaCheck, async ({ payload }) => ({
    valid: await consumeCaptcha(ctx.db, payload.captchaId, payload.code),
  }))
}
