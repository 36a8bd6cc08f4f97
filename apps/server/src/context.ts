import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { SettlementWorker } from './bets/settlement-worker'
import type { ServerBus } from './bus'
import type { ServerConfig } from './config'
import type { Database } from './db'
import type { FeedRuntime } from './feed/runtime'
import type { OpenedGameSessions } from './games/game-sessions'
import type { CrashEngine } from './games/house/crash/crash-engine'
import type { LanguageCode } from './i18n/languages'
import type { Ledger } from './ledger/ledger'
import type { OrderBatches } from './market/order-batches'
import type { EnvelopeWorker } from './red-envelopes/envelope-worker'
import type { SessionStore } from './sessions/sessions'
import type { ExpirySweep } from './wallet/expiry-sweep'

/** What the socket servers need from the host: created by `buildServer`, filled by the sockets module. */
export interface SocketHost {
  /** socket.io `adapter` option (the Redis adapter) when REDIS_URL is set; undefined = in-memory. */
  adapter?: unknown
  /** Set by the sockets module: closes its socket.io servers. */
  close?: () => Promise<void>
}

/** Everything a route, the feed or the sockets use; one per server. */
export interface ServerContext {
  /** The server's Fastify instance: the running services below are its decorations. */
  app: FastifyInstance
  config: ServerConfig
  db: Database
  log: Logger
  bus: ServerBus
  sessions: SessionStore
  ledger: Ledger
  io?: SocketHost
}

// DESIGN.md section 4, Composition: the shared services are decorations of the instance, with their types.
declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServerContext
    feed: FeedRuntime
    settlement: SettlementWorker
    expirySweep: ExpirySweep
    /** Undefined when the games are not served. */
    crashEngine: CrashEngine | undefined
    gameSessions: OpenedGameSessions
    envelopeWorker: EnvelopeWorker
    orderBatches: OrderBatches
  }
  interface FastifyRequest {
    /** The calling site's brand (its Origin through SITES, else PRODUCT_NO), set once by an onRequest hook. */
    brand: number
    /** The language of the answer, as soon as the request's fields are read. */
    lang: LanguageCode
  }
}
