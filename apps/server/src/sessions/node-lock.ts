import pg from 'pg'
import type { Logger } from 'pino'
import type { ServerConfig } from '../config'

/** First key of the lock; the second is the deployment's schema (one PostgreSQL database may hold several). */
const nodeLockSpace = 87871002

/** Releases the node's lock as the server closes. */
export type NodeLockRelease = () => Promise<void>

/**
 * Without REDIS_URL a node keeps recent sessions in memory and pushes only to its own sockets
 * (sessions/routes.ts), so a second node on the same database would miss the first one's logouts: it is refused at
 * start, not only documented. Each node holds a PostgreSQL session-level advisory lock on its own connection for
 * as long as it runs: exclusive without REDIS_URL, shared with it. A node without Redis therefore starts only
 * alone, and a node with Redis never beside one without; the lock goes with the connection if the process dies.
 * PGlite is one process by construction.
 */
export async function claimNode(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'redisUrl'>,
  log: Logger,
): Promise<NodeLockRelease> {
  if (!config.databaseUrl) return async () => undefined
  const schema = config.databaseSchema ?? 'public'
  const client = new pg.Client({ connectionString: config.databaseUrl })
  // A dropped connection has released the lock: said in the log, never an unhandled 'error' event.
  client.on('error', (error) => log.error({ err: error }, 'the node lock connection failed'))
  await client.connect()
  const shared = Boolean(config.redisUrl)
  try {
    const [row] = (
      await client.query<{ held: boolean }>(
        `SELECT ${shared ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock'}($1, hashtext($2)) AS held`,
        [nodeLockSpace, schema],
      )
    ).rows
    if (!row?.held) throw new Error(refusal(shared, schema))
  } catch (error) {
    await client.end().catch(() => undefined)
    throw error
  }
  return async () => {
    await client.end().catch(() => undefined)
  }
}

function refusal(shared: boolean, schema: string): string {
  return shared
    ? `a node without REDIS_URL already serves this database (schema ${schema}): every node of a deployment ` +
        'needs REDIS_URL, or run that one alone'
    : `another node already serves this database (schema ${schema}): several nodes need REDIS_URL on every ` +
        'node (without it each keeps its own session memory and would miss the others\u2019 logouts)'
}
