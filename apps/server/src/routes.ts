import type { FastifyInstance } from 'fastify'
import { registerBetRoutes } from './bets/routes'
import { registerCaptchaRoutes } from './captcha/routes'
import type { ServerContext } from './context'
import { registerGameRoutes } from './games/routes'
import { registerMarketRoutes } from './market/routes'
import { registerMemberRoutes } from './members/routes'
import { registerNoticeRoutes } from './notices/routes'
import { registerRedEnvelopeRoutes } from './red-envelopes/routes'
import { registerSessionRoutes } from './sessions/routes'
import { registerStatsRoutes } from './stats/routes'
import { registerSysinitRoutes } from './sysinit/routes'
import { registerWallet } from './wallet'

/** The paths this module serves: session, captcha, sysinit and the language files. */
export async function registerCoreRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  registerSessionRoutes(app, ctx)
  registerMemberRoutes(app, ctx)
  registerCaptchaRoutes(app, ctx)
  registerSysinitRoutes(app, ctx)
  registerBetRoutes(app, ctx)
  registerStatsRoutes(app, ctx)
  registerMarketRoutes(app, ctx)
  registerGameRoutes(app, ctx)
  registerNoticeRoutes(app, ctx)
  registerRedEnvelopeRoutes(app, ctx)
  await registerWallet(app, ctx)
}
