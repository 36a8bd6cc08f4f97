import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify'
import { startSettlement } from './bets/settlement-worker'
import { ServerBus } from './bus'
import type { ServerConfig } from './config'
import type { ServerContext, SocketHost } from './context'
import { openDatabase } from './db'
import { type StartFeedOptions, startFeed } from './feed'
import { registerFallbacks } from './http/fallbacks'
import { registerJsonBodies } from './http/json-body'
import { errorForLog } from './http/log-error'
import { registerRateLimits } from './http/rate-limits'
import { bodyLimit, uploadBodyLimit } from './http/route'
import { registerSecurityHeaders, secureSocketHandshakes } from './http/security-headers'
import { createLedger } from './ledger/ledger'
import { createLogger } from './logger'
import { registerMatchRoutes } from './matches'
import { createRedisAdapter } from './redis'
import { registerCoreRoutes } from './routes'
import { createSessionStore } from './sessions/sessions'
import { attachSockets } from './sockets'

export interface BuiltServer {
  app: FastifyInstance
  ctx: ServerContext
  /** Starts listening on config.host:config.port (0 = a free port) and resolves the base URL. */
  listen(): Promise<string>
  close(): Promise<void>
}

/**
 * The reference server (DESIGN.md section 4): Fastify 5 and socket.io on one HTTP server, PGlite or PostgreSQL,
 * every catalogue path registered through `registerPath`.
 */
export interface BuildOptions {
  /** More routes registered before the server is ready (tests register probe paths through `registerPath`). */
  routes?: (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>
  /** Options of the feed (tests step a ManualClock and tick the simulator by hand). */
  feed?: StartFeedOptions
}

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  const log = createLogger(config)
  const bus = new ServerBus((error, event) =>
    log.error({ error: errorForLog(error), event }, 'bus listener failed'),
  )
  const db = await openDatabase(config, (error) =>
    log.error({ error: errorForLog(error) }, 'after-commit hook failed'),
  )
  const ctx: ServerContext = {
    config,
    db,
    log,
    bus,
    sessions: createSessionStore(db, bus),
    ledger: createLedger(db, bus),
  }
  // Read the currencies before any request: a first read inside a transaction would wait on PGlite's single
  // connection, which that transaction holds (a deadlock).
  await ctx.ledger.currencies.all()

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // The client address (rate limits, logs) comes from X-Forwarded-For only through the proxies named here.
    trustProxy: config.trustProxy,
  })
  // One line per request: path, envelope code, status and time; never the query (GET calls carry the token).
  // A callback hook, and nothing built when the level is off: an async hook costs a promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    if (log.isLevelEnabled('info')) {
      request.log.info(
        {
          method: request.method,
          path: request.routeOptions.url ?? request.url.split('?')[0],
          status: reply.statusCode,
          code: reply.envelopeCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      )
    }
    done()
  })
  registerFallbacks(app)
  await registerSecurityHeaders(app)
  await registerRateLimits(app, ctx)
  registerJsonBodies(app)
  await app.register(cors, {
    // Only the configured sites' origins may call from a browser; others get no CORS headers.
    origin: (origin, callback) => callback(null, origin !== undefined && config.sites.has(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  })
  await app.register(formbody, { bodyLimit })
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 4096, parts: 24 },
    throwFileSizeLimit: true,
  })
  void uploadBodyLimit

  ctx.io = await createSocketHost(config, log)
  await registerCoreRoutes(app, ctx)

  // ─── Plug-in point of the matches and sockets modules (src/matches, src/feed, src/sockets) ───
  // The feed first (the routes and sockets read its book); it stops, writing its last changes, as the app closes.
  const feed = await startFeed(ctx, options.feed)
  app.addHook('onClose', () => feed.stop())
  registerMatchRoutes(app, ctx)
  // Orders settle from the results the feed writes (src/bets); it stops after the feed's last write.
  const settlement = startSettlement(ctx, feed)
  app.addHook('onClose', () => settlement.stop())
  const sockets = await attachSockets(app.server, ctx)
  secureSocketHandshakes(sockets.main, sockets.match)
  // ──────────────────────────────────────────────────────────────────────────────────────────────

  await options.routes?.(app, ctx)
  await app.ready()
  let closed = false
  return {
    app,
    ctx,
    async listen() {
      return app.listen({ port: config.port, host: config.host })
    },
    async close() {
      if (closed) return
      closed = true
      await ctx.io?.close?.()
      await app.close()
      await closeSocketHost(ctx.io)
      await db.close()
    },
  }
}

async function createSocketHost(config: ServerConfig, log: ServerContext['log']): Promise<SocketHost> {
  if (!config.redisUrl) return {}
  const redis = await createRedisAdapter(config.redisUrl, log)
  return { adapter: redis.adapter, [redisCloser]: redis.close } as SocketHost
}

const redisCloser = Symbol('redis close')

async function closeSocketHost(host: SocketHost | undefined): Promise<void> {
  const close = (host as { [redisCloser]?: () => Promise<void> } | undefined)?.[redisCloser]
  await close?.()
}
