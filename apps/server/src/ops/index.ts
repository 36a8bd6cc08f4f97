import type { FastifyInstance, onResponseHookHandler } from 'fastify'
import type { Server as SocketServer } from 'socket.io'
import type { ServerContext } from '../context'
import type { FeedRuntime } from '../feed/runtime'
import { registerHealthRoutes } from './health'
import type { ServerMetrics, SocketCounts } from './metrics'
import { serveMetrics } from './metrics-endpoint'
import { Risk } from './risk'
import { connectRiskNodes } from './risk/risk-nodes'
import { pushSuspensionChanges } from './risk/suspension-pushes'

export { ServerMetrics } from './metrics'
export { requestIdHeader, requestIdOf } from './request-ids'

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's metrics registry and series (PROTOCOL.md section 14). */
    metrics: ServerMetrics
  }
}

/** Times every request into `http_request_duration_seconds`: a callback hook, one observe, nothing built. */
function timeRequests(metrics: ServerMetrics): onResponseHookHandler {
  return (request, reply, done) => {
    metrics.observeRequest(
      request.routeOptions.url,
      reply.envelopeCode ?? reply.statusCode,
      reply.elapsedTime / 1000,
    )
    done()
  }
}

/**
 * Operating the server (PROTOCOL.md section 14), on the root instance so that it sees every route: the request
 * histogram, the brands' risk state (the order path and the match views read it), /health and /ready, and
 * /metrics where the configuration allows it. Resolves the metrics port's
 * address when it has one of its own.
 */
export async function registerOperations(
  app: FastifyInstance,
  ctx: ServerContext,
  metrics: ServerMetrics,
): Promise<string | null> {
  app.decorate('metrics', metrics)
  const risk = new Risk(ctx)
  await risk.load()
  app.decorate('risk', risk)
  app.addHook('onResponse', timeRequests(metrics))
  metrics.watchPool(() => ctx.db.inUse())
  await registerHealthRoutes(app, ctx)
  return serveMetrics(app, ctx.config, metrics)
}

/**
 * The series read from the running parts, once the feed and the sockets exist, and the brands' suspensions
 * carried to the match sockets and the other nodes.
 */
export function watchRunningParts(
  metrics: ServerMetrics,
  ctx: ServerContext,
  feed: FeedRuntime,
  sockets: { main: SocketServer; match: SocketServer },
): void {
  const countsOf = (path: string, io: SocketServer): SocketCounts => ({
    path,
    *namespaces() {
      for (const [name, namespace] of io._nsps) yield { name, size: namespace.sockets.size }
    },
  })
  metrics.watchSockets([countsOf('/app/socket', sockets.main), countsOf('/match/socket', sockets.match)])
  const stops = [
    feed.book.onChange(() => metrics.feedChanged()),
    // The brands' suspensions reach their players' match sockets and the other nodes as they change.
    pushSuspensionChanges(sockets.match, feed.book, ctx.app.risk),
    connectRiskNodes(sockets.match, ctx, ctx.app.risk),
  ]
  ctx.app.addHook('onClose', async () => {
    for (const stop of stops) stop()
  })
  logSocketConnections(ctx, sockets)
}

/** Each socket's connect and disconnect at debug level, with its id: its other lines name the same id. */
function logSocketConnections(
  ctx: ServerContext,
  sockets: { main: SocketServer; match: SocketServer },
): void {
  for (const [path, io] of [
    ['/app/socket', sockets.main],
    ['/match/socket', sockets.match],
  ] as const) {
    io.on('connection', (socket) => {
      if (!ctx.log.isLevelEnabled('debug')) return
      const fields = { socketId: socket.id, path, memberId: (socket.data as { memberId?: number }).memberId }
      ctx.log.debug(fields, 'socket connected')
      socket.once('disconnect', (reason) => ctx.log.debug({ ...fields, reason }, 'socket disconnected'))
    })
  }
}
