import type { Logger } from 'pino'
import type { ServerBus } from './bus'
import type { ServerConfig } from './config'
import type { Database } from './db'
import type { Ledger } from './ledger/ledger'
import type { SessionStore } from './sessions/sessions'

/** What the socket servers need from the host: created by `buildServer`, filled by the sockets module. */
export interface SocketHost {
  /** socket.io `adapter` option (the Redis adapter) when REDIS_URL is set; undefined = in-memory. */
  adapter?: unknown
  /** Set by the sockets module: closes its socket.io servers. */
  close?: () => Promise<void>
}

/** Everything a route, the feed or the sockets use; one per server. */
export interface ServerContext {
  config: ServerConfig
  db: Database
  log: Logger
  bus: ServerBus
  sessions: SessionStore
  ledger: Ledger
  io?: SocketHost
}
