import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import { matchesOf } from '../feed/runtime'
import { registerCatalogueRoutes } from './catalogue-routes'
import { registerCentreRoutes } from './centre-routes'
import { registerListRoutes } from './list-routes'
import { registerResultRoutes } from './result-routes'
import { registerShowcaseRoutes } from './showcase-routes'

/**
 * Every path of PROTOCOL.md section 6, Matches (but api/sysinit, served with the session paths), answered from the
 * match book (live state in memory) and the database (results, favourites, tables). Needs `startFeed(ctx)` first.
 */
export function registerMatchRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const runtime = matchesOf(ctx)
  registerListRoutes(app, ctx, runtime)
  registerCatalogueRoutes(app, ctx, runtime)
  registerResultRoutes(app, ctx, runtime)
  registerShowcaseRoutes(app, ctx, runtime)
  registerCentreRoutes(app, ctx, runtime)
}
