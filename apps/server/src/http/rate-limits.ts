import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import { codes } from '@sportsbook/sdk/protocol'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'
import type { ServerContext } from '../context'
import { BusinessError } from '../errors'
import { createRateLimitRedis } from '../redis'
import { type RateLimitName, type RateLimitRule, rateLimitedPaths } from './rate-limit-rules'

/** Counts one call of the request's address against a limit; throws 1004 with `retryAfterMs` past it. */
export type RateLimitCheck = (request: FastifyRequest) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /** The checks of registerRateLimits, one per limit: every plugin's paths count against the same ones. */
    rateLimitChecks: ReadonlyMap<RateLimitName, RateLimitCheck>
  }
}

/**
 * The limits of rate-limit-rules.ts, counted by @fastify/rate-limit per client address (an IPv6 client by its
 * /64, as one host usually holds the whole block): in this process, or in Redis with REDIS_URL so that every
 * node counts together. Past a limit the answer is the envelope, HTTP 200, code 1004 with `data.retryAfterMs`
 * (PROTOCOL.md section 1), never a 429. A Redis outage lets calls through rather than refusing every login.
 */
export async function registerRateLimits(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const redis = ctx.config.redisUrl ? await createRateLimitRedis(ctx.config.redisUrl, ctx.log) : null
  if (redis) app.addHook('onClose', () => redis.close())
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis: redis.client, nameSpace: namespaceOf(ctx.config) } : {}),
  })
  const checks = new Map<RateLimitName, RateLimitCheck>()
  for (const [name, rule] of Object.entries(ctx.config.rateLimits) as [RateLimitName, RateLimitRule][]) {
    const limiter = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
    })
    checks.set(name, async (request) => {
      const result = await limiter(request)
      if (!result.isAllowed && result.isExceeded) {
        const retryAfterMs = Math.max(1, Math.ceil(result.ttl))
        throw new BusinessError(codes.TOO_MANY_ATTEMPTS, 'tooManyRequests', { retryAfterMs })
      }
    })
  }
  app.decorate('rateLimitChecks', checks)
}

/** Nodes of one deployment (one database schema) count together; another schema is another deployment. */
function namespaceOf(config: ServerConfig): string {
  return `sportsbook:rate-limit:${config.databaseSchema ?? 'public'}:`
}

/** The check of the limit `url` counts against, or null for a path without one. */
export function rateLimitOf(app: FastifyInstance, url: string): RateLimitCheck | null {
  const name = rateLimitedPaths.get(url)
  if (!name) return null
  const check = app.hasDecorator('rateLimitChecks') ? app.rateLimitChecks.get(name) : undefined
  if (!check) throw new Error(`${url} is rate limited, but registerRateLimits has not run on this app`)
  return check
}
