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
