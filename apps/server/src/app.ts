import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type onResponseHookHandler,
} from 'fastify'
import { startSettlement } from './bets/settlement-worker'
import { ServerBus } from './bus'
import type { ServerConfig } from './config'
import type { ServerContext, SocketHost } from './context'
import { openDatabase } from './db'
import { type StartFeedOptions, startFeed } from './feed'
import { registerCompression } from './http/compression'
import { registerFallbacks } from './http/fallbacks'
import { registerJsonBodies } from './http/json-body'
import { errorForLog } from './http/log-error'
import { registerRateLimits } from './http/rate-limits'
import { registerRequestDefaults } from './http/request-defaults'
import { bodyLimit } from './http/route'
import { registerSecurityHeaders, secureSocketHandshakes } from './http/security-headers'
import { createLedger } from './ledger/ledger'
import { createLogger } from './logger'
import { OrderBatches } from './market/order-batches'
import { registerOperations, requestIdOf, ServerMetrics, watchRunningParts } from './ops'
import { startServerControl } from './ops/server-control'
import { createRedisAdapter } from './redis'
import { registerFeatures } from './routes'
import { claimNode } from './sessions/node-lock'
import { createSessionStore } from './sessions/sessions'
import { attachSockets } from './sockets'

export interface BuiltServer {
  app: FastifyInstance
  ctx: ServerContext
  /** Starts listening on config.host:config.port (0 = a free port) and resolves the base URL. */
  listen(): Promise<string>
  /** The base URL of /metrics's own listener (METRICS_PORT), else null. */
  metricsUrl: string | null
  close(): Promise<void>
}

export interface BuildOptions {
  /** More routes registered before the server is ready (tests register probe paths through `registerPath`). */
  routes?: (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>
  /** Options of the feed (tests step a ManualClock and tick the simulator by hand). */
  feed?: StartFeedOptions
}

/**
 * The reference server (DESIGN.md section 4): Fastify 5 and socket.io on one HTTP server, PGlite or PostgreSQL,
 * each feature a plugin, every catalogue path registered through `registerPath`.
 */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<BuiltServer> {
  const log = createLogger(config)
  // Before anything is opened: a node that may not run beside the others is refused with nothing to undo.
  const releaseNode = await claimNode(config, log)
  const bus = new ServerBus((error, event) =>
    log.error({ error: errorForLog(error), event }, 'bus listener failed'),
  )
  const db = await openDatabase(config, (error) =>
    log.error({ error: errorForLog(error) }, 'after-commit hook failed'),
  ).catch(async (error: unknown) => {
    await releaseNode()
    throw error
  })
  const metrics = new ServerMetrics()
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // PROTOCOL.md section 14: every line a request logs carries its id (`reqId`), answered as x-request-id.
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // The client address (rate limits, logs) comes from X-Forwarded-For only through the proxies named here.
    trustProxy: config.trustProxy,
  })
  const ctx: ServerContext = {
    app,
    config,
    db,
    log,
    bus,
    sessions: createSessionStore(db, bus),
    ledger: createLedger(db, bus, (kind) => metrics.transferCommitted(kind)),
  }
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await ctx.io?.close?.()
    await app.close()
    await closeSocketHost(ctx.io)
    await db.close()
    await releaseNode()
  }
  let metricsUrl: string | null = null
  try {
    metricsUrl = await compose(app, ctx, options, metrics)
  } catch (error) {
    await close().catch(() => undefined)
    throw error
  }
  return {
    app,
    ctx,
    async listen() {
      return app.listen({ port: config.port, host: config.host })
    },
    close,
    metricsUrl,
  }
}

/** The instance's shared parts, then its services (decorated), then one plugin per feature, then the sockets. */
async function compose(
  app: FastifyInstance,
  ctx: ServerContext,
  options: BuildOptions,
  metrics: ServerMetrics,
): Promise<string | null> {
  const { config, log } = ctx
  // Read the currencies before any request: a first read inside a transaction would wait on PGlite's single
  // connection, which that transaction holds (a deadlock).
  await ctx.ledger.currencies.all()
  app.decorate('ctx', ctx)
  registerRequestDefaults(app, config)
  app.addHook('onResponse', logRequest(log))
  registerFallbacks(app)
  const metricsUrl = await registerOperations(app, ctx, metrics)
  await registerSecurityHeaders(app)
  await registerRateLimits(app, ctx)
  registerJsonBodies(app)
  await registerCompression(app)
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
  ctx.io = await createSocketHost(config, log)

  // The feed first (routes, sockets, bets and the market read its book); it stops, writing its last changes, as
  // the app closes. Orders settle from the results it writes.
  const feed = await startFeed(ctx, options.feed)
  app.decorate('feed', feed)
  app.addHook('onClose', () => feed.stop())
  const settlement = startSettlement(ctx, feed)
  app.decorate('settlement', settlement)
  app.addHook('onClose', () => settlement.stop())
  app.decorate('orderBatches', new OrderBatches(ctx, feed))

  await registerFeatures(app)
  const sockets = await attachSockets(app.server, ctx)
  secureSocketHandshakes(sockets.main, sockets.match)
  watchRunningParts(metrics, ctx, feed, sockets)
  const control = await startServerControl(ctx)
  if (control) app.addHook('onClose', () => control.close())

  await options.routes?.(app, ctx)
  await app.ready()
  return metricsUrl
}

/**
 * One line per request: path, envelope code, status and time; never the query (GET calls carry the token).
 * A callback hook, and nothing built when the level is off: an async hook costs a promise per request.
 */
function logRequest(log: ServerContext['log']): onResponseHookHandler {
  return (request, reply, done) => {
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
