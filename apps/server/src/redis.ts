import { createAdapter } from '@socket.io/redis-adapter'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'

/**
 * The socket.io Redis adapter (REDIS_URL): several server nodes behind a load balancer then reach every client,
 * whichever node it is connected to (DESIGN.md section 4).
 */
export async function createRedisAdapter(url: string, log: Logger) {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  const sub = pub.duplicate()
  for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'redis error'))
  await Promise.all([pub.connect(), sub.connect()])
  return {
    adapter: createAdapter(pub, sub),
    async close() {
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)])
    },
  }
}

/**
 * The Redis client of the rate limits (REDIS_URL): every node counts a client's calls in one place. A command
 * fails fast while Redis is away (the limits then let calls through) instead of queueing behind a reconnect.
 */
export async function createRateLimitRedis(url: string, log: Logger) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  client.on('error', (error) => log.warn({ err: error }, 'redis error (rate limits)'))
  await client.connect()
  return {
    client,
    async close() {
      await client.quit().catch(() => undefined)
    },
  }
}
