import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { registerAccount } from './account/routes'
import { registerBetRoutes } from './bets/routes'
import { registerCaptchaRoutes } from './captcha/routes'
import type { ServerContext } from './context'
import { registerGameRoutes } from './games/routes'
import { registerMarketRoutes } from './market/routes'
import { registerMatchRoutes } from './matches'
import { registerMemberRoutes } from './members/routes'
import { registerNoticeRoutes } from './notices/routes'
import { registerOperationRoutes } from './ops/routes'
import { registerProtectionRoutes } from './protection/routes'
import { registerRedEnvelopeRoutes } from './red-envelopes/routes'
import { registerSessionRoutes } from './sessions/routes'
import { registerStatsRoutes } from './stats/routes'
import { registerSysinitRoutes } from './sysinit/routes'
import { registerWallet } from './wallet'

type FeatureRoutes = (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>

/**
 * A feature as a Fastify plugin (DESIGN.md section 4, Composition): an encapsulated instance of its own, so that
 * what it registers (hooks, parsers, scoped plugins) stays with its paths, over the server's decorations (`ctx`,
 * the feed, the workers) and under its one error handler.
 */
export function featurePlugin(name: string, routes: FeatureRoutes): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    await routes(app, app.ctx)
  }
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name })
}

const features = [
  featurePlugin('sessions', registerSessionRoutes),
  featurePlugin('members', registerMemberRoutes),
  featurePlugin('captcha', registerCaptchaRoutes),
  featurePlugin('sysinit', registerSysinitRoutes),
  featurePlugin('matches', registerMatchRoutes),
  featurePlugin('bets', registerBetRoutes),
  featurePlugin('stats', registerStatsRoutes),
  featurePlugin('market', registerMarketRoutes),
  featurePlugin('games', registerGameRoutes),
  featurePlugin('notices', registerNoticeRoutes),
  featurePlugin('redEnvelopes', registerRedEnvelopeRoutes),
  featurePlugin('wallet', registerWallet),
  featurePlugin('operations', registerOperationRoutes),
  featurePlugin('protection', registerProtectionRoutes),
  featurePlugin('account', registerAccount),
]

/** Every catalogue path, one plugin per feature; the feed and the workers are decorated before (app.ts). */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  for (const feature of features) await app.register(feature)
}
