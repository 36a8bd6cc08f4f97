import type { Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-adapter'
import { Redis } from 'ioredis'
import { type ServerOptions, Server as SocketServer } from 'socket.io'
import type { ServerContext } from '../context'
import { matchesOf } from '../feed/runtime'
import { serveCrashNamespace } from '../games/house/crash/crash-namespace'
import { type BalanceReader, ledgerBalanceReader } from './balance'
import { roomOfSession } from './handshake'
import { serveMainSocket } from './main-socket'
import { serveMatchSocket } from './match-socket'

/**
 * The two sockets of PROTOCOL.md section 5 on the server's one HTTP port. socket.io's `path` belongs to a Server
 * (its engine), so each path gets its own socket.io Server attached to the same HTTP server: each engine answers
 * the upgrades and polls of its own path and leaves the others alone (an upgrade another engine answered is not
 * touched). Transport websocket only.
 *
 * With REDIS_URL both use the Redis adapter, each under its own channel key so the main socket's broadcasts
 * (notices to everyone) never reach match sockets on other nodes: the main socket uses the adapter buildServer
 * made (ctx.io.adapter), the match socket one made here.
 */
export const mainSocketPath = '/app/socket'
export const matchSocketPath = '/match/socket'

export interface SocketServers {
  main: SocketServer
  match: SocketServer
  close(): Promise<void>
}

export interface AttachSocketsOptions {
  /** What the `balance` push carries (the ledger's entries by default). */
  readBalance?: BalanceReader
  /** How long odds wait to leave together (ms). */
  batchIntervalMs?: number
}

function options(path: string, adapter: unknown): Partial<ServerOptions> {
  return {
    path,
    transports: ['websocket'],
    serveClient: false,
    // Generous ping settings keep idle phones connected; a dead peer is noticed within ~45 s.
    pingInterval: 25_000,
    pingTimeout: 20_000,
    ...(adapter ? { adapter: adapter as ServerOptions['adapter'] } : {}),
  }
}

async function matchAdapter(ctx: ServerContext) {
  const url = ctx.config.redisUrl
  if (!url) return null
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  const sub = pub.duplicate()
  for (const client of [pub, sub]) client.on('error', (error) => ctx.log.warn({ err: error }, 'redis error'))
  await Promise.all([pub.connect(), sub.connect()])
  return {
    adapter: createAdapter(pub, sub, { key: 'socket.io-match' }),
    close: async () => {
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)])
    },
  }
}

/**
 * Closes a socket.io Server without closing the HTTP server under it (Fastify closes that). Only this node's
 * sockets: with the Redis adapter a plain `disconnectSockets` would close every node's clients.
 */
async function closeSocketServer(io: SocketServer): Promise<void> {
  io.local.disconnectSockets(true)
  await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()))
  io.engine.close()
}

export async function attachSockets(
  httpServer: HttpServer,
  ctx: ServerContext,
  settings: AttachSocketsOptions = {},
): Promise<SocketServers> {
  const runtime = matchesOf(ctx)
  const redis = await matchAdapter(ctx)
  const main = new SocketServer(httpServer, options(mainSocketPath, ctx.io?.adapter))
  const match = new SocketServer(httpServer, options(matchSocketPath, redis?.adapter))
  const disposers = [
    serveMainSocket(main, ctx, settings.readBalance ?? ledgerBalanceReader(ctx)),
    // The built-in game provider's crash rounds, a namespace of the main socket's server.
    serveCrashNamespace(main, ctx),
    serveMatchSocket(match, ctx, runtime, { intervalMs: settings.batchIntervalMs }),
    // A revoked session's sockets close on every node; their reconnect is refused with 403.
    ctx.bus.on('sessionRevoked', ({ sessionIds }) => {
      for (const sessionId of sessionIds) {
        main.in(roomOfSession(sessionId)).disconnectSockets(true)
        match.in(roomOfSession(sessionId)).disconnectSockets(true)
      }
    }),
  ]
  let closing: Promise<void> | null = null
  const close = () => {
    closing ??= (async () => {
      for (const dispose of disposers) dispose()
      await Promise.all([closeSocketServer(main), closeSocketServer(match)])
      await redis?.close()
    })()
    return closing
  }
  if (ctx.io) ctx.io.close = close
  else ctx.io = { close }
  return { main, match, close }
}
