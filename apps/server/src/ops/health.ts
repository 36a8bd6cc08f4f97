import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type { ServerContext } from '../context'

/** How long /ready waits for each dependency before calling it down. */
const probeTimeoutMs = 2_000

type Probe = () => Promise<unknown>

/** Whether `probe` answers within the time-out. */
async function answers(probe: Probe): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), probeTimeoutMs)
  })
  try {
    return await Promise.race([probe().then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A Redis connection of its own for /ready: commands fail at once while Redis is away (no offline queue), so the
 * probe tells "down" without waiting for a reconnect, and it never queues behind the adapters' traffic.
 */
async function redisProbe(url: string, ctx: ServerContext): Promise<{ ping: Probe; close(): Promise<void> }> {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  client.on('error', (error) => ctx.log.debug({ err: error }, 'redis error (readiness probe)'))
  await client.connect()
  return {
    ping: () => client.ping(),
    close: () =>
      client.quit().then(
        () => undefined,
        () => undefined,
      ),
  }
}

/**
 * PROTOCOL.md section 14: `GET /health` answers while the process runs (a liveness probe); `GET /ready` answers 200
 * when the database answers and, with REDIS_URL, Redis does, else 503 naming what is down (a load balancer takes
 * the node out). Plain JSON, not the envelope: probes read the status code. No session, no rate limit: they are
 * registered outside `registerPath`, and only catalogue paths count against a limit.
 */
export async function registerHealthRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const redis = ctx.config.redisUrl ? await redisProbe(ctx.config.redisUrl, ctx) : null
  if (redis) app.addHook('onClose', () => redis.close())
  const probes: [name: string, probe: Probe][] = [['database', () => ctx.db.query('SELECT 1')]]
  if (redis) probes.push(['redis', redis.ping])

  app.get('/health', async () => ({ status: 'ok' }))
  app.get('/ready', async (_request, reply) => {
    const results = await Promise.all(
      probes.map(async ([name, probe]) => [name, await answers(probe)] as const),
    )
    const down = results.filter(([, up]) => !up).map(([name]) => name)
    const checks = Object.fromEntries(results.map(([name, up]) => [name, up ? 'up' : 'down']))
    if (down.length > 0) return reply.code(503).send({ status: 'unavailable', down, checks })
    return { status: 'ok', checks }
  })
}
